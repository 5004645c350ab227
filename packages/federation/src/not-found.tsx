import { useTranslation } from '@estante/i18n';
import { Link, useLocation } from '@estante/federation/router';

/**
 * The not-found page a remote's route table ends with (`{ path: '*', element: <NotFound /> }`):
 * every remote answers an unknown path of its own the same way, inside the shell's chrome, in the
 * shell's status panel (its `estante-status` styles hold the contrast in every colour scheme).
 */
export function NotFound() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <section className="estante-status estante-status--info">
      <div className="estante-status__title">
        <h1>{t('common.notFoundTitle')}</h1>
      </div>
      <p className="estante-status__text">{t('common.notFoundText', { path: pathname })}</p>
      <div className="estante-status__action">
        {/* The site's root, the shell's: not any remote's page. */}
        <Link to="/">{t('common.backHome')}</Link>
      </div>
    </section>
  );
}
