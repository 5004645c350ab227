import { titleContentsQuery } from '@estante/api-endpoints/title';
import { useQuery } from '@estante/api-client/react';
import { useTranslation } from '@estante/i18n';
import { Alert } from '@estante/ui/feedback';
import { bcp47 } from '../record/language';
import { useTitle, useTitlePage } from '../record/useTitle';
import { ViewLoading } from '../record/ViewLoading';
import { periodLabel } from '../kardex/period';
import { QueryFailed } from '../record/QueryFailed';
import { ContentsList } from './ContentsList';
import { issueLabel } from './groups';
import { NS_CONTENTS } from './strings';
import './contents.css';

/** /acervo/{cod}/sumarios: the record's contents note (505) and the contents of its serial issues (the latest open). */
export default function ContentsView() {
  const { t, i18n, ready } = useTranslation(NS_CONTENTS);
  const { cod } = useTitle();
  const query = useQuery({ ...titleContentsQuery(cod ?? 0), enabled: cod !== null });
  const lang = bcp47(useTitlePage().data?.idioma) ?? undefined;
  if (ready && query.isError) return <QueryFailed what={t('error')} error={query.error} onRetry={() => void query.refetch()} />;
  if (!ready || !query.data) return <ViewLoading />;
  const { nota, fasciculos } = query.data;
  const words = { volume: t('volume'), number: t('number') };
  return (
    <section className="contents" aria-labelledby="contents-heading">
      <h2 id="contents-heading">{t('heading')}</h2>
      {nota.itens.length === 0 && fasciculos.length === 0 ? <Alert type="info" showIcon message={t('none')} /> : null}
      {nota.itens.length > 0 ? (
        <section aria-labelledby="contents-note">
          <h3 id="contents-note">{t('noteHeading')}</h3>
          {nota.parcial ? <p>{t('notePartial')}</p> : null}
          <ContentsList itens={nota.itens} lang={lang} />
        </section>
      ) : null}
      {fasciculos.length > 0 ? (
        <section aria-labelledby="contents-issues">
          <h3 id="contents-issues">{t('issuesHeading')}</h3>
          {fasciculos.map((f, i) => (
            <details key={f.cod_fasciculo} className="contents-issue" open={i === 0}>
              <summary>
                {issueLabel({ ...f, periodo: periodLabel(i18n.language, f.mes, f.mes_final) }, words)}{' '}
                <span className="contents-issue__count">({t('issueItems', { count: f.itens.length })})</span>
              </summary>
              <ContentsList itens={f.itens} lang={lang} />
            </details>
          ))}
        </section>
      ) : null}
    </section>
  );
}
