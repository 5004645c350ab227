import { Link, useLocation } from '@estante/federation/router';
import { useTranslation } from '@estante/i18n';
import { routes } from '@estante/federation';
import { StatusPanel } from './StatusPanel';

export function NotFound() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <StatusPanel
      tone="info"
      title={<h1>{t('common.notFoundTitle')}</h1>}
      text={t('common.notFoundText', { path: pathname })}
      action={<Link to={routes.home()}>{t('common.backHome')}</Link>}
    />
  );
}
