import { useState } from 'react';
import type { RecuperarSenhaInicio, RegrasSenha } from '@estante/api-contract';
import { useTranslation } from '@estante/i18n';
import { Button } from '@estante/ui/button';
import { CodeStep } from './CodeStep';
import { PasswordStep } from './PasswordStep';
import { UserStep } from './UserStep';

type Step =
  | { step: 'user' }
  | { step: 'code'; user: string; start: RecuperarSenhaInicio }
  | { step: 'password'; user: string; start: RecuperarSenhaInicio; code: string; rules: RegrasSenha };

const NUMBER = { user: 1, code: 2, password: 3 } as const;

interface Props {
  /** Back to login mode; `changed` after a successful change. */
  readonly onDone: (changed: boolean) => void;
  readonly headingLevel: 'h1' | 'h2';
}

/** Forgot password: user code → verification code → new password (SPEC.md §4, §5). */
export function RecoveryFlow({ onDone, headingLevel: Heading }: Props) {
  const { t } = useTranslation('auth');
  const [state, setState] = useState<Step>({ step: 'user' });
  const [lastUser, setLastUser] = useState('');
  return (
    <section aria-labelledby="auth-recovery-title">
      <Heading id="auth-recovery-title">{t('auth.recovery.title')}</Heading>
      <p className="auth-steps" aria-live="polite">
        {t('auth.recovery.step', { n: NUMBER[state.step], total: 3 })}
      </p>
      {state.step === 'user' ? (
        <UserStep
          initialUser={lastUser}
          onStarted={(user, start) => {
            setLastUser(user);
            setState({ step: 'code', user, start });
          }}
        />
      ) : null}
      {state.step === 'code' ? (
        <CodeStep
          user={state.user}
          start={state.start}
          onResent={(start) => setState({ step: 'code', user: state.user, start })}
          onNeedCaptcha={() => setState({ step: 'user' })}
          onValidated={(code, rules) => setState({ step: 'password', user: state.user, start: state.start, code, rules })}
        />
      ) : null}
      {state.step === 'password' ? <PasswordStep user={state.user} name={state.start.name} code={state.code} rules={state.rules} onChanged={() => onDone(true)} /> : null}
      <Button type="link" block onClick={() => onDone(false)}>
        {t('auth.recovery.backToLogin')}
      </Button>
    </section>
  );
}
