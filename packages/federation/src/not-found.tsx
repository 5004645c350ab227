import { useTranslation } from '@estante/i18n';
import { Result } from '@estante/ui/result';
import { Link, useLocation } from '@estante/federation/router';
import { routes } from './routes';

/**
 * The not-found page a remote's route table ends with (`{ path: '*', element: <NotFound /> }`):
 * every remote answers an unknown path of its own the same way, inside the shell's chrome.
 */
export function NotFound() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <Result
      status="404"
      title={<h1 className="estante-not-found__title">{t('common.notFoundTitle')}</h1>}
      subTitle={t('common.notFoundText', { path: pathname })}
      extra={<Link to={routes.home()}>{t('common.backHome')}</Link>}
    />
  );
}
