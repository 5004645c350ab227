import { Link, useLocation } from '@estante/federation/router';
import { useTranslation, availableLanguages, currentLanguage, languageStorageKey } from '@estante/i18n';
import { Logo } from '@estante/ui/loading';
import { routes } from '@estante/federation';
import { $features, $institution, $user, firstName, loginPresentation, requestLogin, useStore } from '@estante/session';

/** Activity 8 enables the personal-area button (SPEC.md §6). */
const PERSONAL_AREA = 8;

function chooseLanguage(lng: string) {
  // SPEC.md §2: store the language, clear saved tab info, reload with ?lng=.
  window.localStorage.setItem(languageStorageKey, lng);
  window.sessionStorage.removeItem('estante.tab');
  const url = new URL(window.location.href);
  url.searchParams.set('lng', lng);
  window.location.assign(url.toString());
}

export function TopBar() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const institution = useStore($institution);
  const user = useStore($user);
  const features = useStore($features);
  const heading = pathname.includes('meupergamum') ? t('shell.personalAreaName') : t('shell.catalogueName');

  return (
    <header className="estante-topbar">
      <div className="estante-topbar__inner">
        <Link to={routes.home()} className="estante-brand">
          <Logo size={36} />
          <span className="estante-brand__text">
            <span className="estante-brand__heading">{heading}</span>
            {institution ? <span className="estante-brand__sigla">{institution.sigla}</span> : null}
          </span>
        </Link>
        <nav aria-label={t('shell.mainNav')} className="estante-topbar__nav">
          <label className="estante-lang">
            <span className="estante-visually-hidden">{t('shell.language')}</span>
            <select value={currentLanguage()} onChange={(e) => chooseLanguage(e.target.value)} aria-label={t('shell.language')}>
              {availableLanguages.map((lng) => (
                <option key={lng} value={lng} lang={lng}>
                  {t(`languages.${lng}`)}
                </option>
              ))}
            </select>
          </label>
          {user ? (
            <>
              <span className="estante-greeting">{t('shell.greeting', { name: firstName(user) })}</span>
              {features.includes(PERSONAL_AREA) ? (
                <Link className="estante-topbar__link" to={routes.patronArea()}>
                  {t('shell.personalArea')}
                </Link>
              ) : null}
              <Link className="estante-topbar__link" to={routes.logout()}>
                {t('shell.logout')}
              </Link>
            </>
          ) : loginPresentation(features) === 'modal' && pathname !== '/login' ? (
            <button type="button" className="estante-topbar__link estante-topbar__login" onClick={() => requestLogin(pathname)}>
              {t('shell.login')}
            </button>
          ) : (
            <Link className="estante-topbar__link estante-topbar__login" to={routes.login(pathname === '/login' ? undefined : pathname)}>
              {t('shell.login')}
            </Link>
          )}
        </nav>
      </div>
    </header>
  );
}
