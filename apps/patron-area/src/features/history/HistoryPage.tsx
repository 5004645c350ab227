import type { EmprestimoHistorico } from '@estante/api-contract';
import { loanHistoryQuery } from '@estante/api-endpoints/patron';
import { useQuery } from '@estante/api-client/react';
import { Link, useSearchParams, useRouteRef } from '@estante/federation/router';
import { useTranslation } from '@estante/i18n';
import { DataTable, type Column } from '@estante/ui/table';
import { $user, useStore } from '@estante/session';
import { useDocumentTitle } from '../../blocks/useDocumentTitle';
import { formatDay } from '@estante/i18n/format';
import { PageLoading } from '../../layout/PageLoading';
import { ExportButtons } from './ExportButtons';
import { HistoryFilter } from './HistoryFilter';
import { rangeQuery, viewOf, type RangeValues } from './rules';
import { NS_HISTORY } from './strings';
import { titleLink } from '../../refs';
import './history.css';

const PER_PAGE = 20;

/** The loan history (issue 16): a date filter kept in the address (?inicio=&fim=), the loans page by page, export of the range. */
export default function HistoryPage() {
  const { t, i18n, ready } = useTranslation(NS_HISTORY);
  const title = useRouteRef(titleLink);
  const user = useStore($user);
  const [params, setParams] = useSearchParams();
  const { range, page } = viewOf(params);
  useDocumentTitle(ready ? t('title') : null);
  const list = useQuery({ ...loanHistoryQuery(user?.cod_pessoa ?? 0, { ...rangeQuery(range), page, perPage: PER_PAGE }), enabled: Boolean(user), keepPrevious: true });
  if (!ready || !user) return <PageLoading />;

  const go = (r: RangeValues, p: number) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of [['inicio', r.inicio], ['fim', r.fim], ['pagina', p > 1 ? String(p) : '']] as const) {
      if (v) next.set(k, v);
      else next.delete(k);
    }
    setParams(next);
  };
  const day = (d: string | null) => formatDay(d, i18n.language);
  const columns: Column<EmprestimoHistorico>[] = [
    { key: 'title', header: t('col.title'), rowHeader: true, cell: (e) => <Link className="patron-link" to={title({ codAcervo: e.codAcervo })}>{e.titulo}</Link> },
    { key: 'due', header: t('col.due'), cell: (e) => day(e.dataDevolucaoPrevista) },
    { key: 'returned', header: t('col.returned'), cell: (e) => (e.dataDevolucao ? day(e.dataDevolucao) : t('open')) },
    { key: 'late', header: t('col.late'), align: 'end', cell: (e) => (e.atraso > 0 ? <span className="history-late">{t('lateDays', { count: e.atraso })}</span> : t('onTime')) },
    { key: 'renewals', header: t('col.renewals'), align: 'end', cell: (e) => e.qtdeRenovacoes },
    { key: 'loan', header: t('col.loanDate'), cell: (e) => day(e.dataEmprestimo) },
    { key: 'library', header: t('col.library'), cell: (e) => e.biblioteca },
  ];
  const filtered = range.inicio !== '' || range.fim !== '';

  return (
    <>
      <h1 id="patron-title" className="patron-title">{t('title')}</h1>
      <HistoryFilter key={`${range.inicio}|${range.fim}`} value={range} onApply={(r) => go(r, 1)} />
      <div className="history-bar">
        <p className="history-total" role="status">{list.data ? t('total', { count: list.data.total }) : null}</p>
        <ExportButtons range={range} />
      </div>
      <DataTable
        caption={t('caption')}
        captionHidden
        columns={columns}
        rows={list.data?.emprestimos}
        rowKey={(e) => e.codEmprestimo}
        loading={list.isPending || list.isPlaceholderData}
        error={list.error}
        onRetry={list.refetch}
        empty={filtered ? t('emptyFilter') : t('empty')}
        page={page}
        pageSize={PER_PAGE}
        total={list.data?.total}
        onPageChange={(p) => go(range, p)}
      />
    </>
  );
}
