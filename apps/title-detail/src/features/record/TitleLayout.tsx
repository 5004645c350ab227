import { Outlet, useRouteRef } from '@estante/federation/router';
import { NotFound } from '@estante/federation/not-found';
import { errorMessageKey, toApiError } from '@estante/api-client';
import { messageText, useTranslation } from '@estante/i18n';
import { Alert } from '@estante/ui/feedback';
import { LoadingIndicator } from '@estante/ui/loading';
import { Tag } from '@estante/ui/tag';
import { NS } from '../../strings';
import { TitleTabs } from './TitleTabs';
import { homeLink } from '../../refs';
import { useDocumentTitle } from './useDocumentTitle';
import { bcp47 } from './language';
import { useTitle, useTitlePage } from './useTitle';
import './title.css';


/** The frame of a title and its sub-views: back link, heading and type, the tabs of the sub-views that apply; the view below it. */
export function TitleLayout() {
  const { t } = useTranslation(NS);
  const { cod, query } = useTitle();
  const page = useTitlePage();
  const home = useRouteRef(homeLink);
  useDocumentTitle(query.data?.obra);
  const status = query.isError ? toApiError(query.error).status : undefined;

  // The site's one not-found page, in this page's words (status 200 until the page is rendered on the server).
  if (cod === null || status === 404 || status === 400) {
    return <NotFound title={t('titleDetail.notFound')} text={t('titleDetail.notFoundText')} action={{ to: home(), label: t('titleDetail.backToSearch') }} />;
  }
  if (query.isError) {
    const message = errorMessageKey(toApiError(query.error));
    return message ? <Alert type="error" showIcon role="alert" message={messageText(t, message)} /> : null;
  }
  if (!query.data) return <LoadingIndicator label={t('common.loading')} />;

  const record = query.data;
  return (
    <article className="title-page" aria-labelledby="title-heading">
      <p className="title-back">
        <a href={home()} onClick={(e) => { if (window.history.length > 1) { e.preventDefault(); window.history.back(); } }}>
          ← {t('titleDetail.backToSearch')}
        </a>
      </p>
      <h1 id="title-heading" className="title-heading" lang={bcp47(page.data?.idioma) ?? undefined}>{record.obra}</h1>
      <p className="title-meta">
        <Tag>{record.desc_tipo_obra}</Tag>
        {record.ano_publicacao ? <span>{t('titleDetail.year')}: {record.ano_publicacao}</span> : null}
      </p>
      <TitleTabs cod={record.cod_acervo} views={page.data?.visoes} />
      <Outlet />
    </article>
  );
}
