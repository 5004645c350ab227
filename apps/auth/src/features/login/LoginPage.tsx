import { useNavigate, useSearchParams } from '@estante/federation/router';
import { isSafeRedirect, routes } from '@estante/federation';
import { LoginPanel } from './LoginPanel';
import type { Destination } from './schema';

/** Where to go after signing in: the `redirect` parameter (same-origin paths only), else the chosen destination. */
export function nextPath(redirect: string | null, destination: Destination): string {
  if (isSafeRedirect(redirect) && !redirect.startsWith('/login')) return redirect;
  return destination === 'meupergamum' ? routes.patronArea() : routes.home();
}

/** `/login?redirect=…` as a full page. */
export function LoginPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const redirect = params.get('redirect');
  return (
    <LoginPanel
      variant="page"
      returnTo={isSafeRedirect(redirect) ? redirect : '/'}
      onSignedIn={(destination) => void navigate(nextPath(redirect, destination), { replace: true })}
    />
  );
}
