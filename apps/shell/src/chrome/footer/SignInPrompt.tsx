import { useTranslation } from '@estante/i18n';
import { Link, useLocation } from '@estante/federation/router';
import { loginPath } from '../../links';
import { Button } from '@estante/ui/button';
import { $features, loginPresentation, requestLogin, useStore } from '@estante/session';

/**
 * For a visitor (SPEC.md §5: comments and suggestions need a signed-in patron): the reason and a
 * way to sign in — the login dialog over the page when the installation uses it (activity 107),
 * else the login page, coming back here after. Shown by a dialog instead of its form.
 */
export function SignInPrompt({ text, onLogin }: { readonly text: string; readonly onLogin: () => void }) {
  const { t } = useTranslation('shell');
  const features = useStore($features);
  const { pathname, search } = useLocation();
  const here = pathname + search;
  return (
    <div className="estante-form__signin">
      <p role="status">{text}</p>
      {loginPresentation(features) === 'modal' ? (
        <Button
          type="primary"
          onClick={() => {
            onLogin();
            requestLogin(here);
          }}
        >
          {t('footer.login')}
        </Button>
      ) : (
        <Link className="estante-form__signin-link" to={loginPath(here)} onClick={onLogin}>
          {t('footer.login')}
        </Link>
      )}
    </div>
  );
}
