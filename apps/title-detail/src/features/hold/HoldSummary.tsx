import { Suspense } from 'react';
import { Link, lazyComponent } from '@estante/federation/router';
import { holdInfoQuery, holdPossibilityQuery } from '@estante/api-endpoints/title';
import { useQuery } from '@estante/api-client/react';
import { useTranslation } from '@estante/i18n';
import { formatDay } from '@estante/i18n/format';
import { $user, useStore } from '@estante/session';
import { useTitle } from '../record/useTitle';
import { NS_HOLD_SUMMARY } from './strings';
import { titlePath } from '../../refs';

/** "Avise-me quando houver exemplar disponível", fetched only for a patron who could hold the title (every copy is out). */
const AlertButton = lazyComponent('title-detail/alert-button', () => import('../alert/AlertButton'));

/**
 * The title page's hold block: for a patron holding the title, the place in the queue and the
 * expected date, with a link to /reserva; else the link to place a hold, or why a hold is not
 * possible now — the server's reasons: the title's for a visitor (then the hold page asks to sign
 * in), the patron's own too when signed in. A patron who
 * could hold it (no copy on the shelf) may instead ask to be alerted when one is back.
 */
export default function HoldSummary() {
  const { t, i18n, ready } = useTranslation(NS_HOLD_SUMMARY);
  const { cod } = useTitle();
  const user = useStore($user);
  const info = useQuery({ ...holdInfoQuery(user?.cod_pessoa ?? 0, cod ?? 0, i18n.language), enabled: cod !== null && user !== null });
  // A visitor: the title's own rules (the server's), so a hold it would refuse is not offered.
  const possibility = useQuery({ ...holdPossibilityQuery(cod ?? 0, i18n.language), enabled: cod !== null && user === null });
  const pending = user ? info.isPending : possibility.isPending && !possibility.isError;
  if (!ready || cod === null || pending) return null;
  const to = titlePath(cod, 'reserva');
  const data = user ? info.data : possibility.data;
  const mine = user ? info.data?.minha_reserva : null;
  const date = (iso: string) => formatDay(iso, i18n.language);
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
    return <p className="title-hold title-hold--refused">{data.motivo.message}</p>;
  }
  return (
    <div className="title-hold">
      <p>
        <Link to={to}>{t('place')}</Link>
      </p>
      {user && data?.pode_reservar ? (
        <Suspense fallback={null}>
          <AlertButton codAcervo={cod} />
        </Suspense>
      ) : null}
    </div>
  );
}
