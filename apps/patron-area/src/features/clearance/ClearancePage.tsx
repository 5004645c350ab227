import { errorMessageKey, toApiError } from '@estante/api-client';
import { clearanceStatusQuery, issueClearance } from '@estante/api-endpoints/patron';
import { useMutation, useQuery, useQueryClient } from '@estante/api-client/react';
import { messageText, useTranslation } from '@estante/i18n';
import { $user, useStore } from '@estante/session';
import { Button } from '@estante/ui/button';
import { saveFile } from '@estante/ui/document';
import { Alert } from '@estante/ui/feedback';
import { notify } from '@estante/ui/notify';
import { formatarCodigoNadaConsta } from '@estante/api-contract/constants';
import { useDocumentTitle } from '../../blocks/useDocumentTitle';
import { PageLoading } from '../../layout/PageLoading';
import { Blockers } from './Blockers';
import { Declarations } from './Declarations';
import { MailForm } from './MailForm';
import { NS_CLEARANCE } from './strings';
import './clearance.css';

/**
 * The clearance declaration (issue 25): what still blocks it, each blocker linking to the page that
 * settles it; when nothing does, issuing it as a PDF (the button busy while it is issued: one
 * declaration a day); the declarations issued, their PDF again and their public check; e-mailing the newest.
 */
export default function ClearancePage() {
  const { t, i18n, ready } = useTranslation(NS_CLEARANCE);
  const { t: tc } = useTranslation();
  const user = useStore($user);
  useDocumentTitle(ready ? t('title') : null);
  const queries = useQueryClient();
  const key = clearanceStatusQuery(user?.cod_pessoa ?? 0, i18n.language);
  const status = useQuery({ ...key, enabled: Boolean(user) });
  const issue = useMutation({
    mutationFn: () => issueClearance(),
    onSuccess: async (file) => {
      saveFile(file.blob, file.name, 'application/pdf');
      notify.success(t('clear.issued', { code: formatarCodigoNadaConsta(file.codigo) }));
      await queries.invalidateQueries({ queryKey: ['patron', user?.cod_pessoa ?? 0, 'clearance'] });
    },
    onError: () => void queries.invalidateQueries({ queryKey: ['patron', user?.cod_pessoa ?? 0, 'clearance'] }),
  });
  if (!ready || !user) return <PageLoading />;
  const data = status.data;
  const issueError = issue.status === 'error' ? errorMessageKey(toApiError(issue.error)) : null;
  return (
    <>
      <h1 id="patron-title" className="patron-title">{t('title')}</h1>
      <p className="clearance-intro">{t('intro')}</p>
      {status.isError && !data ? (
        <Alert type="error" showIcon role="alert" title={t('loadFailed')} action={<Button onClick={status.refetch}>{tc('common.retry')}</Button>} />
      ) : !data ? (
        <PageLoading />
      ) : (
        <>
          {data.liberado ? (
            <section className="clearance-clear" aria-labelledby="clearance-clear-heading">
              <h2 id="clearance-clear-heading" className="clearance-heading">{t('clear.heading')}</h2>
              <p role="status">{data.message}</p>
              <Button type="primary" onClick={() => issue.mutate(undefined)} loading={issue.isPending} disabled={issue.isPending} aria-describedby="clearance-issue-hint">
                {t('clear.issue')}
              </Button>
              <p id="clearance-issue-hint" className="clearance-hint">{t('clear.hint')}</p>
            </section>
          ) : (
            <Blockers message={data.message} blockers={data.pendencias} />
          )}
          {issueError ? <Alert type="error" showIcon role="alert" className="clearance-error" title={t('issueFailed')} description={messageText(tc, issueError)} /> : null}
          {data.declaracoes.length ? <Declarations rows={data.declaracoes} /> : null}
          {data.declaracoes[0] ? <MailForm declaration={data.declaracoes[0]} /> : null}
        </>
      )}
    </>
  );
}
