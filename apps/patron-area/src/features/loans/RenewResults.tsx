import { useTranslation } from '@estante/i18n';
import { formatDay } from '@estante/i18n/format';
import type { Outcome } from './rules';
import { NS_LOANS } from './strings';

interface Props {
  readonly result: { message: string; outcomes: readonly Outcome[] } | { failed: string } | null;
}

/** What the last renewal did, item by item (a live region: screen readers hear it when it arrives). */
export function RenewResults({ result }: Props) {
  const { t, i18n } = useTranslation(NS_LOANS);
  return (
    <div role="status" aria-live="polite" className="loans-results">
      {result === null ? null : 'failed' in result ? (
        <p className="loans-results__failed">{result.failed}</p>
      ) : (
        <>
          <h2 className="loans-heading">{t('renew.heading')}</h2>
          <p className="loans-results__summary">{result.message}</p>
          <ul className="loans-results__list">
            {result.outcomes.map((o) => (
              <li key={o.key} className={o.renewed ? 'loans-results__ok' : 'loans-results__refused'} data-renewed={o.renewed}>
                <strong>{o.title}</strong>: {o.renewed ? t('renew.renewed', { date: formatDay(o.due, i18n.language) }) : t('renew.refused', { reason: o.reason })}
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
