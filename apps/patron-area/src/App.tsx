import { Link } from '@estante/federation/router';
import { routes, type RemoteAppProps } from '@estante/federation';
import { useTranslation } from '@estante/i18n';
import { $user, useStore } from '@estante/session';

/** The personal area (/meupergamum/**). The shell lets only signed-in patrons in. */
export default function App(_props: RemoteAppProps) {
  const { t } = useTranslation();
  const user = useStore($user);
  if (!user) return null;
  return (
    <section aria-labelledby="patron-title" style={{ background: 'var(--estante-surface, #fff)', border: '1px solid var(--estante-border, #d9e1ea)', borderRadius: 8, padding: 24 }}>
      <h1 id="patron-title" style={{ marginTop: 0, color: 'var(--estante-heading, #17476a)' }}>{t('patron.title')}</h1>
      <p>{t('patron.welcome', { name: user.nome_pessoa })}</p>
      <p>{t('patron.userCode', { code: user.login })}</p>
      <Link to={routes.logout()} style={{ color: 'var(--estante-link, #1f5f8b)' }}>{t('patron.signOut')}</Link>
    </section>
  );
}
