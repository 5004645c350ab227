import { useEffect } from 'react';
import { Link, Navigate, useLocation, useRouteRef, useSearchParams } from '@estante/federation/router';
import { isSafeRedirect } from '@estante/federation';
import { errorMessageKey, toApiError } from '@estante/api-client';
import { externalAccessQuery } from '@estante/api-endpoints/auth';
import { useQuery } from '@estante/api-client/react';
import { messageText, useTranslation } from '@estante/i18n';
import { Alert } from '@estante/ui/feedback';
import { LoadingIndicator } from '@estante/ui/loading';
import { $signedIn, useStore } from '@estante/session';
import { homeLink, loginPath } from '../../refs';

type Base = 'grupoa' | 'pearson' | 'pergamum';

/**
 * `/grupoa`, `/pearson`: an external content base that needs the patron — visitors sign in
 * first and come back here; then the server gives the base's access address and the browser
 * goes there. `/pergamum_redireciona?redirect=<path>` returns from the legacy system to a
 * path of this site (same-origin paths only).
 */
export function ExternalRedirect({ base }: { readonly base: Base }) {
  const signedIn = useStore($signedIn);
  const location = useLocation();
  const [params] = useSearchParams();
  const home = useRouteRef(homeLink);
  if (base === 'pergamum') {
    const target = params.get('redirect') ?? params.get('url');
    return <Navigate to={isSafeRedirect(target) ? target : home()} replace />;
  }
  if (!signedIn) return <Navigate to={loginPath(location.pathname + location.search)} replace />;
  return <ExternalAccess base={base} />;
}

/** The signed-in patron's access address of the base, and the browser sent there. */
function ExternalAccess({ base }: { readonly base: Exclude<Base, 'pergamum'> }) {
  const { t } = useTranslation('auth');
  const home = useRouteRef(homeLink);
  const access = useQuery(externalAccessQuery(base));
  const link = access.data?.link;
  useEffect(() => {
    if (link) window.location.assign(link);
  }, [link]);

  const message = access.isError ? errorMessageKey(toApiError(access.error)) : null;
  if (message) {
    return (
      <section className="auth-login">
        <Alert type="error" showIcon role="alert" message={messageText(t, message)} />
        <p>
          <Link to={home()}>{t('common.backHome')}</Link>
        </p>
      </section>
    );
  }
  return <LoadingIndicator label={t('auth.redirecting')} />;
}
