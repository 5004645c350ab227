import { titleBookContentsQuery } from '@estante/api-endpoints/title';
import { useQuery } from '@estante/api-client/react';
import { useTranslation } from '@estante/i18n';
import { Alert } from '@estante/ui/feedback';
import { bcp47 } from '../record/language';
import { useTitle, useTitlePage } from '../record/useTitle';
import { ViewLoading } from '../record/ViewLoading';
import { QueryFailed } from '../record/QueryFailed';
import { ContentsList } from './ContentsList';
import { NS_CONTENTS } from './strings';
import './contents.css';

/** /acervo/{cod}/sumarios-livros: the book's linked chapters, in order. */
export default function BookContentsView() {
  const { t, ready } = useTranslation(NS_CONTENTS);
  const { cod } = useTitle();
  const query = useQuery({ ...titleBookContentsQuery(cod ?? 0), enabled: cod !== null });
  const lang = bcp47(useTitlePage().data?.idioma) ?? undefined;
  if (ready && query.isError) return <QueryFailed what={t('error')} error={query.error} onRetry={() => void query.refetch()} />;
  if (!ready || !query.data) return <ViewLoading />;
  return (
    <section className="contents" aria-labelledby="book-contents-heading">
      <h2 id="book-contents-heading">{t('bookHeading')}</h2>
      {query.data.length === 0 ? (
        <Alert type="info" showIcon message={t('bookNone')} />
      ) : (
        <>
          <p>{t('bookIntro')}</p>
          <ContentsList itens={query.data} lang={lang} />
        </>
      )}
    </section>
  );
}
