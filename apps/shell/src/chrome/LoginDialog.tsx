import { useTranslation } from '@estante/i18n';
import { Modal } from '@estante/ui/modal';
import { $loginPrompt, closeLoginPrompt, useStore } from '@estante/session';
import { RemoteRoute } from '../RemoteRoute';

/**
 * The login dialog (SPEC.md §2 "login screen: full page, embedded, or modal"): the auth
 * remote's panel over the current page; signing in closes it and the page stays.
 */
export function LoginDialog() {
  const { t } = useTranslation('shell');
  const prompt = useStore($loginPrompt);
  return (
    <Modal open={prompt !== null} onCancel={closeLoginPrompt} footer={null} destroyOnHidden title={t('shell.loginTitle')} width={460} closable={{ 'aria-label': t('shell.close') }}>
      {prompt ? <RemoteRoute name="auth" basePath="/" variant="modal" onSignedIn={closeLoginPrompt} /> : null}
    </Modal>
  );
}
