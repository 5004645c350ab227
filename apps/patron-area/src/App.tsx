import { useRoutes } from '@estante/federation/router';
import type { RemoteAppProps } from '@estante/federation';
import { useTranslation } from '@estante/i18n';
import { LoadingIndicator } from '@estante/ui/loading';
import { NS } from './strings';
import { extraRoutes, patronRoutes } from './routes';
import { PatronLayout } from './layout/PatronLayout';
import './patron.css';

const table = [
  { element: <PatronLayout />, children: [...patronRoutes.map(({ path, element }) => (path ? { path, element } : { index: true, element })), extraRoutes[0]] },
  extraRoutes[1],
];

/** The personal area (/meupergamum/*), from its route table. The shell lets only signed-in patrons in. */
export default function App(_props: RemoteAppProps) {
  const { t, ready } = useTranslation(NS);
  const page = useRoutes(table);
  return ready ? page : <LoadingIndicator label={t('common.loading')} />;
}
