import { Link } from '@estante/federation/router';
import { routes } from '@estante/federation';
import { holdInfoQuery } from '@estante/api-client/title';
import { useQuery } from '@estante/api-client/react';
import { htmlLang, useTranslation } from '@estante/i18n';
import { $user, useStore } from '@estante/session';
import { useTitle } from '../record/useTitle';
import { holdDate } from './date';
import { NS_HOLD_SUMMARY } from './strings';

/**
 * The title page's hold block: for a patron holding the title, the place in the queue and the
 * expected date, with a link to /reserva; else the link to place a hold, or — signed in — why a
 * hold is not possible now. A visitor sees the link (the hold page asks to sign in).
 */
export default function HoldSummary() {
  const { t, i18n, ready } = useTranslation(NS_HOLD_SUMMARY);
  const { cod } = useTitle();
  const user = useStore($user);
  const info = useQuery({ ...holdInfoQuery(user?.cod_pessoa ?? 0, cod ?? 0, i18n.language), enabled: cod !== null && user !== null });
  if (!ready || cod === null || (user && info.isPending)) return null;
  const to = routes.title(cod, 'reserva');
  const data = user ? info.data : undefined;
  const mine = data?.minha_reserva;
  const date = (iso: string) => holdDate(iso, htmlLang(i18n.language));
  if (mine) {
    const text =
      mine.situacao === 'liberada' && mine.data_limite_retirada
        ? t('ready', { date: date(mine.data_limite_retirada) })
        : mine.previsao !== null && mine.dias !== null
          ? t('mine', { posicao: mine.posicao_fila, date: date(mine.previsao), count: mine.dias })
          : t('mineNoDate', { posicao: mine.posicao_fila });
    return (
      <p className="title-hold title-hold--mine">
        {text} <Link to={to}>{t('view')}</Link>
      </p>
    );
  }
  if (data && !data.pode_reservar && data.motivo) {
    return (
      <p className="title-hold title-hold--refused">
        <strong>{t('why')}:</strong> {data.motivo.message}
      </p>
    );
  }
  return (
    <p className="title-hold">
      <Link to={to}>{t('place')}</Link>
    </p>
  );
}
