import { useState } from 'react';
import type { Alerta } from '@estante/api-contract';
import { alertsKey, markAlertsRead, removeAlert } from '@estante/api-endpoints/patron';
import { errorMessageKey, toApiError } from '@estante/api-client';
import { useMutation, useQueryClient } from '@estante/api-client/react';
import { Link } from '@estante/federation/router';
import { messageText, useTranslation } from '@estante/i18n';
import { Button } from '@estante/ui/button';
import { useConfirm } from '@estante/ui/confirm';
import { notify } from '@estante/ui/notify';
import { DataTable, type Column } from '@estante/ui/table';
import { Tag } from '@estante/ui/tag';
import { selectColumn, useSelection } from '../../blocks/selection';
import { formatDateTime } from '@estante/i18n/format';
import { unreadIds } from './rules';
import { NS_ALERTS } from './strings';

interface Props {
  readonly alerts: readonly Alerta[] | undefined;
  readonly codPessoa: number;
  readonly loading: boolean;
  readonly error: unknown;
  readonly onRetry: () => void;
  readonly filtered: boolean;
}

/** The alerts: unread ones marked in words, each leading to its page or title; mark the picked (or all) read, remove one after a confirm. */
export function AlertsList({ alerts, codPessoa, loading, error, onRetry, filtered }: Props) {
  const { t, i18n } = useTranslation(NS_ALERTS);
  const client = useQueryClient();
  const [confirm, confirmHolder] = useConfirm();
  const rows = alerts ?? [];
  const selection = useSelection(rows.map((a) => a.cod_alerta));
  const [pickOne, setPickOne] = useState(false);
  const refresh = () => client.invalidateQueries({ queryKey: alertsKey(codPessoa) });
  const failed = (e: unknown) => {
    const message = errorMessageKey(toApiError(e));
    notify.error(message ? messageText(t, message) : t('failed'));
  };
  const read = useMutation({ mutationFn: (ids: readonly number[]) => markAlertsRead(ids), onSuccess: refresh });
  const remove = useMutation({ mutationFn: (id: number) => removeAlert(id), onSuccess: refresh });

  const markRead = async (ids: readonly number[], from: 'selected' | 'all') => {
    if (ids.length === 0) return;
    if (!read.isPending) setMarking(from);
    try {
      const done = await read.mutateAsync(ids);
      notify.success(done.message);
      selection.clear();
    } catch (e) {
      failed(e);
    } finally {
      setMarking(null);
    }
  };
  const markSelected = () => {
    setPickOne(selection.selected.length === 0);
    void markRead(selection.selected, 'selected');
  };
  /** The alert being removed: its button shows so and keeps the focus; the others wait (one removal at a time). */
  const [busy, setBusy] = useState<number | null>(null);
  const askRemove = async (a: Alerta) => {
    if (!(await confirm({ title: t('remove.title'), content: t('remove.confirm', { text: a.texto }), confirmText: t('remove.yes'), cancelText: t('remove.keep'), danger: true }))) return;
    if (remove.isPending) return;
    setBusy(a.cod_alerta);
    try {
      notify.success((await remove.mutateAsync(a.cod_alerta)).message);
    } catch (e) {
      failed(e);
    } finally {
      setBusy(null);
    }
  };
  /** Which of the two "mark read" buttons sent the request in flight. */
  const [marking, setMarking] = useState<'selected' | 'all' | null>(null);

  const columns: Column<Alerta>[] = [
    selectColumn(selection, (a: Alerta) => a.cod_alerta, { all: t('select.all'), row: (a) => t('select.row', { text: a.texto }) }),
    {
      key: 'text',
      header: t('col.alert'),
      rowHeader: true,
      cell: (a) => (
        <Link className={`patron-link${a.lido ? '' : ' alerts-unread'}`} to={a.link}>
          {a.texto}
        </Link>
      ),
    },
    { key: 'type', header: t('col.type'), cell: (a) => a.tipo_descricao },
    { key: 'date', header: t('col.date'), cell: (a) => formatDateTime(a.data_alerta, i18n.language) },
    { key: 'read', header: t('col.status'), cell: (a) => (a.lido ? <span>{t('read')}</span> : <Tag color="blue" className="alerts-tag">{t('unread')}</Tag>) },
    {
      key: 'remove',
      header: t('col.actions'),
      headerHidden: true,
      cell: (a) => (
        <Button size="small" danger onClick={() => void askRemove(a)} loading={busy === a.cod_alerta} disabled={remove.isPending && busy !== a.cod_alerta} aria-label={t('remove.buttonFor', { text: a.texto })}>
          {t('remove.button')}
        </Button>
      ),
    },
  ];
  const unread = unreadIds(rows);

  return (
    <>
      <div className="alerts-actions">
        <Button onClick={markSelected} loading={read.isPending && marking !== 'all'}>
          {t('markSelected')}
        </Button>
        <Button onClick={() => void markRead(unread, 'all')} loading={read.isPending && marking === 'all'} disabled={unread.length === 0}>
          {t('markAll')}
        </Button>
        {pickOne && selection.selected.length === 0 ? (
          <p role="alert" className="alerts-pick">
            {t('pickOne')}
          </p>
        ) : null}
      </div>
      <DataTable
        className="alerts-table"
        caption={t('caption')}
        captionHidden
        columns={columns}
        rows={alerts}
        rowKey={(a) => a.cod_alerta}
        loading={loading}
        error={error}
        onRetry={onRetry}
        empty={filtered ? t('emptyFilter') : t('empty')}
      />
      {confirmHolder}
    </>
  );
}
