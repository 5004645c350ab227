import { useEffect } from 'react';
import { workPostingQuery } from '@estante/api-endpoints/patron';
import { errorMessageKey, toApiError } from '@estante/api-client';
import { useQuery } from '@estante/api-client/react';
import { messageText, useTranslation } from '@estante/i18n';
import { $user, useStore } from '@estante/session';
import { Button } from '@estante/ui/button';
import { LoadingIndicator } from '@estante/ui/loading';
import { useDocumentTitle } from '../../blocks/useDocumentTitle';
import { PageLoading } from '../../layout/PageLoading';
import { postingView, refreshDelay } from './rules';
import { NS_WORK_POSTING } from './strings';
import './work-posting.css';

/**
 * Work posting (SPEC.md §1, §7 POST /api/pessoas/postagem-trabalho/redirect): what it is, and the
 * institutional repository's address, opened in a new tab; the library not configuring one is said
 * plainly. An address with a short-lived token is asked again before it expires.
 */
export default function WorkPostingPage() {
  const { t, ready } = useTranslation(NS_WORK_POSTING);
  const user = useStore($user);
  useDocumentTitle(ready ? t('title') : null);
  const posting = useQuery({ ...workPostingQuery(user?.cod_pessoa ?? 0), enabled: Boolean(user) });
  const expiraEm = posting.data?.expira_em ?? null;
  const { refetch } = posting;
  useEffect(() => {
    const delay = refreshDelay(expiraEm, Date.now());
    if (delay === null) return undefined;
    const timer = window.setTimeout(() => void refetch(), delay);
    return () => window.clearTimeout(timer);
  }, [expiraEm, refetch]);
  if (!ready || !user) return <PageLoading />;

  const view = postingView(posting.status, posting.error);
  const failure = view === 'failed' ? errorMessageKey(toApiError(posting.error)) : null;
  return (
    <>
      <h1 id="patron-title" className="patron-title">{t('title')}</h1>
      <div className="posting-text">
        <p>{t('intro')}</p>
        <p>{t('how')}</p>
      </div>
      {view === 'loading' ? <LoadingIndicator label={t('loading')} /> : null}
      {view === 'ready' && posting.data ? (
        <section className="posting-open" aria-labelledby="posting-repository">
          <h2 id="posting-repository">{posting.data.descricao ?? t('repository')}</h2>
          <p>{posting.data.expira_em ? t('privacy.token') : t('privacy.none')}</p>
          <Button type="primary" href={posting.data.link} target="_blank" rel="noopener noreferrer">
            {t('open')}
            <span className="estante-visually-hidden"> ({t('newTab')})</span>
          </Button>
        </section>
      ) : null}
      {view === 'notConfigured' ? (
        <div className="posting-notice" role="status">
          <h2>{t('notConfigured.title')}</h2>
          <p>{t('notConfigured.text')}</p>
        </div>
      ) : null}
      {view === 'failed' ? (
        <div className="posting-notice posting-notice--error" role="alert">
          <p>{failure ? messageText(t, failure) : t('failed')}</p>
          <Button onClick={() => void refetch()}>{t('retry')}</Button>
        </div>
      ) : null}
    </>
  );
}
