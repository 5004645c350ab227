import { useState } from 'react';
import { errorMessageKey, toApiError } from '@estante/api-client';
import { loanCalendarQuery, loansKey, newLoanCalendar, revokeLoanCalendar } from '@estante/api-endpoints/patron';
import { useMutation, useQuery, useQueryClient } from '@estante/api-client/react';
import { messageText, useTranslation } from '@estante/i18n';
import { Button } from '@estante/ui/button';
import { useConfirm } from '@estante/ui/confirm';
import { notify } from '@estante/ui/notify';
import { formatDateTime } from '@estante/i18n/format';
import { NS_LOANS } from './strings';

/**
 * The due-date calendar feed: create its private address (shown once, with a copy button and how
 * to subscribe), make a new one (the old stops working) or revoke it — each after a confirm.
 */
export function CalendarFeed({ codPessoa }: { readonly codPessoa: number }) {
  const { t, i18n } = useTranslation(NS_LOANS);
  const client = useQueryClient();
  const [confirm, confirmHolder] = useConfirm();
  const [url, setUrl] = useState<string | null>(null);
  const state = useQuery(loanCalendarQuery(codPessoa));
  const refresh = () => client.invalidateQueries({ queryKey: [...loansKey(codPessoa), 'calendar'] });
  const fail = (e: unknown) => {
    const key = errorMessageKey(toApiError(e));
    notify.error(t('calendar.failed', { message: key ? messageText(t, key) : '' }));
  };
  const make = useMutation({ mutationFn: (_: void) => newLoanCalendar(), onSuccess: refresh, onError: refresh });
  const revoke = useMutation({ mutationFn: (_: void) => revokeLoanCalendar(), onSuccess: refresh, onError: refresh });
  const busy = make.isPending || revoke.isPending;

  const ask = (content: string, danger = false) => confirm({ title: t('calendar.confirmTitle'), content, confirmText: t('calendar.yes'), cancelText: t('calendar.keep'), danger });
  const create = async (question: string) => {
    if (busy || !(await ask(question))) return;
    await make.mutateAsync(undefined).then((c) => setUrl(c.url), fail);
  };
  const remove = async () => {
    if (busy || !(await ask(t('calendar.revokeConfirm'), true))) return;
    await revoke.mutateAsync(undefined).then(() => {
      setUrl(null);
      notify.success(t('calendar.revoked'));
    }, fail);
  };
  const copy = async () => {
    if (!url) return;
    await navigator.clipboard?.writeText(url).then(() => notify.success(t('calendar.copied')), () => undefined);
  };

  const active = state.data?.ativo === true;
  return (
    <section aria-labelledby="loans-calendar" className="loans-calendar">
      <h2 id="loans-calendar" className="loans-heading">{t('calendar.heading')}</h2>
      <p>{t('calendar.intro')}</p>
      {state.isPending ? null : <p>{active ? t('calendar.active', { date: formatDateTime(state.data?.criadoEm, i18n.language) }) : t('calendar.inactive')}</p>}
      {url ? (
        <div className="loans-calendar__url">
          <label htmlFor="loans-calendar-url">{t('calendar.urlLabel')}</label>
          <div className="loans-calendar__copy">
            <input id="loans-calendar-url" className="loans-calendar__input" readOnly value={url} onFocus={(e) => e.currentTarget.select()} />
            <Button onClick={() => void copy()}>{t('calendar.copy')}</Button>
          </div>
          <p className="loans-calendar__how">{t('calendar.howTo')}</p>
        </div>
      ) : null}
      <div className="loans-actions">
        {active ? (
          <>
            <Button onClick={() => void create(t('calendar.rotateConfirm'))} loading={make.isPending} disabled={busy}>
              {t('calendar.rotate')}
            </Button>
            <Button danger onClick={() => void remove()} loading={revoke.isPending} disabled={busy}>
              {t('calendar.revoke')}
            </Button>
          </>
        ) : (
          <Button type="primary" onClick={() => void create(t('calendar.createConfirm'))} loading={make.isPending} disabled={busy || state.isPending}>
            {t('calendar.create')}
          </Button>
        )}
      </div>
      {confirmHolder}
    </section>
  );
}
