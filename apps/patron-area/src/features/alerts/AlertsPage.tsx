import { alertsQuery } from '@estante/api-endpoints/patron';
import { useQuery } from '@estante/api-client/react';
import { useSearchParams } from '@estante/federation/router';
import { useTranslation } from '@estante/i18n';
import { $user, useStore } from '@estante/session';
import { useDocumentTitle } from '../../blocks/useDocumentTitle';
import { PageLoading } from '../../layout/PageLoading';
import { AlertsFilter } from './AlertsFilter';
import { AlertsList } from './AlertsList';
import { periodOf, type FilterValues } from './rules';
import { NS_ALERTS } from './strings';
import './alerts.css';

/** The patron's alerts (SPEC.md §3, §5): unread count, a date filter (both dates, kept in the address), the list. */
export default function AlertsPage() {
  const { t, i18n, ready } = useTranslation(NS_ALERTS);
  const user = useStore($user);
  const [params, setParams] = useSearchParams();
  const period = periodOf(params);
  useDocumentTitle(ready ? t('title') : null);
  const list = useQuery({ ...alertsQuery(user?.cod_pessoa ?? 0, period ?? {}, i18n.language), enabled: Boolean(user), keepPrevious: true });
  if (!ready || !user) return <PageLoading />;

  const apply = (v: FilterValues | null) => {
    const next = new URLSearchParams(params);
    next.delete('dataInicio');
    next.delete('dataFim');
    if (v) {
      next.set('dataInicio', v.dataInicio);
      next.set('dataFim', v.dataFim);
    }
    setParams(next);
  };

  return (
    <>
      <h1 id="patron-title" className="patron-title">{t('title')}</h1>
      <p className="alerts-count" role="status">
        {list.data ? t('unreadCount', { count: list.data.naoLidos }) : null}
      </p>
      <AlertsFilter value={period} onApply={apply} />
      <AlertsList
        alerts={list.data?.alertas}
        codPessoa={user.cod_pessoa}
        loading={list.isPending || list.isPlaceholderData}
        error={list.error}
        onRetry={list.refetch}
        filtered={period !== null}
      />
    </>
  );
}
