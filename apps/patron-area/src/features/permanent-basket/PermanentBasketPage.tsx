import { useMemo } from 'react';
import type { CestaPermanenteItem } from '@estante/api-contract';
import { CESTA_PERMANENTE_SEM_TITULO } from '@estante/api-contract/constants';
import { clearPermanentBasket, permanentBasketQuery, removeFromPermanentBasket } from '@estante/api-endpoints/patron';
import { errorMessageKey, toApiError } from '@estante/api-client';
import { useMutation, useQuery, useQueryClient } from '@estante/api-client/react';
import { Link, useRouteRef } from '@estante/federation/router';
import { messageText, useTranslation } from '@estante/i18n';
import { formatDay } from '@estante/i18n/format';
import { $user, useStore } from '@estante/session';
import { Button } from '@estante/ui/button';
import { useConfirm } from '@estante/ui/confirm';
import { notify } from '@estante/ui/notify';
import { DataTable, type Column } from '@estante/ui/table';
import { selectColumn, useSelection } from '../../blocks/selection';
import { useDocumentTitle } from '../../blocks/useDocumentTitle';
import { PageLoading } from '../../layout/PageLoading';
import { titleLink } from '../../refs';
import { BasketExport } from './BasketExport';
import { exportChoice } from './rules';
import { NS_PERMANENT_BASKET } from './strings';
import './permanent-basket.css';

/**
 * The permanent basket (SPEC.md §1, §4, §7): the titles the patron keeps on the server (the same on
 * every device), each linking to its page; remove one or all after a confirm; export the picked ones
 * (or all) with the basket's exports.
 */
export default function PermanentBasketPage() {
  const { t, i18n, ready } = useTranslation(NS_PERMANENT_BASKET);
  const user = useStore($user);
  const title = useRouteRef(titleLink);
  const client = useQueryClient();
  const [confirm, confirmHolder] = useConfirm();
  useDocumentTitle(ready ? t('title') : null);
  const codPessoa = user?.cod_pessoa ?? 0;
  const list = useQuery({ ...permanentBasketQuery(codPessoa), enabled: Boolean(user) });
  const rows = useMemo(() => list.data ?? [], [list.data]);
  const ids = useMemo(() => rows.map((r) => r.cod_acervo), [rows]);
  const selection = useSelection(ids);
  const refresh = () => client.invalidateQueries({ queryKey: permanentBasketQuery(codPessoa).queryKey });
  const failed = (e: unknown) => {
    const message = errorMessageKey(toApiError(e));
    notify.error(message ? messageText(t, message) : t('failed'));
  };
  const removeOne = useMutation({ mutationFn: (id: number) => removeFromPermanentBasket(id), onSuccess: refresh });
  const removeAll = useMutation({ mutationFn: () => clearPermanentBasket(), onSuccess: refresh });
  if (!ready || !user) return <PageLoading />;

  const busy = removeOne.isPending || removeAll.isPending;
  const askRemove = async (item: CestaPermanenteItem) => {
    if (!(await confirm({ title: t('remove.title'), content: t('remove.confirm', { title: item.obra }), confirmText: t('remove.yes'), cancelText: t('remove.keep'), danger: true }))) return;
    try {
      notify.success((await removeOne.mutateAsync(item.cod_acervo)).message);
    } catch (e) {
      // Gone already (another tab, another device): the list catches up.
      if (toApiError(e).serverCode === CESTA_PERMANENTE_SEM_TITULO) void refresh();
      failed(e);
    }
  };
  const askRemoveAll = async () => {
    if (!(await confirm({ title: t('removeAll.title'), content: t('removeAll.confirm', { count: rows.length }), confirmText: t('removeAll.yes'), cancelText: t('remove.keep'), danger: true }))) return;
    try {
      notify.success((await removeAll.mutateAsync(undefined)).message);
      selection.clear();
    } catch (e) {
      failed(e);
    }
  };

  const columns: Column<CestaPermanenteItem>[] = [
    selectColumn(selection, (i: CestaPermanenteItem) => i.cod_acervo, { all: t('select.all'), row: (i) => t('select.row', { title: i.obra }) }),
    { key: 'title', header: t('col.title'), rowHeader: true, cell: (i) => <Link className="patron-link" to={title({ codAcervo: i.cod_acervo })}>{i.obra}</Link> },
    { key: 'type', header: t('col.type'), cell: (i) => i.desc_tipo_obra },
    { key: 'year', header: t('col.year'), cell: (i) => i.ano_publicacao ?? t('noYear') },
    { key: 'added', header: t('col.added'), cell: (i) => formatDay(i.data_inclusao, i18n.language) },
    {
      key: 'remove',
      header: t('col.actions'),
      headerHidden: true,
      cardLabel: false,
      cell: (i) => (
        <Button size="small" danger onClick={() => void askRemove(i)} disabled={busy} aria-label={t('remove.buttonFor', { title: i.obra })}>
          {t('remove.button')}
        </Button>
      ),
    },
  ];
  const choice = exportChoice(ids, selection.selected);

  return (
    <>
      {confirmHolder}
      <h1 id="patron-title" className="patron-title">{t('title')}</h1>
      <p className="pbasket-intro">{t('intro')}</p>
      <div className="pbasket-bar">
        <p className="pbasket-count" role="status">{rows.length > 0 ? t('count', { count: rows.length }) : null}</p>
        <Button danger onClick={() => void askRemoveAll()} loading={removeAll.isPending} disabled={busy || rows.length === 0}>
          {t('removeAll.button')}
        </Button>
      </div>
      <DataTable
        className="pbasket-table"
        caption={t('caption')}
        captionHidden
        columns={columns}
        rows={list.data}
        rowKey={(i) => i.cod_acervo}
        loading={list.isPending}
        error={list.error}
        onRetry={list.refetch}
        empty={t('empty')}
      />
      {rows.length > 0 ? <BasketExport acervos={choice.acervos} scope={choice.scope} /> : null}
    </>
  );
}
