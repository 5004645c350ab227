import { useTranslation } from '@estante/i18n';
import { NS } from '../../strings';

/** The patron's requests (issue 16 H3: being built). */
export default function RequestsPage() {
  const { t } = useTranslation(NS);
  return <h1 id="patron-title" className="patron-title">{t('patron.menu.requests')}</h1>;
}
