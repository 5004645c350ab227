import { useTranslation } from '@estante/i18n';
import { NS } from '../../strings';

/** Loan history (issue 16 H2: being built). */
export default function HistoryPage() {
  const { t } = useTranslation(NS);
  return <h1 id="patron-title" className="patron-title">{t('patron.menu.history')}</h1>;
}
