import { useLocation } from '@estante/federation/router';
import type { RemoteAppProps } from '@estante/federation';
import { matchRemoteRoute } from '@estante/federation/router';
import { useTranslation } from '@estante/i18n';
import { LoadingIndicator } from '@estante/ui/loading';
import { lazy, Suspense, type ReactNode } from 'react';
import { SearchPage } from './features/search/SearchPage';
import { isGuide } from './features/guides';
import { CatalogueNav } from './CatalogueNav';
import './catalogue.css';

// Each guide other than the general search is a chunk of its own: a first visit to `/`
// pays for the search box only.
const Unavailable = lazy(() => import('./Unavailable'));
const BasketPage = lazy(() => import('./features/basket/BasketPage'));
const BrowsePage = lazy(() => import('./features/browse/BrowsePage'));
const AuthorityPage = lazy(() => import('./features/authority/AuthorityPage'));
const LibrariesPage = lazy(() => import('./features/library-info/LibrariesPage'));
const SpecialisedPage = lazy(() => import('./features/specialised/SpecialisedPage'));
const NetworkPage = lazy(() => import('./features/network/NetworkPage'));

/** The catalogue remote: search home and guides (/ and /{guia}), basket (/cesta), authorities. */
export default function App(_props: RemoteAppProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const route = matchRemoteRoute('catalogue', pathname);
  const loading = <LoadingIndicator label={t('common.loading')} />;
  const page = (current: Parameters<typeof CatalogueNav>[0]['current'], body: ReactNode) => (
    <div className="catalogue">
      <CatalogueNav current={current} />
      <Suspense fallback={loading}>{body}</Suspense>
    </div>
  );

  if (route?.path === '/') return page('geral', <SearchPage guide={undefined} />);
  if (route?.path === '/:guia' && isGuide(route.params.guia)) {
    switch (route.params.guia) {
      case 'avancada':
        return page('avancada', <SearchPage guide="avancada" />);
      case 'especializada':
        return page('especializada', <SpecialisedPage />);
      case 'rede':
        return page('rede', <NetworkPage />);
      case 'indices':
        return page('indices', <BrowsePage />);
      case 'bibliotecas':
        return page('bibliotecas', <LibrariesPage />);
    }
  }
  if (route?.path === '/cesta') return page('cesta', <BasketPage />);
  if (route?.path === '/autoridade/:codAutoridade' || route?.path === '/autoridade/:codAutoridade/marc') {
    return page(null, <AuthorityPage />);
  }
  return (
    <Suspense fallback={null}>
      <Unavailable title={t('common.notFoundTitle')} text={t('common.notFoundText', { path: pathname })} />
    </Suspense>
  );
}
