import { errorMessageKey, toApiError } from '@estante/api-client';
import { useMutation } from '@estante/api-client/react';
import { messageText, useTranslation } from '@estante/i18n';
import { Button } from '@estante/ui/button';
import { useConfirm } from '@estante/ui/confirm';
import { notify } from '@estante/ui/notify';
import { NS_LIBRARY_REQUESTS } from './strings';

/**
 * Cancels one request after a confirm; loading while the cancel is pending and never disabled (a
 * disabled button drops the focus): a second click is ignored, so a double click sends once, and the
 * server lets only one of two cancels through too. `what` names the request in the button's accessible
 * name and the confirm.
 */
export function CancelButton({ what, cancel, onDone }: { readonly what: string; readonly cancel: () => Promise<{ message: string }>; readonly onDone: () => void }) {
  const { t } = useTranslation(NS_LIBRARY_REQUESTS);
  const [confirm, confirmHolder] = useConfirm();
  const mutation = useMutation<void, { message: string }>({ mutationFn: () => cancel() });
  const run = async () => {
    if (mutation.isPending) return;
    if (!(await confirm({ title: t('cancel.title'), content: t('cancel.confirm', { what }), confirmText: t('cancel.yes'), cancelText: t('cancel.keep'), danger: true }))) return;
    try {
      notify.success((await mutation.mutateAsync()).message);
    } catch (e) {
      const message = errorMessageKey(toApiError(e));
      notify.error(message ? messageText(t, message) : t('failed'));
    } finally {
      // Cancelled, or found answered meanwhile (409): the list shows what is true now.
      onDone();
    }
  };
  return (
    <>
      <Button danger size="small" loading={mutation.isPending && { delay: 200 }} aria-label={t('cancel.label', { what })} onClick={() => void run()}>
        {t('cancel.button')}
      </Button>
      {confirmHolder}
    </>
  );
}
