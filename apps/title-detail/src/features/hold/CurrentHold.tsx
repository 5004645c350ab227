import type { Reserva } from '@estante/api-contract';
import { cancelHold, holdsKey } from '@estante/api-endpoints/title';
import { errorMessageKey, toApiError } from '@estante/api-client';
import { useMutation, useQueryClient } from '@estante/api-client/react';
import { messageText, useTranslation } from '@estante/i18n';
import { dataLabel } from '@estante/i18n/labels';
import { formatDay } from '@estante/i18n/format';
import { Button } from '@estante/ui/button';
import { useConfirm } from '@estante/ui/confirm';
import { notify } from '@estante/ui/notify';
import { NS_HOLD } from './strings';

/** The patron's hold of this title: place in the queue (or ready to collect), estimate, library, date placed, and cancelling it after a confirm. */
export function CurrentHold({ hold, codPessoa }: { readonly hold: Reserva; readonly codPessoa: number }) {
  const { t, i18n } = useTranslation(NS_HOLD);
  const date = (iso: string) => formatDay(iso, i18n.language);
  const client = useQueryClient();
  const [confirm, confirmHolder] = useConfirm();
  const cancel = useMutation({ mutationFn: cancelHold, onSuccess: () => client.invalidateQueries({ queryKey: holdsKey(codPessoa) }) });

  const askCancel = async () => {
    if (!(await confirm({ title: t('mine.cancelTitle'), content: t('mine.cancelConfirm'), confirmText: t('mine.cancelButton'), cancelText: t('mine.keep'), danger: true }))) return;
    try {
      await cancel.mutateAsync(hold.cod_reserva);
      notify.success(t('mine.cancelled'));
    } catch (error) {
      const message = errorMessageKey(toApiError(error));
      if (message) notify.error(messageText(t, message));
    }
  };

  const lead =
    hold.situacao === 'liberada'
      ? hold.data_limite_retirada
        ? t('mine.ready', { date: date(hold.data_limite_retirada) })
        : t('mine.readyNoDate')
      : t('mine.position', { posicao: hold.posicao_fila });
  const expected =
    hold.previsao === null || hold.dias === null ? null : hold.dias === 0 ? t('mine.expectedSoon') : t('mine.expectedValue', { date: date(hold.previsao), count: hold.dias });
  const copy = [hold.volume, hold.tomo, hold.parte, dataLabel(i18n, hold.material, 'materials')].filter((v): v is string => Boolean(v)).join(' · ');

  return (
    <section className="title-hold-view__mine" aria-labelledby="hold-mine">
      <h3 id="hold-mine">{t('mine.heading')}</h3>
      <p className="title-hold-view__lead">{lead}</p>
      <dl className="title-hold-view__facts">
        <dt>{t('mine.status')}</dt>
        <dd>{hold.situacao_descricao}</dd>
        {expected ? (
          <>
            <dt>{t('mine.expected')}</dt>
            <dd>{expected}</dd>
          </>
        ) : null}
        {hold.desc_biblioteca ? (
          <>
            <dt>{t('mine.library')}</dt>
            <dd>{hold.desc_biblioteca}</dd>
          </>
        ) : null}
        <dt>{t('mine.placed')}</dt>
        <dd>{date(hold.data_reserva)}</dd>
        {copy ? (
          <>
            <dt>{t('mine.copy')}</dt>
            <dd>{copy}</dd>
          </>
        ) : null}
      </dl>
      <Button danger onClick={() => void askCancel()} loading={cancel.isPending} disabled={cancel.isPending}>
        {t('mine.cancel')}
      </Button>
      {confirmHolder}
    </section>
  );
}
