import { Component, createContext, Suspense, use, useCallback, useContext, useEffect, useState, type ErrorInfo, type ReactNode } from 'react';
import type { RemoteApp, RemoteAppProps, RemoteName } from '@estante/federation';
import { useTranslation } from '@estante/i18n';
import { Button } from '@estante/ui/button';
import { LoadingIndicator } from '@estante/ui/loading';
import { loadRemoteApp, RemoteIncompatibleError, RemoteManifestError } from './remotes';
import { StatusPanel } from './StatusPanel';

/**
 * Where a remote's `./App` comes from: in the page, its container loaded from its origin
 * (remotes.ts); on the shell's server, the remote's server container as it is deployed now
 * (server/render.tsx). `retry`: the last load failed, fetch everything again.
 */
export type RemoteLoader = (name: RemoteName, retry: boolean) => Promise<RemoteApp>;

const RemoteLoaderContext = createContext<RemoteLoader>(loadRemoteApp);

export const RemoteLoaderProvider = RemoteLoaderContext.Provider;

interface BoundaryProps {
  readonly fallback: (error: unknown, reset: () => void) => ReactNode;
  readonly onReset: () => void;
  readonly children: ReactNode;
}

/** Catches a remote that failed to load or throws while rendering, so the chrome and other routes live on. */
class RemoteErrorBoundary extends Component<BoundaryProps, { failed: boolean; error: unknown }> {
  override state = { failed: false, error: undefined as unknown };

  static getDerivedStateFromError(error: unknown) {
    return { failed: true, error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('[estante] a remote failed', error, info.componentStack);
  }

  reset = () => {
    this.setState({ failed: false, error: undefined });
    this.props.onReset();
  };

  override render() {
    return this.state.failed ? this.props.fallback(this.state.error, this.reset) : this.props.children;
  }
}

/**
 * The fallback of a remote that failed to load, threw, or was refused: an incompatible remote is
 * named with the versions it needs and the ones this site provides.
 */
function RemoteFallback({ name, error, onRetry }: { readonly name: RemoteName; readonly error?: unknown; readonly onRetry: () => void }) {
  const { t } = useTranslation('shell');
  // The page is as interactive as it gets (its retry works): `<html>` says so, as for a remote that rendered.
  useEffect(() => {
    document.documentElement.dataset.estanteHydrated = `fallback:${name}`;
  }, [name]);
  let text: string = t('shell.remoteFailedText');
  let kind = 'failed';
  if (error instanceof RemoteIncompatibleError) {
    kind = 'incompatible';
    const needs = error.conflicts.map((c) => t('shell.remoteNeeds', { package: c.name, range: c.range, provided: c.provided })).join('; ');
    text = t('shell.remoteIncompatible', { remote: error.remote, version: error.version, needs });
  } else if (error instanceof RemoteManifestError) {
    kind = 'manifest';
    text = t('shell.remoteNoManifest', { remote: error.remote });
  }
  return (
    <StatusPanel
      data-remote-fallback={name}
      data-remote-error={kind}
      role="alert"
      tone="warning"
      title={<h1>{t('shell.remoteFailedTitle')}</h1>}
      text={text}
      action={
        <Button type="primary" onClick={onRetry}>
          {t('common.retry')}
        </Button>
      }
    />
  );
}

/**
 * The remote's component once its code has arrived (suspends until then; throws its load failure).
 * Once it has rendered (in the page: hydrated, when the server rendered it), `<html>` says so
 * (`data-estante-hydrated`), for whoever watches the page become interactive (the e2e suite).
 */
function LoadedRemote({ app, name, ...props }: { readonly app: Promise<RemoteApp>; readonly name: RemoteName } & RemoteAppProps) {
  const App = use(app);
  const page = props.variant !== 'modal';
  useEffect(() => {
    if (page) document.documentElement.dataset.estanteHydrated = name;
  }, [page, name]);
  return <App {...props} />;
}

/** A load per remote and attempt: the same promise for every render of one attempt (React's `use`). */
function useRemoteApp(name: RemoteName, attempt: number): Promise<RemoteApp> {
  const load = useContext(RemoteLoaderContext);
  const [loads] = useState(() => new Map<string, Promise<RemoteApp>>());
  const key = `${name}#${attempt}`;
  let app = loads.get(key);
  if (!app) {
    app = load(name, attempt > 0);
    loads.set(key, app);
  }
  return app;
}

/**
 * A remote's `./App` with the shell's contract props, loaded on first visit: a spinner while its code
 * arrives (a Suspense boundary), its fallback with a retry when it fails. On the server the remote
 * renders inside this boundary with the shell's React; in the page, the boundary hydrates once the
 * remote's code (and strings) have arrived, and the server's HTML stays on screen until then.
 */
export function RemoteRoute({ name, basePath, variant, onSignedIn }: { readonly name: RemoteName } & RemoteAppProps) {
  const { t } = useTranslation('shell');
  const [attempt, setAttempt] = useState(0);
  const app = useRemoteApp(name, attempt);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return (
    <RemoteErrorBoundary key={`${name}#${attempt}`} onReset={retry} fallback={(error, reset) => <RemoteFallback name={name} error={error} onRetry={reset} />}>
      <Suspense fallback={<LoadingIndicator label={t('common.loading')} />}>
        <LoadedRemote app={app} name={name} basePath={basePath} variant={variant} onSignedIn={onSignedIn} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
