import { useState } from 'react';
import type { VinculoResultado } from '@estante/api-contract';
import { errorMessageKey, toApiError } from '@estante/api-client';
import { baseAccessLink, electronicLinksQuery, openInNewTab, recordLinkAccess, titleBaseLinksQuery, type TabOutcome } from '@estante/api-endpoints/title';
import { useQuery } from '@estante/api-client/react';
import { messageText, useTranslation } from '@estante/i18n';
import { Button } from '@estante/ui/button';
import { Alert } from '@estante/ui/feedback';
import { $signedIn, useStore } from '@estante/session';
import { NS } from '../../strings';
import { SignInPrompt } from '../signin/SignInGate';
import { safeUrl } from './safeUrl';

/**
 * The title's electronic locations (856), opening in a new window without access to this page. A
 * link that points at an external content base the installation subscribes to (SPEC.md §7) opens
 * through the patron's signed access address; a visitor is asked to sign in first.
 */
export function ElectronicLinks({ cod }: { readonly cod: number }) {
  const { t } = useTranslation(NS);
  const signedIn = useStore($signedIn);
  const bases = new Map((useQuery(titleBaseLinksQuery(cod)).data ?? []).filter((l) => l.base !== null).map((l) => [l.url, l]));
  const links = (useQuery(electronicLinksQuery(cod)).data ?? []).flatMap((l) => {
    const href = safeUrl(l.url);
    return href ? [{ ...l, href }] : [];
  });
  if (links.length === 0) return null;
  return (
    <section className="title-section" aria-labelledby="title-links">
      <h2 id="title-links" className="title-section__heading">{t('titleDetail.tags.856')}</h2>
      <ul className="title-links">
        {links.map((l) => {
          const base = bases.get(l.url);
          return (
            <li key={l.href}>
              {base ? (
                signedIn ? (
                  <BaseLink cod={cod} link={base} />
                ) : (
                  <>
                    <span>{l.descricao}</span>
                    <SignInPrompt text={t('titleDetail.baseLinks.signInForBase', { base: base.baseDescricao ?? base.base })} />
                  </>
                )
              ) : (
                <a href={l.href} target="_blank" rel="noopener noreferrer" onClick={() => void recordLinkAccess(cod, l.url).catch(() => undefined)}>
                  {l.descricao}
                  <span className="estante-visually-hidden"> ({t('titleDetail.newWindow')})</span>
                </a>
              )}
              {l.nota && l.nota !== l.descricao ? <span className="title-links__note"> — {l.nota}</span> : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

type State = { readonly kind: 'pending' } | Exclude<TabOutcome, { kind: 'opened' }> | null;

/** A link to an external base: a new tab opened in the click, sent to the patron's access address (or closed with SPEC.md §8's message). */
function BaseLink({ cod, link }: { readonly cod: number; readonly link: VinculoResultado }) {
  const { t } = useTranslation(NS);
  const [state, setState] = useState<State>(null);
  const name = link.baseDescricao ?? link.base ?? '';
  const open = () => {
    setState({ kind: 'pending' });
    void recordLinkAccess(cod, link.url).catch(() => undefined);
    void openInNewTab(() => baseAccessLink(link.base ?? '').then((r) => r.link), t('titleDetail.baseLinks.opening', { base: name })).then((outcome) =>
      setState(outcome.kind === 'opened' ? null : outcome),
    );
  };
  return (
    <>
      <Button
        type="link"
        className="title-links__base"
        onClick={open}
        loading={state?.kind === 'pending'}
        disabled={state?.kind === 'pending'}
        aria-label={t('titleDetail.baseLinks.openBase', { descricao: link.descricao, base: name })}
      >
        {link.descricao}
      </Button>
      {state?.kind === 'failed' ? (
        <Alert
          type="error"
          showIcon
          role="alert"
          title={t('titleDetail.baseLinks.failed', { base: name })}
          description={messageText(t, errorMessageKey(toApiError(state.error)) ?? { key: 'errors.unexpected' })}
        />
      ) : null}
      {state?.kind === 'blocked' ? (
        <Alert
          type="info"
          showIcon
          title={t('titleDetail.baseLinks.blocked')}
          description={
            <a href={state.link} target="_blank" rel="noopener noreferrer">
              {t('titleDetail.baseLinks.blockedLink', { base: name })}
            </a>
          }
        />
      ) : null}
    </>
  );
}
