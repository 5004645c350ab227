import { useState } from 'react';
import { useTranslation } from '@estante/i18n';
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
  const [notice, setNotice] = useState<string | null>(null);
  const Heading = variant === 'page' ? 'h1' : 'h2';
  return (
    <section className={`auth-login auth-login--${variant}`} aria-labelledby={mode === 'login' ? 'auth-login-title' : 'auth-recovery-title'}>
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
              setMode('forgot');
            }}
          />
        </>
      ) : (
        <RecoveryFlow
          headingLevel={Heading}
          onDone={(changed) => {
            setNotice(changed ? t('auth.recovery.changed') : null);
            setMode('login');
          }}
        />
      )}
    </section>
  );
}
