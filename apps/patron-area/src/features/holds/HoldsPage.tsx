import { holdHistoryQuery } from '@estante/api-endpoints/patron';
import { useQuery } from '@estante/api-client/react';
import { useTranslation } from '@estante/i18n';
import { $user, useStore } from '@estante/session';
import { useDocumentTitle } from '../../blocks/useDocumentTitle';
import { PageLoading } from '../../layout/PageLoading';
import { OpenHolds } from './OpenHolds';
import { PastHolds } from './PastHolds';
import { splitHolds } from './rules';
import { NS_HOLDS } from './strings';
import './holds.css';

const todayIso = () => new Date().toISOString().slice(0, 10);

/** The patron's holds (SPEC.md §3, §5): the open ones (ready to collect first), cancelling the picked ones, and the past ones. */
export default function HoldsPage() {
  const { t, i18n, ready } = useTranslation(NS_HOLDS);
  const user = useStore($user);
  useDocumentTitle(ready ? t('title') : null);
  const holds = useQuery({ ...holdHistoryQuery(user?.cod_pessoa ?? 0, i18n.language), enabled: Boolean(user) });
  if (!ready || !user) return <PageLoading />;
  const { open, past } = splitHolds(holds.data ?? []);
  return (
    <>
      <h1 id="patron-title" className="patron-title">{t('title')}</h1>
      <p className="holds-intro">{t('intro')}</p>
      <OpenHolds holds={open} codPessoa={user.cod_pessoa} today={todayIso()} loading={holds.isPending} error={holds.error} onRetry={holds.refetch} />
      {holds.isError ? null : <PastHolds holds={past} loading={holds.isPending} />}
    </>
  );
}
