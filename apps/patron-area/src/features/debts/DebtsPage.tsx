import { useTranslation } from '@estante/i18n';
import { NS } from '../../strings';

/** Debts and the payment slip (issue 16 H2: being built). */
export default function DebtsPage() {
  const { t } = useTranslation(NS);
  return <h1 id="patron-title" className="patron-title">{t('patron.menu.debts')}</h1>;
}
