import { Component, useCallback, useEffect, useState, type ErrorInfo, type ReactNode } from 'react';
import type { RemoteApp, RemoteAppProps, RemoteName } from '@estante/federation';
import { useTranslation } from '@estante/i18n';
import { Button } from '@estante/ui/button';
import { LoadingIndicator } from '@estante/ui/loading';
import { loadRemoteApp, RemoteIncompatibleError, RemoteManifestError } from './remotes';
import { StatusPanel } from './StatusPanel';
import { releaseServerRegion, ServerRegionOr } from './serverRegion';

interface BoundaryProps {
  readonly fallback: (reset: () => void) => ReactNode;
  readonly onReset: () => void;
  readonly children: ReactNode;
}

/** Catches a remote that throws while rendering, so the chrome and other routes live on. */
class RemoteErrorBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('[estante] a remote crashed while rendering', error, info.componentStack);
  }

  reset = () => {
    this.setState({ failed: false });
    this.props.onReset();
  };

  override render() {
    return this.state.failed ? this.props.fallback(this.reset) : this.props.children;
  }
}

/**
 * The fallback of a remote that failed to load, threw, or was refused: an incompatible remote is
 * named with the versions it needs and the ones this site provides.
 */
function RemoteFallback({ name, error, onRetry }: { readonly name: RemoteName; readonly error?: unknown; readonly onRetry: () => void }) {
  const { t } = useTranslation('shell');
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

type State =
  | { status: 'loading' }
  | { status: 'ready'; App: RemoteApp }
  | { status: 'error'; error: unknown };

/** Loads a remote's `./App` on first visit and renders it with the shell's contract props. */
export function RemoteRoute({
  name,
  basePath,
  variant,
  onSignedIn,
}: { readonly name: RemoteName } & RemoteAppProps) {
  const { t } = useTranslation('shell');
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<State>({ status: 'loading' });

  useEffect(() => {
    let live = true;
    setState({ status: 'loading' });
    loadRemoteApp(name, attempt > 0).then(
      (App) => live && setState({ status: 'ready', App }),
      (error: unknown) => {
        console.error(`[estante] remote ${name} failed to load`, error);
        if (live) setState({ status: 'error', error });
      },
    );
    return () => {
      live = false;
    };
  }, [name, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  // A page's remote (not the sign-in dialog) shows the server's region of this address until it renders.
  const page = variant !== 'modal';
  useEffect(() => {
    if (page && state.status !== 'loading') releaseServerRegion();
  }, [page, state.status]);

  if (state.status === 'loading') {
    const spinner = <LoadingIndicator label={t('common.loading')} />;
    return page ? <ServerRegionOr label={t('common.loading')}>{spinner}</ServerRegionOr> : spinner;
  }
  if (state.status === 'error') return <RemoteFallback name={name} error={state.error} onRetry={retry} />;
  const { App } = state;
  return (
    <RemoteErrorBoundary onReset={retry} fallback={(reset) => <RemoteFallback name={name} onRetry={reset} />}>
      <App basePath={basePath} variant={variant} onSignedIn={onSignedIn} />
    </RemoteErrorBoundary>
  );
}
