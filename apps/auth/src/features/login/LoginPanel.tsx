import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '@estante/i18n';
import { $institution, useStore } from '@estante/session';
import { useDocumentTitle } from '@estante/ui/document';
import { RecoveryFlow } from '../recovery/RecoveryFlow';
import { LoginForm, type LoginVariant } from './LoginForm';
import type { Destination } from './schema';
import './login.css';

interface Props {
  readonly variant: LoginVariant;
  readonly onSignedIn: (destination: Destination) => void;
  readonly returnTo: string;
  /** The sign-in was started from a page worth going back to: "Direcionar para" offers it, chosen. */
  readonly canReturn?: boolean;
}

/** The login screen in any of its three places (SPEC.md §2): login mode and forgot-password mode. */
export function LoginPanel({ variant, onSignedIn, returnTo, canReturn = false }: Props) {
  const { t } = useTranslation('auth');
  const [mode, setMode] = useState<'login' | 'forgot'>('login');
  const section = useRef<HTMLElement | null>(null);
  const switched = useRef(false);
  // The button pressed is gone with the mode it belonged to: the focus goes to the new mode's first
  // field instead of falling to the page (WCAG 2.4.3; issue 29, keyboard.spec.ts).
  useEffect(() => {
    if (!switched.current) return undefined;
    // The recovery steps may still be loading: tried on each frame for a second.
    let frame = 0;
    let left = 60;
    const tryFocus = () => {
      const field = section.current?.querySelector<HTMLElement>('input:not([type="hidden"]), select, textarea');
      if (field) field.focus();
      else if (left-- > 0) frame = requestAnimationFrame(tryFocus);
    };
    tryFocus();
    return () => cancelAnimationFrame(frame);
  }, [mode]);
  const change = (next: 'login' | 'forgot') => {
    switched.current = true;
    setMode(next);
  };
  const [notice, setNotice] = useState<string | null>(null);
  const Heading = variant === 'page' ? 'h1' : 'h2';
  const sigla = useStore($institution)?.sigla;
  // On its own page the tab is named after the step (WCAG 2.4.2); over another page, that page keeps its name.
  useDocumentTitle(variant === 'page' ? `${t(mode === 'login' ? 'auth.title' : 'auth.recovery.title')} | ${[t('common.catalogueName'), sigla].filter(Boolean).join(' ')}` : null);
  return (
    <section ref={section} className={`auth-login auth-login--${variant}`} aria-labelledby={mode === 'login' ? 'auth-login-title' : 'auth-recovery-title'}>
      {mode === 'login' ? (
        <>
          <Heading id="auth-login-title">{t('auth.title')}</Heading>
          <LoginForm
            variant={variant}
            onSignedIn={onSignedIn}
            returnTo={returnTo}
            canReturn={canReturn}
            notice={notice}
            onForgotPassword={() => {
              setNotice(null);
              change('forgot');
            }}
          />
        </>
      ) : (
        <RecoveryFlow
          headingLevel={Heading}
          onDone={(changed) => {
            setNotice(changed ? t('auth.recovery.changed') : null);
            change('login');
          }}
        />
      )}
    </section>
  );
}
