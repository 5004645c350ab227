import { lazy, Suspense } from 'react';
import { Link, Outlet, useRouteRef } from '@estante/federation/router';
import { errorMessageKey, toApiError } from '@estante/api-client';
import { messageText, useTranslation } from '@estante/i18n';
import { Alert } from '@estante/ui/feedback';
import { LoadingIndicator } from '@estante/ui/loading';
import { Tag } from '@estante/ui/tag';
import { NS } from '../../strings';
import { TitleTabs } from './TitleTabs';
import { homeLink } from '../../refs';
import { useDocumentTitle } from './useDocumentTitle';
import { useTitle, useTitlePage } from './useTitle';
import './title.css';

/** antd's Result (its illustrations are ~9 KB gzip) is fetched only for an unknown title. */
const Result = lazy(() => import('@estante/ui/result').then((m) => ({ default: m.Result })));

/** The frame of a title and its sub-views: back link, heading and type, the tabs of the sub-views that apply; the view below it. */
export function TitleLayout() {
  const { t } = useTranslation(NS);
  const { cod, query } = useTitle();
  const page = useTitlePage();
  const home = useRouteRef(homeLink);
  useDocumentTitle(query.data?.obra);
  const status = query.isError ? toApiError(query.error).status : undefined;

  if (cod === null || status === 404 || status === 400) {
    const title = <h1 className="title-heading">{t('titleDetail.notFound')}</h1>;
    const back = <Link to={home()}>{t('titleDetail.backToSearch')}</Link>;
    return (
      <Suspense fallback={<>{title}{back}</>}>
        <Result status="404" title={title} extra={back} />
      </Suspense>
    );
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
      <h1 id="title-heading" className="title-heading">{record.obra}</h1>
      <p className="title-meta">
        <Tag>{record.desc_tipo_obra}</Tag>
        {record.ano_publicacao ? <span>{t('titleDetail.year')}: {record.ano_publicacao}</span> : null}
      </p>
      <TitleTabs cod={record.cod_acervo} views={page.data?.visoes} />
      <Outlet />
    </article>
  );
}
