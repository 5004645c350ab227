import { useTranslation } from '@estante/i18n';
import { NS } from '../../strings';

/** Pending loans and renewals (issue 16 H1: being built). */
export default function LoansPage() {
  const { t } = useTranslation(NS);
  return <h1 id="patron-title" className="patron-title">{t('patron.menu.loans')}</h1>;
}
