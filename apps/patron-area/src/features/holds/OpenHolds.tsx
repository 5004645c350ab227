import { useState } from 'react';
import type { Reserva } from '@estante/api-contract';
import { cancelHold, holdsKey } from '@estante/api-endpoints/patron';
import { errorMessageKey, toApiError } from '@estante/api-client';
import { useMutation, useQueryClient } from '@estante/api-client/react';
import { Link, useRouteRef } from '@estante/federation/router';
import { messageText, useTranslation } from '@estante/i18n';
import { Button } from '@estante/ui/button';
import { useConfirm } from '@estante/ui/confirm';
import { notify } from '@estante/ui/notify';
import { DataTable, type Column } from '@estante/ui/table';
import { Tag } from '@estante/ui/tag';
import { selectColumn, useSelection } from '../../blocks/selection';
import { formatDay } from '@estante/i18n/format';
import { daysUntil } from '../../format';
import { cancelEach } from './rules';
import { NS_HOLDS } from './strings';
import { titleLink } from '../../refs';

interface Props {
  readonly holds: readonly Reserva[];
  readonly codPessoa: number;
  readonly today: string;
  readonly loading: boolean;
  readonly error: unknown;
  readonly onRetry: () => void;
}

/** The holds in the queue or ready to collect: position, estimate, library, deadline; cancel the picked ones after a confirm. */
export function OpenHolds({ holds, codPessoa, today, loading, error, onRetry }: Props) {
  const { t, i18n } = useTranslation(NS_HOLDS);
  const title = useRouteRef(titleLink);
  const lang = i18n.language;
  const client = useQueryClient();
  const [confirm, confirmHolder] = useConfirm();
  const selection = useSelection(holds.map((h) => h.cod_reserva));
  const [pickOne, setPickOne] = useState(false);
  const titleOf = (id: number) => holds.find((h) => h.cod_reserva === id)?.titulo ?? String(id);
  const cancel = useMutation({
    mutationFn: (ids: readonly number[]) => cancelEach(ids, (id) => cancelHold(id)),
    onSuccess: () => client.invalidateQueries({ queryKey: holdsKey(codPessoa) }),
  });

  const askCancel = async () => {
    const ids = selection.selected;
    setPickOne(ids.length === 0);
    if (ids.length === 0) return;
    const content = t('cancel.confirm', { count: ids.length });
    if (!(await confirm({ title: t('cancel.title'), content, confirmText: t('cancel.yes'), cancelText: t('cancel.keep'), danger: true }))) return;
    const outcomes = await cancel.mutateAsync(ids);
    const done = outcomes.filter((o) => o.ok).length;
    if (done > 0) notify.success(t('cancel.done', { count: done }));
    for (const o of outcomes) {
      if (o.ok) continue;
      const message = errorMessageKey(toApiError(o.error));
      notify.error({ title: t('cancel.failed', { title: titleOf(o.id) }), description: message ? messageText(t, message) : undefined });
    }
    selection.clear();
  };

  const expected = (h: Reserva) => (h.previsao === null || h.dias === null ? '—' : h.dias === 0 ? t('open.soon') : t('open.expected', { date: formatDay(h.previsao, lang), count: h.dias }));
  /** Ready to collect: the deadline, prominent, and the release day; in the queue: the estimate. */
  const when = (h: Reserva) => {
    if (h.situacao !== 'liberada') return expected(h);
    if (!h.data_limite_retirada) return t('open.readyNoDate');
    const left = daysUntil(h.data_limite_retirada, today);
    return (
      <>
        <strong className="holds-deadline">
          {t('open.collectBy', { date: formatDay(h.data_limite_retirada, lang) })}
          {left !== null && left >= 0 ? <span className="holds-deadline__left"> ({t('open.daysLeft', { count: left })})</span> : null}
        </strong>
        {h.data_liberacao ? <span className="holds-sub">{t('open.releasedOn', { date: formatDay(h.data_liberacao, lang) })}</span> : null}
      </>
    );
  };

  const columns: Column<Reserva>[] = [
    selectColumn(selection, (h: Reserva) => h.cod_reserva, { all: t('select.all'), row: (h) => t('select.row', { title: h.titulo }) }),
    { key: 'title', header: t('col.title'), rowHeader: true, cell: (h) => <Link className="patron-link" to={title({ codAcervo: h.cod_acervo })}>{h.titulo}</Link> },
    { key: 'status', header: t('col.status'), cell: (h) => <Tag color={h.situacao === 'liberada' ? 'blue' : undefined}>{h.situacao_descricao}</Tag> },
    { key: 'when', header: t('col.when'), cell: when },
    { key: 'position', header: t('col.position'), align: 'center', cell: (h) => h.posicao_fila ?? '—' },
    { key: 'library', header: t('col.library'), cell: (h) => h.desc_biblioteca ?? '—' },
    { key: 'placed', header: t('col.placed'), cell: (h) => formatDay(h.data_reserva, lang) },
  ];

  return (
    <section aria-labelledby="holds-open">
      <h2 id="holds-open" className="holds-heading">{t('open.heading')}</h2>
      <DataTable className="holds-table" caption={t('open.caption')} captionHidden columns={columns} rows={holds} rowKey={(h) => h.cod_reserva} loading={loading} error={error} onRetry={onRetry} empty={t('open.empty')} />
      <div className="holds-actions">
        <Button danger onClick={() => void askCancel()} loading={cancel.isPending} disabled={holds.length === 0}>
          {t('cancel.button')}
        </Button>
        {pickOne && selection.selected.length === 0 ? (
          <p role="alert" className="holds-pick">
            {t('cancel.pickOne')}
          </p>
        ) : null}
      </div>
      {confirmHolder}
    </section>
  );
}
