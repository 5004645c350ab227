import { useTranslation } from '@estante/i18n';
import { LoadingIndicator } from '@estante/ui/loading';
import { NS } from '../strings';

/** While a page's code or data arrives. */
export function PageLoading() {
  const { t } = useTranslation(NS);
  return <LoadingIndicator label={t('common.loading')} />;
}
