import { Link } from '@estante/federation/router';
import { routes } from '@estante/federation';
import { useTranslation } from '@estante/i18n';
import { $user, useStore } from '@estante/session';
import { NS } from '../../strings';

/** The personal area's first page: who is signed in, and the way out. */
export default function SummaryPage() {
  const { t } = useTranslation(NS);
  const user = useStore($user);
  if (!user) return null;
  return (
    <>
      <h1 id="patron-title" className="patron-title">{t('patron.title')}</h1>
      <p>{t('patron.welcome', { name: user.nome_pessoa })}</p>
      <p>{t('patron.userCode', { code: user.login })}</p>
      <Link to={routes.logout()} className="patron-link">{t('patron.signOut')}</Link>
    </>
  );
}
