import { useTranslation } from '@estante/i18n';
import { NS } from '../../strings';

/** User switch (issue 16 H4: being built). */
export default function UserSwitchPage() {
  const { t } = useTranslation(NS);
  return <h1 id="patron-title" className="patron-title">{t('patron.menu.userSwitch')}</h1>;
}
