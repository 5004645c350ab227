import { useRoutes } from '@estante/federation/router';
import type { RemoteAppProps } from '@estante/federation';
import { useTranslation } from '@estante/i18n';
import { LoadingIndicator } from '@estante/ui/loading';
import { NS } from './strings';
import { extraRoutes, patronRoutes } from './routes';
import { PatronLayout } from './layout/PatronLayout';
import { PageGate } from './layout/PageGate';
import './patron.css';

/** Each page behind its gate: a patron whose category lacks the page's activity sees a notice instead. */
const pages = patronRoutes.map((route) => {
  const element = <PageGate route={route}>{route.element}</PageGate>;
  return route.path ? { path: route.path, element } : { index: true, element };
});

const table = [{ element: <PatronLayout />, children: [...pages, extraRoutes[0]] }, extraRoutes[1]];

/** The personal area (/meupergamum/*), from its route table. The shell lets only signed-in patrons in. */
export default function App(_props: RemoteAppProps) {
  const { t, ready } = useTranslation(NS);
  const page = useRoutes(table);
  return ready ? page : <LoadingIndicator label={t('common.loading')} />;
}
