import type { Afastamento } from '@estante/api-contract';
import { removalsQuery } from '@estante/api-endpoints/patron';
import { useQuery } from '@estante/api-client/react';
import { useTranslation } from '@estante/i18n';
import { formatDay } from '@estante/i18n/format';
import { $user, useStore } from '@estante/session';
import { DataTable, type Column } from '@estante/ui/table';
import { Tag } from '@estante/ui/tag';
import { useDocumentTitle } from '../../blocks/useDocumentTitle';
import { PageLoading } from '../../layout/PageLoading';
import { currentRemoval, STATUS_COLOR, statusKey } from './rules';
import { NS_REMOVALS } from './strings';
import './removals.css';

/** The patron's removals (SPEC.md §1, §7 GET /api/pessoas/afastamentos): the one under way, then every period away, latest first. */
export default function RemovalsPage() {
  const { t, i18n, ready } = useTranslation(NS_REMOVALS);
  const user = useStore($user);
  useDocumentTitle(ready ? t('title') : null);
  const list = useQuery({ ...removalsQuery(user?.cod_pessoa ?? 0, i18n.language), enabled: Boolean(user), keepPrevious: true });
  if (!ready || !user) return <PageLoading />;

  const day = (d: string) => formatDay(d, i18n.language);
  const now = currentRemoval(list.data?.afastamentos);
  const columns: Column<Afastamento>[] = [
    { key: 'type', header: t('col.type'), rowHeader: true, cell: (a) => a.tipo_descricao },
    { key: 'start', header: t('col.start'), cell: (a) => day(a.data_inicio) },
    { key: 'end', header: t('col.end'), cell: (a) => (a.data_fim ? day(a.data_fim) : t('noEnd')) },
    { key: 'status', header: t('col.status'), cell: (a) => <Tag color={STATUS_COLOR[a.situacao]} className="removals-tag">{t(statusKey(a.situacao))}</Tag> },
    { key: 'note', header: t('col.note'), cell: (a) => a.motivo ?? t('noNote') },
  ];

  return (
    <>
      <h1 id="patron-title" className="patron-title">{t('title')}</h1>
      <p className="removals-intro">{t('intro')}</p>
      <p className="removals-now" role="status">
        {now ? (now.data_fim ? t('now.until', { type: now.tipo_descricao, end: day(now.data_fim) }) : t('now.open', { type: now.tipo_descricao })) : null}
      </p>
      <DataTable
        className="removals-table"
        caption={t('caption')}
        captionHidden
        columns={columns}
        rows={list.data?.afastamentos}
        rowKey={(a) => a.cod_afastamento}
        loading={list.isPending || list.isPlaceholderData}
        error={list.error}
        onRetry={list.refetch}
        empty={t('empty')}
      />
    </>
  );
}
