import { useTranslation } from '@estante/i18n';
import { NS } from '../../strings';

/** Loan token (issue 16 H5: being built). */
export default function LoanTokenPage() {
  const { t } = useTranslation(NS);
  return <h1 id="patron-title" className="patron-title">{t('patron.menu.loanToken')}</h1>;
}
