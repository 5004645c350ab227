import { useState } from 'react';
import { setAvailabilityAlert } from '@estante/api-endpoints/patron';
import { errorMessageKey, toApiError } from '@estante/api-client';
import { useMutation } from '@estante/api-client/react';
import { Link, useRouteRef } from '@estante/federation/router';
import { messageText, useTranslation } from '@estante/i18n';
import { $user, useStore } from '@estante/session';
import { Button } from '@estante/ui/button';
import { notify } from '@estante/ui/notify';
import { NS_ALERT } from './strings';
import { alertsLink } from '../../refs';

/**
 * "Avise-me quando houver exemplar disponível": sets the signed-in patron's availability alert on
 * the title (POST /api/solicitacoes/alertas). For a title with no copy on the shelf; a visitor sees
 * nothing. One send at a time; an alert set already (another tab) is said as the server says it.
 * Default export: the title page loads it lazily.
 */
export default function AlertButton({ codAcervo }: { readonly codAcervo: number }) {
  const { t, ready } = useTranslation(NS_ALERT);
  const alerts = useRouteRef(alertsLink);
  const user = useStore($user);
  const [set, setSet] = useState(false);
  const send = useMutation({ mutationFn: () => setAvailabilityAlert({ codAcervo }) });
  if (!ready || !user) return null;

  const click = async () => {
    try {
      notify.success((await send.mutateAsync(undefined)).message);
      setSet(true);
    } catch (error) {
      const e = toApiError(error);
      const message = errorMessageKey(e);
      if (e.status === 409) setSet(true);
      notify[e.status === 409 ? 'info' : 'error'](message ? messageText(t, message) : t('failed'));
    }
  };

  return set ? (
    <p className="title-alert" role="status">
      {t('set')} <Link to={alerts()}>{t('seeAlerts')}</Link>
    </p>
  ) : (
    <Button onClick={() => void click()} loading={send.isPending} disabled={send.isPending}>
      {t('button')}
    </Button>
  );
}
