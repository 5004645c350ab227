import { holdInfoQuery, holdPossibilityQuery } from '@estante/api-endpoints/title';
import { useQuery } from '@estante/api-client/react';
import { useTranslation } from '@estante/i18n';
import { $user, useStore } from '@estante/session';
import { Alert } from '@estante/ui/feedback';
import { QueryFailed } from '../record/QueryFailed';
import { useTitle } from '../record/useTitle';
import { ViewLoading } from '../record/ViewLoading';
import { CurrentHold } from './CurrentHold';
import { HoldForm } from './HoldForm';
import { NS_HOLD } from './strings';
import './hold.css';

/**
 * /acervo/{cod}/reserva (SPEC.md §2, §4, §5, §8): before the click, whether a hold is possible and
 * why not in plain words (the server's own reasons: a visitor gets the title's, a patron also their
 * own); the form with the queue position and estimate; the patron's own hold and cancelling it. A
 * visitor offered the form chooses and is asked to sign in (choices kept).
 */
export default function HoldView() {
  const { t, ready } = useTranslation(NS_HOLD);
  const { cod } = useTitle();
  const user = useStore($user);
  if (!ready || cod === null) return <ViewLoading />;
  return (
    <section className="title-hold-view" aria-labelledby="hold-heading">
      <h2 id="hold-heading">{t('heading')}</h2>
      {user ? <PatronHold cod={cod} codPessoa={user.cod_pessoa} /> : <VisitorHold cod={cod} />}
    </section>
  );
}

function PatronHold({ cod, codPessoa }: { readonly cod: number; readonly codPessoa: number }) {
  const { t, i18n } = useTranslation(NS_HOLD);
  const info = useQuery(holdInfoQuery(codPessoa, cod, i18n.language));
  if (info.isError) return <QueryFailed what={t('loadFailed')} error={info.error} onRetry={info.refetch} />;
  if (!info.data) return <ViewLoading />;
  const { minha_reserva: mine, pode_reservar: possible, motivo, fila, combinacoes, bibliotecas } = info.data;
  if (mine) return <CurrentHold hold={mine} codPessoa={codPessoa} />;
  if (!possible) return <Refused message={motivo?.message} />;
  return (
    <>
      <p>{t('intro')}</p>
      <p>{fila.tamanho === 0 ? t('queueEmpty') : t('queueNow', { count: fila.tamanho })}</p>
      <HoldForm cod={cod} codPessoa={codPessoa} combos={combinacoes} libraries={bibliotecas} />
    </>
  );
}

function Refused({ message }: { readonly message: string | undefined }) {
  const { t } = useTranslation(NS_HOLD);
  return <Alert type="warning" showIcon role="status" message={t('refused')} description={message} />;
}

function VisitorHold({ cod }: { readonly cod: number }) {
  const { t, i18n } = useTranslation(NS_HOLD);
  const info = useQuery(holdPossibilityQuery(cod, i18n.language));
  if (info.isError) return <QueryFailed what={t('loadFailed')} error={info.error} onRetry={info.refetch} />;
  if (!info.data) return <ViewLoading />;
  const { pode_reservar: possible, motivo, combinacoes, bibliotecas } = info.data;
  // Why not, before anything is filled in: no form to fill for a hold the server would refuse.
  if (!possible) return <Refused message={motivo?.message} />;
  return (
    <>
      <p>{t('visitorIntro')}</p>
      <p>{t('visitorChecks')}</p>
      <HoldForm cod={cod} codPessoa={null} combos={combinacoes} libraries={bibliotecas} />
    </>
  );
}
