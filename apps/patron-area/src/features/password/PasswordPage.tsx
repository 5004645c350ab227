import { useTranslation } from '@estante/i18n';
import { NS } from '../../strings';

/** Change password (issue 16 H4: being built). */
export default function PasswordPage() {
  const { t } = useTranslation(NS);
  return <h1 id="patron-title" className="patron-title">{t('patron.menu.password')}</h1>;
}
