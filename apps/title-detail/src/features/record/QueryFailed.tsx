import { errorMessageKey, toApiError } from '@estante/api-client';
import { messageText, useTranslation } from '@estante/i18n';
import { Button } from '@estante/ui/button';
import { Alert } from '@estante/ui/feedback';

/** A view's request failed: what the view could not load, the server's reason when it gave one, and a retry. */
export function QueryFailed({ what, error, onRetry }: { readonly what: string; readonly error: unknown; readonly onRetry: () => void }) {
  const { t } = useTranslation();
  const key = errorMessageKey(toApiError(error));
  return (
    <Alert
      type="error"
      showIcon
      role="alert"
      message={what}
      description={key ? messageText(t, key) : undefined}
      action={<Button onClick={onRetry}>{t('common.retry')}</Button>}
    />
  );
}
