import { useLocation } from '@estante/federation/router';
import type { RemoteAppProps } from '@estante/federation';
import { matchRemoteRoute } from '@estante/federation/router';
import { TitlePage } from './features/record/TitlePage';

/** The title-detail remote: /acervo/{codAcervo} and its sub-views. */
export default function App(_props: RemoteAppProps) {
  const { pathname } = useLocation();
  const route = matchRemoteRoute('title-detail', pathname);
  const view = route?.path.split('/')[3];
  return <TitlePage codAcervo={route?.params.codAcervo ?? ''} view={view} />;
}
