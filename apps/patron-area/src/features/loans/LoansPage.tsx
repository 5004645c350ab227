import { pendingLoansQuery } from '@estante/api-endpoints/patron';
import { useQuery } from '@estante/api-client/react';
import { useTranslation } from '@estante/i18n';
import { $user, useStore } from '@estante/session';
import { useDocumentTitle } from '../../blocks/useDocumentTitle';
import { PageLoading } from '../../layout/PageLoading';
import { CalendarFeed } from './CalendarFeed';
import { LoansTable } from './LoansTable';
import { NS_LOANS } from './strings';
import './loans.css';

/** The patron's open loans and renewals (SPEC.md §3 loan, §5), and the due-date calendar feed. */
export default function LoansPage() {
  const { t, i18n, ready } = useTranslation(NS_LOANS);
  const user = useStore($user);
  useDocumentTitle(ready ? t('title') : null);
  const loans = useQuery({ ...pendingLoansQuery(user?.cod_pessoa ?? 0, i18n.language), enabled: Boolean(user) });
  if (!ready || !user) return <PageLoading />;
  return (
    <>
      <h1 id="patron-title" className="patron-title">{t('title')}</h1>
      <p className="loans-intro">{t('intro')}</p>
      <LoansTable rows={loans.data?.titulos ?? []} codPessoa={user.cod_pessoa} loading={loans.isPending} error={loans.error} onRetry={loans.refetch} />
      <CalendarFeed codPessoa={user.cod_pessoa} />
    </>
  );
}
