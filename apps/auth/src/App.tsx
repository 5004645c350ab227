import { useEffect } from 'react';
import { useLocation, useNavigate } from '@estante/federation/router';
import { routes, type RemoteAppProps } from '@estante/federation';
import { matchRemoteRoute } from '@estante/federation/router';
import { useTranslation } from '@estante/i18n';
import { LoadingIndicator } from '@estante/ui/loading';
import { signOut } from '@estante/session';
import { LoginPage } from './features/login/LoginPage';

function Redirecting({ logout }: { readonly logout: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  useEffect(() => {
    if (logout) signOut();
    void navigate(routes.home(), { replace: true });
  }, [logout, navigate]);
  return <LoadingIndicator label={t(logout ? 'auth.signingOut' : 'auth.redirecting')} />;
}

/** The auth remote: /login, /sair and the external redirect handlers. */
export default function App(_props: RemoteAppProps) {
  const { pathname } = useLocation();
  const route = matchRemoteRoute('auth', pathname);
  if (route?.path === '/login') return <LoginPage />;
  return <Redirecting logout={route?.path === '/sair'} />;
}
