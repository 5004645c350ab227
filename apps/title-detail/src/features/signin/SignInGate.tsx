import type { ReactNode } from 'react';
import { Link, useLocation, useRouteRef } from '@estante/federation/router';
import { useTranslation } from '@estante/i18n';
import { Button } from '@estante/ui/button';
import { Alert } from '@estante/ui/feedback';
import { $features, $signedIn, loginPresentation, requestLogin, useStore } from '@estante/session';
import { NS } from '../../strings';
import { loginLink } from '../../refs';

/**
 * What a visitor sees instead of an action that needs a signed-in patron (hold, request, comment):
 * the reason and a way to sign in — the login dialog over the page when the installation uses it
 * (activity 107), else the login page — coming back to this same address after (SPEC.md §2, §6).
 * What the visitor typed is kept by `useDraft` meanwhile.
 */
export function SignInPrompt({ text }: { readonly text: string }) {
  const { t } = useTranslation(NS);
  const features = useStore($features);
  const login = useRouteRef(loginLink);
  const { pathname, search, hash } = useLocation();
  const here = pathname + search + hash;
  return (
    <Alert
      type="info"
      showIcon
      role="status"
      className="title-signin"
      message={text}
      action={
        loginPresentation(features) === 'modal' ? (
          <Button type="primary" onClick={() => requestLogin(here)}>{t('titleDetail.signIn')}</Button>
        ) : (
          <Link className="title-signin__link" to={login({}, { redirect: here })}>{t('titleDetail.signIn')}</Link>
        )
      }
    />
  );
}

/** `children` for a signed-in patron; for a visitor, the sign-in prompt saying why (`text`). */
export function SignInGate({ text, children }: { readonly text: string; readonly children: ReactNode }) {
  return useStore($signedIn) ? children : <SignInPrompt text={text} />;
}
