import { useLocation } from '@estante/federation/router';
import type { RemoteAppProps } from '@estante/federation';
import { matchRemoteRoute } from '@estante/federation/router';
import { useTranslation } from '@estante/i18n';
import { lazy, Suspense } from 'react';
import { SearchPage } from './features/search/SearchPage';

const Unavailable = lazy(() => import('./Unavailable'));

/** The catalogue remote: search home (/ and /{guia}); basket and authorities come next. */
export default function App(_props: RemoteAppProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const route = matchRemoteRoute('catalogue', pathname);
  if (route?.path === '/' || route?.path === '/:guia') return <SearchPage guide={route.params.guia} />;
  return (
    <Suspense fallback={null}>
      <Unavailable title={t('common.notFoundTitle')} text={t('common.notFoundText', { path: pathname })} />
    </Suspense>
  );
}
