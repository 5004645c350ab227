import { BrowserRouter, Navigate, Route, RouteBindingsProvider, Routes, StaticRouter, useLocation, useNavigate, useResolvedPath } from '@estante/federation/router';
import { QueryClientProvider, type QueryClient } from '@estante/api-client/react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation, currentLanguage } from '@estante/i18n';
import { ThemeProvider } from '@estante/ui/theme';
import { LoadingIndicator, LoadingScreen } from '@estante/ui/loading';
import { NotificationHost } from '@estante/ui/notify';
import { Button } from '@estante/ui/button';
import { remotePrefixes, type RemotePrefix } from '@estante/federation';
import { $configStatus, $institution, $preferences, $sessionExpired, $sessionKnown, $signedIn, loadPublicConfig, useStore } from '@estante/session';
import { RemoteRoute } from './RemoteRoute';
import { loginPath } from './links';
import { routeBindings } from './route-bindings';
import { LoginPrompt } from './chrome/LoginPrompt';
import { TopBar } from './chrome/TopBar';
import { AccessibilityBar } from './chrome/a11y/AccessibilityBar';
import { LanguageBar } from './chrome/LanguageBar';
import { themeAppearance, zoomScale } from './chrome/a11y/appearance';
import { Footer } from './chrome/Footer';
import { StatusPanel } from './StatusPanel';

/**
 * A page for signed-in patrons: the login page (and back here after) for a visitor; the page's frame
 * with a spinner until the stored session has been read (on the server, which never sees it, and
 * while the page hydrates that frame), so a patron whose session is still being decrypted is not
 * sent to log in.
 */
function Protected({ children }: { readonly children: React.ReactNode }) {
  const { t } = useTranslation('shell');
  const known = useStore($sessionKnown);
  const signedIn = useStore($signedIn);
  const location = useLocation();
  if (!known) return <LoadingIndicator label={t('common.loading')} />;
  if (!signedIn) return <Navigate to={loginPath(location.pathname + location.search)} replace />;
  return <>{children}</>;
}

/** A failed token refresh cleared the session: go to login (which says "session expired"), back here after. */
function SessionExpiredRedirect() {
  const expired = useStore($sessionExpired);
  const navigate = useNavigate();
  const location = useLocation();
  useEffect(() => {
    if (expired && location.pathname !== loginPath()) void navigate(loginPath(location.pathname + location.search), { replace: true });
  }, [expired, location, navigate]);
  return null;
}

/**
 * What the server wrote into the head for the address first loaded (a title's description, canonical
 * address, Open Graph tags and JSON-LD: `data-estante-head`, apps/shell/fragments.mjs) describes that
 * address only: gone once the visitor moves to another, so a citation tool or a share never reads a
 * previous page's.
 */
function ServerHeadOfFirstAddress() {
  const { pathname } = useLocation();
  const [first] = useState(pathname);
  useEffect(() => {
    if (pathname !== first) document.head.querySelectorAll('[data-estante-head]').forEach((element) => element.remove());
  }, [pathname, first]);
  return null;
}

/** The remote that owns a prefix, given the part of the address it matched (`/acervo/12`) as its base. */
function PrefixRoute({ prefix }: { readonly prefix: RemotePrefix }) {
  const basePath = useResolvedPath('.').pathname;
  const element = <RemoteRoute name={prefix.remote} basePath={basePath} />;
  return prefix.protected ? <Protected>{element}</Protected> : element;
}

/** Holds the page until the public configuration has loaded (SPEC.md §2 loading screen). */
function ConfigGate({ children }: { readonly children: React.ReactNode }) {
  const { t } = useTranslation('shell');
  const status = useStore($configStatus);
  const institution = useStore($institution);
  useEffect(() => {
    void loadPublicConfig();
  }, []);
  if (status.state === 'error') {
    return (
      <StatusPanel
        tone="error"
        role="alert"
        title={<h1>{t('common.configFailed')}</h1>}
        text={status.error.kind === 'network' ? t('errors.network') : undefined}
        action={
          <Button type="primary" onClick={() => void loadPublicConfig()}>
            {t('common.retry')}
          </Button>
        }
      />
    );
  }
  if (status.state !== 'ready') return <LoadingScreen label={t('common.loadingConfig')} brand={institution?.sigla ?? t('common.appName')} />;
  return <>{children}</>;
}

function Page() {
  const { t } = useTranslation('shell');
  return (
    <>
      <a className="estante-skip-link" href="#conteudo">
        {t('shell.skipToContent')}
      </a>
      <SessionExpiredRedirect />
      <ServerHeadOfFirstAddress />
      <header className="estante-header">
        <div className="estante-toolbar">
          <div className="estante-toolbar__inner">
            <AccessibilityBar />
            <LanguageBar />
          </div>
        </div>
        <TopBar />
      </header>
      <main id="conteudo" className="estante-main" tabIndex={-1}>
        <ConfigGate>
          {/* Prefixes only: each remote routes inside its own subtree, and the catalogue (`/*`) answers not-found. */}
          <Routes>
            {remotePrefixes.map((prefix) => (
              <Route key={prefix.path} path={prefix.path} element={<PrefixRoute prefix={prefix} />} />
            ))}
          </Routes>
        </ConfigGate>
      </main>
      <Footer />
      <LoginPrompt />
    </>
  );
}

export interface RootProps {
  /** The page's one cache of server answers (the shell's; on the server, one per request). */
  readonly queryClient: QueryClient;
  /** On the server: the address rendered (path and query string); in the page, the browser's address. */
  readonly location?: string;
}


/**
 * The page: the same tree in the browser and on the shell's server (server/render.tsx), which
 * renders it at one address for the browser to hydrate.
 */
export function Root({ queryClient, location }: RootProps) {
  // The one antd theme of the page follows the accessibility preferences (every remote renders inside it).
  const prefs = useStore($preferences);
  // One element for the page: a change of the theme re-renders the theme's readers, not every page.
  const page = useMemo(
    () => (
      // Every remote's external route refs resolve through the shell's bindings.
      <RouteBindingsProvider bindings={routeBindings}>
        <Page />
      </RouteBindingsProvider>
    ),
    [],
  );
  return (
    <ThemeProvider language={currentLanguage()} appearance={themeAppearance(prefs)} scale={zoomScale(prefs.zoom)}>
      <NotificationHost />
      <QueryClientProvider client={queryClient}>{location === undefined ? <BrowserRouter>{page}</BrowserRouter> : <StaticRouter location={location}>{page}</StaticRouter>}</QueryClientProvider>
    </ThemeProvider>
  );
}
