import { matchPath, useLocation } from '@estante/federation/router';
import type { RemoteAppProps } from '@estante/federation';
import { NotFound } from '@estante/federation/not-found';
import { useTranslation } from '@estante/i18n';
import { LoadingIndicator } from '@estante/ui/loading';
import { NS } from './strings';
import { authRoutes } from './routes';
import { LoginPanel } from './features/login/LoginPanel';

/** The auth remote: /login, /sair, the single sign-on responses and the external redirects, from its route table. */
export default function App({ variant, onSignedIn }: RemoteAppProps) {
  const { t, ready } = useTranslation(NS);
  const { pathname, search } = useLocation();
  if (!ready) return <LoadingIndicator label={t('common.loading')} />;
  // Embedded in another page or in the shell's dialog: the login panel, staying where the patron is.
  if (variant === 'embedded' || variant === 'modal') {
    return <LoginPanel variant={variant} returnTo={pathname + search} onSignedIn={() => onSignedIn?.()} />;
  }
  return authRoutes.find((route) => matchPath({ path: route.path, end: true }, pathname))?.element ?? <NotFound />;
}
