import { Link, useLocation } from '@estante/federation/router';
import { useTranslation } from '@estante/i18n';
import { Logo } from '@estante/ui/loading';
import { areaPath, homePath, loginPath, logoutPath } from '../links';
import { $features, $institution, $user, firstName, loginPresentation, requestLogin, useActivity, useStore } from '@estante/session';
import { useDisclosure } from './useDisclosure';
import { useBaseTitle } from './useBaseTitle';

/** Activity 8 enables the personal-area button (SPEC.md §6). */
const PERSONAL_AREA = 8;

function MenuIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

/**
 * The top bar (SPEC.md §2): the heading (the personal area's name on its pages, leading to its
 * home; else the catalogue's, leading to the catalogue) with the institution's abbreviation; a greeting, the personal area (activity 8) and
 * logout for a signed-in patron; login for a visitor. On a small screen the navigation folds
 * behind a menu button.
 */
export function TopBar() {
  const { t } = useTranslation('shell');
  const { pathname } = useLocation();
  const institution = useStore($institution);
  const user = useStore($user);
  const features = useStore($features);
  const personalArea = useActivity(PERSONAL_AREA);
  const menu = useDisclosure(pathname);
  // In the personal area the brand is its name and leads to its home (words and destination agree);
  // the catalogue is then a link of the navigation.
  const inArea = pathname.toLowerCase() === areaPath || pathname.toLowerCase().startsWith(`${areaPath}/`);
  const heading = inArea ? t('shell.personalAreaName') : t('shell.catalogueName');
  useBaseTitle([heading, institution?.sigla].filter(Boolean).join(' '));

  return (
    <div className="estante-topbar">
      <div className="estante-topbar__inner" {...menu.rootProps}>
        <Link to={inArea ? areaPath : homePath} className="estante-brand">
          <Logo size={36} />
          <span className="estante-brand__text">
            <span className="estante-brand__heading">{heading}</span>
            {institution ? <span className="estante-brand__sigla">{institution.sigla}</span> : null}
          </span>
        </Link>
        <button type="button" className="estante-disclosure estante-topbar__menu" {...menu.buttonProps}>
          <MenuIcon />
          {t('chrome.menu')}
        </button>
        <nav aria-label={t('shell.mainNav')} className="estante-topbar__nav estante-collapsible" {...menu.panelProps}>
          {user ? (
            <>
              <span className="estante-greeting">{t('shell.greeting', { name: firstName(user) })}</span>
              {inArea ? (
                <Link className="estante-topbar__link" to={homePath}>
                  {t('shell.catalogue')}
                </Link>
              ) : personalArea ? (
                <Link className="estante-topbar__link" to={areaPath}>
                  {t('shell.personalArea')}
                </Link>
              ) : null}
              <Link className="estante-topbar__link" to={logoutPath}>
                {t('shell.logout')}
              </Link>
            </>
          ) : loginPresentation(features) === 'modal' && pathname !== '/login' ? (
            <button type="button" className="estante-topbar__link estante-topbar__login" onClick={() => requestLogin(pathname)}>
              {t('shell.login')}
            </button>
          ) : (
            <Link className="estante-topbar__link estante-topbar__login" to={loginPath(pathname === loginPath() ? undefined : pathname)}>
              {t('shell.login')}
            </Link>
          )}
        </nav>
      </div>
    </div>
  );
}
