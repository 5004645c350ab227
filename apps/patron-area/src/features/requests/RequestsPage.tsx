import { useId, useState } from 'react';
import type { Solicitacao } from '@estante/api-contract';
import { cancelRequest, myRequestsQuery, requestsKey } from '@estante/api-endpoints/patron';
import { errorMessageKey, toApiError } from '@estante/api-client';
import { useMutation, useQuery, useQueryClient } from '@estante/api-client/react';
import { Link, useSearchParams, useRouteRef } from '@estante/federation/router';
import { messageText, useTranslation } from '@estante/i18n';
import { $user, useStore } from '@estante/session';
import { Button } from '@estante/ui/button';
import { useConfirm } from '@estante/ui/confirm';
import { notify } from '@estante/ui/notify';
import { DataTable, type Column } from '@estante/ui/table';
import { Tag } from '@estante/ui/tag';
import { useDocumentTitle } from '../../blocks/useDocumentTitle';
import { formatDay } from '@estante/i18n/format';
import { PageLoading } from '../../layout/PageLoading';
import { FILTROS, filterOf, withFilter } from './rules';
import { NS_REQUESTS } from './strings';
import { titleLink } from '../../refs';
import './requests.css';

/** Ready to collect stands out (antd's blue passes WCAG contrast; its green and gold tags do not). */
const COLORS: Readonly<Record<Solicitacao['situacao'], string | undefined>> = { aguardando: undefined, em_transito: undefined, disponivel: 'blue', finalizada: undefined, cancelada: undefined };

/** The patron's loan requests (SPEC.md §3, §4): filtered by status (kept in the address), cancelling a waiting one after a confirm. */
export default function RequestsPage() {
  const { t, i18n, ready } = useTranslation(NS_REQUESTS);
  const title = useRouteRef(titleLink);
  const lang = i18n.language;
  const user = useStore($user);
  const codPessoa = user?.cod_pessoa ?? 0;
  const [params, setParams] = useSearchParams();
  const filtro = filterOf(params.get('situacao'));
  const selectId = useId();
  useDocumentTitle(ready ? t('title') : null);
  const client = useQueryClient();
  const [confirm, confirmHolder] = useConfirm();
  const list = useQuery({ ...myRequestsQuery(codPessoa, filtro === 'todas' ? {} : { situacao: filtro }, lang), enabled: Boolean(user), keepPrevious: true });
  const cancel = useMutation({ mutationFn: (id: number) => cancelRequest(id), onSuccess: () => client.invalidateQueries({ queryKey: requestsKey(codPessoa) }) });
  /** The request being cancelled: its button shows so and keeps the focus; the others wait (one cancel at a time). */
  const [busy, setBusy] = useState<number | null>(null);
  if (!ready || !user) return <PageLoading />;

  const askCancel = async (r: Solicitacao) => {
    if (!(await confirm({ title: t('cancel.title'), content: t('cancel.confirm', { title: r.titulo }), confirmText: t('cancel.yes'), cancelText: t('cancel.keep'), danger: true }))) return;
    if (cancel.isPending) return;
    setBusy(r.cod_solicitacao);
    try {
      await cancel.mutateAsync(r.cod_solicitacao);
      notify.success(t('cancel.done'));
    } catch (error) {
      const message = errorMessageKey(toApiError(error));
      notify.error(message ? messageText(t, message) : t('cancel.failed'));
    } finally {
      setBusy(null);
    }
  };

  const columns: Column<Solicitacao>[] = [
    { key: 'title', header: t('col.title'), rowHeader: true, cell: (r) => <Link className="patron-link" to={title({ codAcervo: r.cod_acervo })}>{r.titulo}</Link> },
    { key: 'status', header: t('col.status'), cell: (r) => <Tag color={COLORS[r.situacao]}>{r.situacao_descricao}</Tag> },
    {
      key: 'actions',
      header: t('col.actions'),
      headerHidden: true,
      cell: (r) =>
        r.cancelavel ? (
          <Button size="small" danger onClick={() => void askCancel(r)} loading={busy === r.cod_solicitacao} disabled={cancel.isPending && busy !== r.cod_solicitacao} aria-label={t('cancel.buttonFor', { title: r.titulo })}>
            {t('cancel.button')}
          </Button>
        ) : null,
    },
    { key: 'type', header: t('col.type'), cell: (r) => r.tipo_descricao },
    {
      key: 'library',
      header: t('col.library'),
      cell: (r) => (r.desc_biblioteca_origem ? t('fromLibrary', { to: r.desc_biblioteca, from: r.desc_biblioteca_origem }) : r.desc_biblioteca),
    },
    { key: 'date', header: t('col.date'), cell: (r) => formatDay(r.data_solicitacao, lang) },
    {
      key: 'contact',
      header: t('col.contact'),
      cell: (r) => (
        <ul className="requests-contact">
          {[r.telefone, ...r.emails].filter(Boolean).map((c) => (
            <li key={c}>{c}</li>
          ))}
        </ul>
      ),
    },
  ];

  return (
    <>
      <h1 id="patron-title" className="patron-title">{t('title')}</h1>
      <div className="requests-filter">
        <label htmlFor={selectId}>{t('filter.label')}</label>
        <select id={selectId} className="requests-filter__select" value={filtro} onChange={(e) => setParams(withFilter(params, filterOf(e.target.value)))}>
          {FILTROS.map((f) => (
            <option key={f} value={f}>
              {t(`filter.${f}`)}
            </option>
          ))}
        </select>
      </div>
      <DataTable
        className="requests-table"
        caption={t('caption', { filter: t(`filter.${filtro}`) })}
        columns={columns}
        rows={list.data}
        rowKey={(r) => r.cod_solicitacao}
        loading={list.isPending || list.isPlaceholderData}
        error={list.error}
        onRetry={list.refetch}
        empty={filtro === 'todas' ? t('empty') : t('emptyFilter')}
      />
      {confirmHolder}
    </>
  );
}
