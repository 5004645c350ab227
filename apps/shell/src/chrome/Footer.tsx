import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useLocation } from '@estante/federation/router';
import { useTranslation } from '@estante/i18n';
import { $activities, $institution, $loginPrompt, $signedIn, activityEnabled, useStore } from '@estante/session';

// The dialogs (their forms, validation, selects, the sanitiser of the support text) are fetched
// when first opened: a page that only shows the footer's buttons does not load them.
const CommentDialog = lazy(() => import('./footer/CommentDialog').then((m) => ({ default: m.CommentDialog })));
const SuggestionDialog = lazy(() => import('./footer/SuggestionDialog').then((m) => ({ default: m.SuggestionDialog })));
const SupportDialog = lazy(() => import('./footer/SupportDialog').then((m) => ({ default: m.SupportDialog })));
import { safeExternalUrl, useExternalLinks } from './footer/useExternalLinks';
import './footer/footer.css';

/** Activities of SPEC.md §6 the footer answers to. */
const COMMENTS = 13;
const SUGGESTION = 12;
const EXTERNAL_LINKS = [57, 87, 88] as const;

type Dialog = 'comment' | 'suggestion' | 'support';
type Form = 'comment' | 'suggestion';

function NewTabIcon() {
  return (
    <svg className="estante-footer__icon" width="12" height="12" viewBox="0 0 12 12" aria-hidden="true" focusable="false">
      <path d="M5 2H2v8h8V7M7 1h4v4M11 1L5.5 6.5" fill="none" stroke="currentColor" strokeWidth="1.4" />
    </svg>
  );
}

/** A link to another site: a new tab that gets no handle on this page, and a name that says so. */
function ExternalAnchor({ href, children }: { readonly href: string; readonly children: string }) {
  const { t } = useTranslation('shell');
  return (
    <a className="estante-footer__link" href={href} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="estante-visually-hidden"> {t('footer.newTab')}</span>
      <NewTabIcon />
    </a>
  );
}

/** The external links of the enabled activities (57, 87, 88), each an item of the footer's list. */
function ExternalLinks({ activities }: { readonly activities: readonly number[] }) {
  const { t, i18n } = useTranslation('shell');
  const links = useExternalLinks(activities);
  // The institution names its links in Portuguese (its own data, e.g. "Portal de Periódicos CAPES");
  // in English and Spanish the link is named by what it is, in the page's language.
  const label = (l: { cod: number; label: string }) => (i18n.language.startsWith('pt') ? l.label : t(`footer.external.${l.cod}`));
  return links.map((l) => (
    <li key={l.cod}>
      <ExternalAnchor href={l.href}>{label(l)}</ExternalAnchor>
    </li>
  ));
}

/**
 * The footer (SPEC.md §2): the general comment (activity 13) and acquisition suggestion (12)
 * dialogs, the external links of activities 57, 87 and 88, the privacy link when the institution
 * has one, the support text, the copyright and the minimum browsers.
 */
export function Footer() {
  const { t } = useTranslation('shell');
  const institution = useStore($institution);
  const activities = useStore($activities);
  const signedIn = useStore($signedIn);
  const loginPrompt = useStore($loginPrompt);
  const { pathname } = useLocation();
  const external = EXTERNAL_LINKS.filter((cod) => activityEnabled(activities, cod));
  const [open, setOpen] = useState<Dialog | null>(null);
  const close = () => setOpen(null);
  // A dialog opened once stays mounted (closed), so its form keeps what was typed.
  const [mounted, setMounted] = useState<ReadonlySet<Dialog>>(() => new Set());
  if (open && !mounted.has(open)) setMounted(new Set(mounted).add(open));

  // Another page: the dialogs close (their forms keep what was typed).
  useEffect(() => setOpen(null), [pathname]);

  // A visitor who asks to sign in from a dialog finds it open again once signed in.
  const [resume, setResume] = useState<Form | null>(null);
  const signingIn = useRef(false);
  const startLogin = (form: Form) => {
    signingIn.current = false;
    setResume(form);
    setOpen(null);
  };
  useEffect(() => {
    if (!resume) return;
    if (loginPrompt !== null || pathname === '/login') {
      signingIn.current = true;
      return;
    }
    if (signedIn) {
      setOpen(resume);
      setResume(null);
    } else if (signingIn.current) {
      setResume(null); // the login was left without signing in
    }
  }, [resume, loginPrompt, pathname, signedIn]);

  const privacy = safeExternalUrl(institution?.link_lgpd);
  const support = institution?.msg_suporte_consulta?.trim() ?? '';
  const comments = activityEnabled(activities, COMMENTS);
  const suggestions = activityEnabled(activities, SUGGESTION);
  const hasNav = comments || suggestions || external.length > 0 || privacy !== null || support !== '';

  return (
    <footer className="estante-footer">
      <div className="estante-footer__inner estante-footer__content">
        {hasNav ? (
          <nav aria-label={t('footer.nav')} className="estante-footer__nav">
            <ul>
              {comments ? (
                <li className="estante-js-only">
                  <button type="button" className="estante-footer__link" aria-haspopup="dialog" onClick={() => setOpen('comment')}>
                    {t('footer.comment.open')}
                  </button>
                </li>
              ) : null}
              {suggestions ? (
                <li className="estante-js-only">
                  <button type="button" className="estante-footer__link" aria-haspopup="dialog" onClick={() => setOpen('suggestion')}>
                    {t('footer.suggestion.open')}
                  </button>
                </li>
              ) : null}
              {/* Their own boundary: rows the server could not fetch are asked for by the page, the rest of the footer stays. */}
              <Suspense fallback={null}>
                <ExternalLinks activities={external} />
              </Suspense>
              {privacy ? (
                <li>
                  <ExternalAnchor href={privacy}>{t('footer.privacy')}</ExternalAnchor>
                </li>
              ) : null}
              {support ? (
                <li className="estante-js-only">
                  <button type="button" className="estante-footer__link" aria-haspopup="dialog" onClick={() => setOpen('support')}>
                    {t('footer.support')}
                  </button>
                </li>
              ) : null}
            </ul>
          </nav>
        ) : null}
        <div className="estante-footer__legal">
          {/* The year the server wrote may be the page's next one for a few hours on New Year's Eve. */}
          <p suppressHydrationWarning>{t('shell.copyright', { year: new Date().getFullYear(), institution: institution?.nome ?? t('common.appName') })}</p>
          <p className="estante-footer__browsers">{t('shell.browsers')}</p>
        </div>
      </div>
      <Suspense fallback={null}>
        {comments && mounted.has('comment') ? <CommentDialog open={open === 'comment'} onClose={close} onLogin={() => startLogin('comment')} /> : null}
        {suggestions && mounted.has('suggestion') ? <SuggestionDialog open={open === 'suggestion'} onClose={close} onLogin={() => startLogin('suggestion')} /> : null}
        {support && mounted.has('support') ? <SupportDialog open={open === 'support'} html={support} onClose={close} /> : null}
      </Suspense>
    </footer>
  );
}
