import { useTranslation } from '@estante/i18n';
import { LoadingIndicator } from '@estante/ui/loading';
import { NS } from '../../strings';

/** While a sub-view's page or data arrives. */
export function ViewLoading() {
  const { t } = useTranslation(NS);
  return <LoadingIndicator label={t('common.loading')} />;
}
