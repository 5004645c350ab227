import { Link, useLocation } from '@estante/federation/router';
import { useTranslation } from '@estante/i18n';
import { Result } from '@estante/ui/feedback';
import { routes } from '@estante/federation';

export function NotFound() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <section className="estante-not-found" aria-labelledby="not-found-title">
      <Result
        status="404"
        title={<h1 id="not-found-title">{t('common.notFoundTitle')}</h1>}
        subTitle={t('common.notFoundText', { path: pathname })}
        extra={<Link to={routes.home()}>{t('common.backHome')}</Link>}
      />
    </section>
  );
}
