import { useTranslation } from '@estante/i18n';
import { NS } from '../../strings';

/** Personal data (issue 16 H4: being built). */
export default function PersonalDataPage() {
  const { t } = useTranslation(NS);
  return <h1 id="patron-title" className="patron-title">{t('patron.menu.personalData')}</h1>;
}
