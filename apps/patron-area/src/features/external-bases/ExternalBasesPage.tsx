import { useState } from 'react';
import type { BaseExterna } from '@estante/api-contract';
import { errorMessageKey, toApiError } from '@estante/api-client';
import { externalBaseAccess, externalBasesQuery, openInNewTab, type TabOutcome } from '@estante/api-endpoints/patron';
import { useQuery } from '@estante/api-client/react';
import { messageText, useTranslation } from '@estante/i18n';
import { Button } from '@estante/ui/button';
import { Alert } from '@estante/ui/feedback';
import { $user, useStore } from '@estante/session';
import { useDocumentTitle } from '../../blocks/useDocumentTitle';
import { PageLoading } from '../../layout/PageLoading';
import { NS_EXTERNAL_BASES } from './strings';
import './external-bases.css';

/** What happened to a base the patron asked for: being opened, blocked by the browser (with its link), or refused. */
type State = { readonly kind: 'pending' } | Exclude<TabOutcome, { kind: 'opened' }>;

/**
 * The external content bases (SPEC.md §7): the 15 bases, each opened in a new tab at its access
 * address for the patron (a 60-second signed token in it). A base the installation has not configured,
 * or that does not answer, shows SPEC.md §8's "external services inaccessible, contact support".
 */
export default function ExternalBasesPage() {
  const { t, i18n, ready } = useTranslation(NS_EXTERNAL_BASES);
  const user = useStore($user);
  useDocumentTitle(ready ? t('title') : null);
  const list = useQuery({ ...externalBasesQuery(user?.cod_pessoa ?? 0, i18n.language), enabled: Boolean(user) });
  const [states, setStates] = useState<Readonly<Record<string, State>>>({});
  if (!ready || !user) return <PageLoading />;

  const open = (b: BaseExterna) => {
    setStates((s) => ({ ...s, [b.base]: { kind: 'pending' } }));
    // The tab is opened here, in the click, so no popup blocker stops it; the address follows.
    void openInNewTab(() => externalBaseAccess(b.base).then((r) => r.link), t('opening', { base: b.descricao })).then((outcome) =>
      setStates((s) => {
        const next = { ...s };
        if (outcome.kind === 'opened') delete next[b.base];
        else next[b.base] = outcome;
        return next;
      }),
    );
  };

  return (
    <>
      <h1 id="patron-title" className="patron-title">{t('title')}</h1>
      <p className="bases-intro">{t('intro')}</p>
      {list.isPending ? <PageLoading /> : null}
      {list.isError ? (
        <Alert
          type="error"
          showIcon
          role="alert"
          title={t('loadFailed')}
          action={
            <Button size="small" onClick={() => void list.refetch()}>
              {t('retry')}
            </Button>
          }
        />
      ) : null}
      {list.data ? (
        <ul className="bases-list" aria-label={t('listLabel')}>
          {list.data.bases.map((b) => {
            const state = states[b.base];
            const headingId = `base-${b.base}`;
            return (
              <li key={b.base} className="bases-item" aria-labelledby={headingId} data-base={b.base}>
                <h2 id={headingId} className="bases-name">{b.descricao}</h2>
                <p className="bases-summary">{b.resumo}</p>
                {b.configurada ? (
                  <Button
                    type="primary"
                    onClick={() => open(b)}
                    loading={state?.kind === 'pending'}
                    disabled={state?.kind === 'pending'}
                    aria-label={t('openFor', { base: b.descricao })}
                  >
                    {t('open')}
                  </Button>
                ) : (
                  <p className="bases-unavailable">{t('notConfigured')}</p>
                )}
                {state?.kind === 'failed' ? (
                  <Alert
                    className="bases-alert"
                    type="error"
                    showIcon
                    role="alert"
                    title={t('failed', { base: b.descricao })}
                    description={messageText(t, errorMessageKey(toApiError(state.error)) ?? { key: 'errors.unexpected' })}
                  />
                ) : null}
                {state?.kind === 'blocked' ? (
                  <Alert
                    className="bases-alert"
                    type="info"
                    showIcon
                    title={t('blocked')}
                    description={
                      <a href={state.link} target="_blank" rel="noopener noreferrer">
                        {t('blockedLink', { base: b.descricao })}
                      </a>
                    }
                  />
                ) : null}
              </li>
            );
          })}
        </ul>
      ) : null}
    </>
  );
}
