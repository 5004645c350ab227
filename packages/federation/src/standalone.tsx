import { useEffect, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes, useResolvedPath } from './router';
// By its shared name, as the remote's own code reaches it: one bindings context with the remote's useRouteRef.
import { RouteBindingsProvider } from '@estante/federation/router';
import { QueryClient, QueryClientProvider } from '@estante/api-client/react';
import { currentLanguage, initI18n, langHeader, useTranslation } from '@estante/i18n';
import { setLanguageHeader } from '@estante/api-client';
import { prepareTheme, ThemeProvider } from '@estante/ui/theme';
import { LoadingScreen } from '@estante/ui/loading';
import { NotificationHost } from '@estante/ui/notify';
import { $configStatus, loadPublicConfig, useStore } from '@estante/session';
import type { RemoteApp, RemoteName } from './contract';
import type { ExternalRouteRef } from './route-refs';
import { remotePrefixes } from './routes';

function Gate({ children }: { readonly children: ReactNode }) {
  const { t } = useTranslation();
  const status = useStore($configStatus);
  useEffect(() => {
    void loadPublicConfig();
  }, []);
  if (status.state === 'error') return <p role="alert">{t('common.configFailed')}</p>;
  if (status.state !== 'ready') return <LoadingScreen label={t('common.loadingConfig')} />;
  return <>{children}</>;
}

/** The remote under one of its prefixes, with the matched part as its base, as the shell mounts it. */
function Mounted({ App }: { readonly App: RemoteApp }) {
  return <App basePath={useResolvedPath('.').pathname} />;
}

/** Alone, there is no shell to bind other remotes' routes: their links are placeholders naming the route. */
const unboundLink = (ref: ExternalRouteRef) => `#${ref.id}`;

/**
 * Runs a remote on its own (`pnpm --filter <app> dev`), without the shell's chrome but
 * with the same providers the shell gives it: theme, notifications, router, i18n, public configuration.
 */
export async function renderStandalone(App: RemoteApp, name: RemoteName): Promise<void> {
  setLanguageHeader(() => langHeader(currentLanguage()));
  await initI18n();
  await prepareTheme(currentLanguage());
  const container = document.getElementById('root');
  if (!container) throw new Error('#root missing from index.html');
  createRoot(container).render(
    <ThemeProvider language={currentLanguage()}>
      <NotificationHost />
      <QueryClientProvider client={new QueryClient()}>
        <BrowserRouter>
          <RouteBindingsProvider bindings={{}} unbound={unboundLink}>
            <main style={{ maxWidth: 1180, margin: '0 auto', padding: 16 }}>
              <Gate>
                <Routes>
                  {remotePrefixes
                    .filter((prefix) => prefix.remote === name)
                    .map((prefix) => (
                      <Route key={prefix.path} path={prefix.path} element={<Mounted App={App} />} />
                    ))}
                </Routes>
              </Gate>
            </main>
          </RouteBindingsProvider>
        </BrowserRouter>
      </QueryClientProvider>
    </ThemeProvider>,
  );
}
