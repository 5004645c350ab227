import { useNavigate, useRouteRef, useSearchParams } from '@estante/federation/router';
import { isSafeRedirect } from '@estante/federation';
import { areaLink, homeLink } from '../../refs';
import { LoginPanel } from './LoginPanel';
import type { Destination } from './schema';

/** The addresses of the destinations a patron may choose (resolved through the shell's bindings). */
export interface Destinations {
  readonly home: string;
  readonly meupergamum: string;
}

/** The destinations' addresses, from the shell's bindings. */
export function useDestinations(): Destinations {
  const home = useRouteRef(homeLink);
  const area = useRouteRef(areaLink);
  return { home: home(), meupergamum: area() };
}

/** The page a sign-in was started from, to go back to: a same-origin path other than the login page itself. */
export function returnAddress(redirect: string | null | undefined): string | null {
  if (!isSafeRedirect(redirect) || redirect.startsWith('/login')) return null;
  return redirect;
}

/** Where to go after signing in: the destination the patron chose ('retorno': the page the sign-in was started from). */
export function nextPath(redirect: string | null, destination: Destination, destinations: Destinations): string {
  if (destination === 'retorno') return returnAddress(redirect) ?? destinations.home;
  return destination === 'meupergamum' ? destinations.meupergamum : destinations.home;
}

/** `/login?redirect=…` as a full page. */
export function LoginPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const redirect = params.get('redirect');
  const destinations = useDestinations();
  return (
    <LoginPanel
      variant="page"
      returnTo={isSafeRedirect(redirect) ? redirect : '/'}
      canReturn={returnAddress(redirect) !== null}
      onSignedIn={(destination) => void navigate(nextPath(redirect, destination, destinations), { replace: true })}
    />
  );
}
