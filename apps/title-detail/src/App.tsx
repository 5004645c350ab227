import { useRoutes } from '@estante/federation/router';
import type { RemoteAppProps } from '@estante/federation';
import { useTranslation } from '@estante/i18n';
import { LoadingIndicator } from '@estante/ui/loading';
import { NS } from './strings';
import { layout, notFound, titleRoutes } from './routes';

const table = [
  { element: layout, children: titleRoutes.map(({ path, element }) => (path ? { path, element } : { index: true, element })) },
  { path: '*', element: notFound },
];

/** The title-detail remote: /acervo/{codAcervo} and its sub-views, from its route table. */
export default function App(_props: RemoteAppProps) {
  const { t, ready } = useTranslation(NS);
  const page = useRoutes(table);
  return ready ? page : <LoadingIndicator label={t('common.loading')} />;
}
