import type { UsuarioTroca } from '@estante/api-contract';
import { switchUser, switchUsersQuery } from '@estante/api-endpoints/patron';
import { errorMessageKey, toApiError } from '@estante/api-client';
import { useMutation, useQuery } from '@estante/api-client/react';
import { useNavigate } from '@estante/federation/router';
import { messageText, useTranslation } from '@estante/i18n';
import { $session, $user, useStore } from '@estante/session';
import { completeSignIn } from '@estante/session/sign-in';
import { Button } from '@estante/ui/button';
import { Alert } from '@estante/ui/feedback';
import { notify } from '@estante/ui/notify';
import { useDocumentTitle } from '../../blocks/useDocumentTitle';
import { PageLoading } from '../../layout/PageLoading';
import { NS_SWITCH } from './strings';
import { pagePath } from '../../refs';
import './user-switch.css';

/**
 * User switch (SPEC.md §3): the patron's other registrations (same CPF). Choosing one signs in as
 * it — the new session stored like a sign-in's — and lands on the personal area with its name.
 */
export default function UserSwitchPage() {
  const { t, i18n, ready } = useTranslation(NS_SWITCH);
  const { t: tc } = useTranslation();
  const user = useStore($user);
  const session = useStore($session);
  const navigate = useNavigate();
  useDocumentTitle(ready ? t('title') : null);
  const list = useQuery({ ...switchUsersQuery(user?.cod_pessoa ?? 0, i18n.language), enabled: Boolean(user) });
  const change = useMutation({
    mutationFn: async (u: UsuarioTroca) => {
      const result = await completeSignIn(await switchUser(u.usuario), { remember: session?.remember ?? false });
      if (result.status !== 'signedIn') throw result.status === 'failed' ? result.error : new Error(result.status);
      return result.session.user.nome_pessoa;
    },
  });
  if (!ready || !user) return <PageLoading />;

  const choose = async (u: UsuarioTroca) => {
    try {
      const name = await change.mutateAsync(u);
      notify.success(t('switched', { name }));
      navigate(pagePath());
    } catch (error) {
      const message = errorMessageKey(toApiError(error));
      notify.error(message ? messageText(t, message) : t('failed'));
    }
  };
  const usuarios = list.data?.usuarios ?? [];
  return (
    <>
      <h1 id="patron-title" className="patron-title">{t('title')}</h1>
      {list.isError ? (
        <Alert type="error" showIcon message={t('loadFailed')} action={<Button onClick={list.refetch}>{tc('common.retry')}</Button>} />
      ) : !list.data ? (
        <PageLoading />
      ) : usuarios.length === 0 ? (
        <p>{t('none')}</p>
      ) : (
        <>
          <p>{t('intro')}</p>
          <p>{t('current', { name: user.nome_pessoa })}</p>
          <ul className="patron-switch">
            {usuarios.map((u) => (
              <li key={u.usuario} className="patron-switch__item">
                <span>
                  <strong>{u.nome}</strong>
                  <br />
                  {t('item', { category: u.categoria, login: u.login })}
                </span>
                <Button type="primary" loading={change.isPending} disabled={change.isPending} onClick={() => void choose(u)} aria-label={t('switchFor', { name: u.nome, category: u.categoria })}>
                  {t('switch')}
                </Button>
              </li>
            ))}
          </ul>
        </>
      )}
    </>
  );
}
