import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from '@estante/federation/router';
import { isSafeRedirect, routes } from '@estante/federation';
import { errorMessageKey, toApiError } from '@estante/api-client';
import * as api from '@estante/api-client/auth';
import { messageText, useTranslation } from '@estante/i18n';
import { Alert } from '@estante/ui/feedback';
import { LoadingIndicator } from '@estante/ui/loading';
import { $signedIn, useStore } from '@estante/session';

/**
 * `/grupoa`, `/pearson`: an external content base that needs the patron — visitors sign in
 * first and come back here; then the server gives the base's access address and the browser
 * goes there. `/pergamum_redireciona?redirect=<path>` returns from the legacy system to a
 * path of this site (same-origin paths only).
 */
export function ExternalRedirect({ base }: { readonly base: 'grupoa' | 'pearson' | 'pergamum' }) {
  const { t } = useTranslation('auth');
  const signedIn = useStore($signedIn);
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const [failure, setFailure] = useState<string | null>(null);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    if (base === 'pergamum') {
      const target = params.get('redirect') ?? params.get('url');
      void navigate(isSafeRedirect(target) ? target : routes.home(), { replace: true });
      return;
    }
    if (!signedIn) {
      void navigate(routes.login(location.pathname + location.search), { replace: true });
      return;
    }
    api.externalAccess(base).then(
      ({ link }) => window.location.assign(link),
      (error: unknown) => {
        const message = errorMessageKey(toApiError(error));
        setFailure(message ? messageText(t, message) : null);
      },
    );
  }, [base, signedIn, navigate, location, params, t]);

  if (failure) {
    return (
      <section className="auth-login">
        <Alert type="error" showIcon role="alert" message={failure} />
        <p>
          <Link to={routes.home()}>{t('common.backHome')}</Link>
        </p>
      </section>
    );
  }
  return <LoadingIndicator label={t('auth.redirecting')} />;
}
