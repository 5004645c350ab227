import { Suspense } from 'react';
import { Outlet, useRoutes } from '@estante/federation/router';
import type { RemoteAppProps } from '@estante/federation';
import { useTranslation } from '@estante/i18n';
import { LoadingIndicator } from '@estante/ui/loading';
import { NS } from './strings';
import { catalogueRoutes, notFoundRoute } from './routes';
import { CatalogueNav } from './CatalogueNav';
import './catalogue.css';

/** Every catalogue page: the navigation bar over it; a page's chunk loads under a spinner. */
function Layout() {
  const { t } = useTranslation(NS);
  return (
    <div className="catalogue">
      <CatalogueNav />
      <Suspense fallback={<LoadingIndicator label={t('common.loading')} />}>
        <Outlet />
      </Suspense>
    </div>
  );
}

const table = [{ element: <Layout />, children: catalogueRoutes.map(({ path, element }) => (path ? { path, element } : { index: true, element })) }, notFoundRoute];

/** The catalogue remote: search home and guides (/ and /{guia}), basket (/cesta), authorities. */
export default function App(_props: RemoteAppProps) {
  const { t, ready } = useTranslation(NS);
  const page = useRoutes(table);
  // Its strings come from its own origin: nothing shows raw keys while they arrive.
  return ready ? page : <LoadingIndicator label={t('common.loading')} />;
}
