import { useTranslation } from '@estante/i18n';
import { Alert } from '@estante/ui/feedback';
import { Button } from '@estante/ui/button';

/** The library list could not be fetched: say so, and offer to try again (what was typed stays). */
export function LibrariesFailed({ onRetry }: { readonly onRetry: () => void }) {
  const { t } = useTranslation('shell');
  return (
    <Alert
      type="warning"
      showIcon
      role="alert"
      className="estante-form__alert"
      title={t('footer.librariesFailed')}
      action={
        <Button size="small" onClick={onRetry}>
          {t('common.retry')}
        </Button>
      }
    />
  );
}
