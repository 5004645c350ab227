import type { ReferenciaPlano } from '@estante/api-contract';
import { availabilityQuery } from '@estante/api-endpoints/catalogue';
import { teachingPlanQuery } from '@estante/api-endpoints/patron';
import { errorMessageKey, toApiError } from '@estante/api-client';
import { useQuery } from '@estante/api-client/react';
import { Link, useRouteRef } from '@estante/federation/router';
import { messageText, useTranslation } from '@estante/i18n';
import { formatDay } from '@estante/i18n/format';
import { Button } from '@estante/ui/button';
import { Alert } from '@estante/ui/feedback';
import { PageLoading } from '../../layout/PageLoading';
import { pagePath, titleLink } from '../../refs';
import { availabilityKind, availabilityOf, PLANO_CAMPOS, pagesOf, type Availability } from './rules';
import { NS_TEACHING_PLAN } from './strings';

/** What a title's copies say now, in words (SPEC.md: availability by campus). */
function AvailabilityLine({ a, loading }: { readonly a: Availability | undefined; readonly loading: boolean }) {
  const { t } = useTranslation(NS_TEACHING_PLAN);
  if (loading) return <p className="tplan-avail">{t('avail.loading')}</p>;
  const kind = availabilityKind(a);
  return (
    <div className={`tplan-avail tplan-avail--${kind}`}>
      <p>{kind === 'none' ? t('avail.none') : t(`avail.${kind}`, { available: a?.disponiveis ?? 0, count: a?.total ?? 0 })}</p>
      {a && a.campi.length > 1 ? (
        <ul className="tplan-campi">
          {a.campi.map((c) => <li key={c.nome}>{t('avail.campus', { campus: c.nome, available: c.disponiveis, count: c.total })}</li>)}
        </ul>
      ) : null}
    </div>
  );
}

/** One teaching plan to read: its fields, and its bibliography with each title's availability and a link to it. */
export function PlanView({ codPessoa, codPlano }: { readonly codPessoa: number; readonly codPlano: number }) {
  const { t, i18n } = useTranslation(NS_TEACHING_PLAN);
  const { t: tc } = useTranslation();
  const title = useRouteRef(titleLink);
  const query = useQuery(teachingPlanQuery(codPessoa, codPlano));
  const ids = (query.data?.bibliografia ?? []).map((r) => r.cod_acervo);
  const availability = useQuery({ ...availabilityQuery(ids), enabled: ids.length > 0 });
  const back = <Link className="patron-link tplan-back" to={pagePath('plano-ensino')}>{t('back')}</Link>;
  if (query.isError) {
    const message = errorMessageKey(toApiError(query.error));
    return (
      <>
        {back}
        <Alert type="error" showIcon role="alert" title={message ? messageText(t, message) : t('loadFailed')} action={<Button onClick={() => void query.refetch()}>{tc('common.retry')}</Button>} />
      </>
    );
  }
  const plan = query.data;
  if (!plan) return <PageLoading />;
  const copies = availabilityOf(availability.data);
  const refs = (tipo: 'B' | 'C') => plan.bibliografia.filter((r) => r.tipo === tipo);
  const details = (r: ReferenciaPlano) => {
    const pages = pagesOf(r);
    const parts = [r.capitulo ? t('read.chapter', { chapter: r.capitulo }) : null, pages ? t('read.pages', { pages }) : null].filter(Boolean);
    return parts.length ? <p className="tplan-ref-desc">{parts.join(' · ')}</p> : null;
  };

  return (
    <>
      {back}
      <article className="tplan-read" aria-labelledby="tplan-read-heading">
        <h2 id="tplan-read-heading" className="tplan-heading">{t('editor.heading', { code: plan.disciplina.codigo, name: plan.disciplina.nome_disciplina })}</h2>
        <p className="tplan-meta">
          {t('read.by', { professor: plan.professor, date: formatDay(plan.atualizado_em, i18n.language) })}
          {plan.meu ? <> · <Link className="patron-link" to={`?disciplina=${plan.disciplina.cod_disciplina}`}>{t('edit')}</Link></> : null}
        </p>
        {PLANO_CAMPOS.filter((c) => plan[c]).map((c) => (
          <section key={c} aria-labelledby={`tplan-read-${c}`}>
            <h3 id={`tplan-read-${c}`}>{t(`fields.${c}`)}</h3>
            <p className="tplan-text">{plan[c]}</p>
          </section>
        ))}
        {(['B', 'C'] as const).map((tipo) => (
          <section key={tipo} aria-labelledby={`tplan-read-bib-${tipo}`}>
            <h3 id={`tplan-read-bib-${tipo}`}>{t(`bib.${tipo}`)}</h3>
            {refs(tipo).length === 0 ? (
              <p>{t('read.noTitles')}</p>
            ) : (
              <ol className="tplan-refs">
                {refs(tipo).map((r) => (
                  <li key={r.cod_acervo} className="tplan-ref">
                    <Link className="patron-link tplan-ref-title" to={title({ codAcervo: r.cod_acervo })}>{r.obra}</Link>
                    <p className="tplan-ref-desc">{r.descricao}</p>
                    {details(r)}
                    {r.nota ? <p className="tplan-ref-desc">{t('read.note', { note: r.nota })}</p> : null}
                    <AvailabilityLine a={copies.get(r.cod_acervo)} loading={availability.isPending} />
                  </li>
                ))}
              </ol>
            )}
          </section>
        ))}
        {availability.isError ? <p role="alert">{t('avail.failed')}</p> : null}
      </article>
    </>
  );
}
