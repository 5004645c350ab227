import { useEffect, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from './router';
import { currentLanguage, initI18n, langHeader, useTranslation } from '@estante/i18n';
import { setLanguageHeader } from '@estante/api-client';
import { prepareTheme, ThemeProvider } from '@estante/ui/theme';
import { LoadingScreen } from '@estante/ui/loading';
import { NotificationHost } from '@estante/ui/notify';
import { $configStatus, loadPublicConfig, useStore } from '@estante/session';
import { remoteBasePaths, type RemoteApp, type RemoteName } from './contract';

function Gate({ children }: { readonly children: ReactNode }) {
  const { t } = useTranslation();
  const status = useStore($configStatus);
  useEffect(() => {
    void loadPublicConfig();
  }, []);
  if (status.state === 'error') return <p role="alert">{t('shell.configFailed')}</p>;
  if (status.state !== 'ready') return <LoadingScreen label={t('shell.loadingConfig')} />;
  return <>{children}</>;
}

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
      <BrowserRouter>
        <main style={{ maxWidth: 1180, margin: '0 auto', padding: 16 }}>
          <Gate>
            <App basePath={remoteBasePaths[name]} />
          </Gate>
        </main>
      </BrowserRouter>
    </ThemeProvider>,
  );
}
