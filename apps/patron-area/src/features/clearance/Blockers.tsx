import type { PendenciaNadaConsta } from '@estante/api-contract';
import { Link } from '@estante/federation/router';
import { useTranslation } from '@estante/i18n';
import { pagePath } from '../../refs';
import { PAGE_OF } from './rules';
import { NS_CLEARANCE } from './strings';

/** What still blocks the declaration, each kind in the server's words with its items and the page that settles it. */
export function Blockers({ message, blockers }: { readonly message: string; readonly blockers: readonly PendenciaNadaConsta[] }) {
  const { t } = useTranslation(NS_CLEARANCE);
  return (
    <section className="clearance-blockers" aria-labelledby="clearance-blockers-heading">
      <h2 id="clearance-blockers-heading" className="clearance-heading">{t('blocked.heading')}</h2>
      <p className="clearance-blocked-message" role="status">{message}</p>
      <ul className="clearance-blocker-list">
        {blockers.map((b) => {
          const page = PAGE_OF[b.tipo];
          const id = `clearance-blocker-${b.tipo}`;
          return (
            <li key={b.tipo} className="clearance-blocker" data-tipo={b.tipo} aria-labelledby={id}>
              <h3 id={id} className="clearance-blocker-title">{b.descricao}</h3>
              {b.itens.length ? (
                <ul className="clearance-items" aria-label={t('blocked.items')}>
                  {b.itens.map((item, i) => <li key={i}>{item}</li>)}
                </ul>
              ) : null}
              {page ? (
                <Link className="patron-link clearance-blocker-link" to={pagePath(page)}>{t(`blocked.link.${b.tipo}`)}</Link>
              ) : (
                <p className="clearance-no-page">{t('blocked.noPage')}</p>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
