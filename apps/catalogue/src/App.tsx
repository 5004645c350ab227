import { useLocation } from '@estante/federation/router';
import { matchRemoteRoute, type RemoteAppProps } from '@estante/federation';
import { useTranslation } from '@estante/i18n';
import { Result } from '@estante/ui/feedback';
import { SearchPage } from './features/search/SearchPage';

/** The catalogue remote: search home (/ and /{guia}); basket and authorities come next. */
export default function App(_props: RemoteAppProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const route = matchRemoteRoute('catalogue', pathname);
  if (route?.path === '/' || route?.path === '/:guia') return <SearchPage guide={route.params.guia} />;
  return <Result status="info" title={t('common.notFoundTitle')} subTitle={t('common.notFoundText', { path: pathname })} />;
}
