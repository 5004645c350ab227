import { lazy, Suspense, useState } from 'react';
import { $loginPrompt, useStore } from '@estante/session';

const LoginDialog = lazy(() => import('./LoginDialog').then((m) => ({ default: m.LoginDialog })));

/**
 * The login dialog, fetched the first time a sign-in is asked for: a page where nobody asks does
 * not load the dialog's code. Once there it stays mounted (it closes with its animation).
 */
export function LoginPrompt() {
  const prompt = useStore($loginPrompt);
  const [asked, setAsked] = useState(false);
  if (prompt !== null && !asked) setAsked(true);
  return asked || prompt !== null ? (
    <Suspense fallback={null}>
      <LoginDialog />
    </Suspense>
  ) : null;
}
