import type { ReactNode } from 'react';
import { Link } from '@estante/federation/router';
import { useTranslation } from '@estante/i18n';
import { useActivity } from '@estante/session';
import { NS } from '../strings';
import type { PatronRoute } from '../routes';
import { shownInMenu } from './menu';
import { pagePath } from '../refs';

/**
 * A page of the personal area, or — for a patron whose category lacks the page's activity (a
 * community member on the loan token page) — a notice that it is not available for their
 * registration. The same rule as the menu's, from the same route table.
 */
export function PageGate({ route, children }: { readonly route: Pick<PatronRoute, 'activity'>; readonly children: ReactNode }) {
  const { t } = useTranslation(NS);
  const allowed = useActivity(route.activity?.atividade ?? 0, route.activity?.modulo);
  if (shownInMenu(route, allowed)) return children;
  return (
    <div className="patron-gate" role="status">
      <h1 id="patron-title" className="patron-title">{t('patron.gate.title')}</h1>
      <p>{t('patron.gate.text')}</p>
      <Link to={pagePath()} className="patron-link">{t('patron.gate.back')}</Link>
    </div>
  );
}
