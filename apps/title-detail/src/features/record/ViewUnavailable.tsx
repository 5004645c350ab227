import { useTranslation } from '@estante/i18n';
import { Alert } from '@estante/ui/feedback';
import { NS } from '../../strings';

/** A sub-view whose page is not built yet says so (SPEC.md §2 paths stay valid addresses). */
export function ViewUnavailable() {
  const { t } = useTranslation(NS);
  return <Alert type="info" showIcon message={t('titleDetail.viewUnavailable')} />;
}
