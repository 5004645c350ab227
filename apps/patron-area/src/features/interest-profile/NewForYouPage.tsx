import { useState } from 'react';
import type { Novidade } from '@estante/api-contract';
import { newForYouQuery } from '@estante/api-endpoints/patron';
import { useQuery } from '@estante/api-client/react';
import { Link, useRouteRef } from '@estante/federation/router';
import { useTranslation } from '@estante/i18n';
import { formatDay } from '@estante/i18n/format';
import { $user, useStore } from '@estante/session';
import { DataTable, type Column } from '@estante/ui/table';
import { useDocumentTitle } from '../../blocks/useDocumentTitle';
import { PageLoading } from '../../layout/PageLoading';
import { pagePath, titleLink } from '../../refs';
import { NS_INTEREST } from './strings';
import './interest.css';

const PER_PAGE = 20;
/** dd/mm/yyyy (the new acquisitions' dates) as yyyy-mm-dd. */
const iso = (br: string) => br.split('/').reverse().join('-');

/** "New for you": the month's new acquisitions that match the interest profile, each with why, newest first. */
export default function NewForYouPage() {
  const { t, i18n, ready } = useTranslation(NS_INTEREST);
  const user = useStore($user);
  const title = useRouteRef(titleLink);
  const [page, setPage] = useState(1);
  useDocumentTitle(ready ? t('news.title') : null);
  const list = useQuery({ ...newForYouQuery(user?.cod_pessoa ?? 0, i18n.language, page, PER_PAGE), enabled: Boolean(user), keepPrevious: true });
  if (!ready || !user) return <PageLoading />;
  const lang = i18n.language;
  const d = list.data;
  const columns: Column<Novidade>[] = [
    {
      key: 'title',
      header: t('news.col.title'),
      rowHeader: true,
      cell: (n) => (
        <Link className="patron-link" to={title({ codAcervo: n.cod_acervo })}>
          {n.obra}
        </Link>
      ),
    },
    { key: 'type', header: t('news.col.type'), cell: (n) => n.desc_tipo_obra },
    { key: 'date', header: t('news.col.date'), cell: (n) => (n.data ? formatDay(iso(n.data), lang) : '') },
    {
      key: 'why',
      header: t('news.col.why'),
      cell: (n) => (
        <ul className="interest-why">
          {n.motivos.map((m) => (
            <li key={m}>{m}</li>
          ))}
        </ul>
      ),
    },
  ];
  return (
    <>
      <h1 id="patron-title" className="patron-title">{t('news.title')}</h1>
      <p className="interest-intro">{d ? t('news.intro', { from: formatDay(d.de, lang), to: formatDay(d.ate, lang) }) : null}</p>
      <p>
        <Link className="patron-link" to={pagePath('perfil-interesse')}>{t('news.profileLink')}</Link>
      </p>
      <p role="status" className="interest-count">
        {d && d.entradas > 0 ? t('news.count', { count: d.total }) : null}
      </p>
      <DataTable
        className="interest-table interest-news"
        caption={t('news.caption')}
        captionHidden
        columns={columns}
        rows={d?.data}
        rowKey={(n) => n.cod_acervo}
        loading={list.isPending || list.isPlaceholderData}
        error={list.error}
        onRetry={list.refetch}
        empty={d && d.entradas === 0 ? t('news.emptyProfile') : t('news.empty')}
        page={page}
        pageSize={PER_PAGE}
        total={d?.total ?? 0}
        onPageChange={setPage}
        pagingLabel={t('news.caption')}
      />
    </>
  );
}
