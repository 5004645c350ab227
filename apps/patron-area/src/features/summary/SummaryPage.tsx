import type { ReactNode } from 'react';
import { Link, useRouteRef } from '@estante/federation/router';
import { patronSummaryQuery } from '@estante/api-endpoints/patron';
import { useQuery } from '@estante/api-client/react';
import { useTranslation } from '@estante/i18n';
import { $user, useActivity, useStore } from '@estante/session';
import { useDocumentTitle } from '../../blocks/useDocumentTitle';
import { PageLoading } from '../../layout/PageLoading';
import { formatDay } from '@estante/i18n/format';
import { formatMoney } from '../../format';
import { NS } from '../../strings';
import { pagePath, titleLink } from '../../refs';
import type { PatronPage } from '../../routes';
import { NS_SUMMARY } from './strings';
import NewForYouCard from '../interest-profile/NewForYouCard';
import './summary.css';

/** One part of the summary: a heading, what it says in words, and the way to its page. */
function Card({ id, heading, to, link, children }: { readonly id: string; readonly heading: string; readonly to: PatronPage; readonly link: string; readonly children: ReactNode }) {
  return (
    <section className="summary-card" aria-labelledby={id}>
      <h2 id={id}>{heading}</h2>
      {children}
      <Link to={pagePath(to)} className="patron-link summary-more">{link}</Link>
    </section>
  );
}

/** The personal area's first page: loans due soon, holds ready to collect (each title linking to its page), debts, unread alerts, each part linking to its page. */
export default function SummaryPage() {
  const { t, i18n, ready } = useTranslation(NS_SUMMARY);
  const area = useTranslation(NS);
  const user = useStore($user);
  const title = useRouteRef(titleLink);
  useDocumentTitle(ready ? t('title') : null);
  const summary = useQuery({ ...patronSummaryQuery(user?.cod_pessoa ?? 0), enabled: Boolean(user) });
  const interest = useActivity(5728, 571);
  if (!ready || !area.ready || !user) return <PageLoading />;
  const lang = i18n.language;
  const s = summary.data;
  return (
    <>
      {/* The area's front page keeps the area's name as its heading; the tab says "Resumo | Meu Pergamum". */}
      <h1 id="patron-title" className="patron-title">{area.t('patron.title')}</h1>
      <p>{t('intro')}</p>
      {summary.isError ? (
        <p role="alert">
          {t('failed')}{' '}
          <button type="button" className="summary-retry" onClick={() => void summary.refetch()}>{t('common.retry')}</button>
        </p>
      ) : !s ? (
        <PageLoading />
      ) : (
        <div className="summary-grid">
          {s.emprestimos ? (
            <Card id="summary-loans" heading={t('loans.heading')} to="emprestimos" link={t('loans.link')}>
              <p>{t('loans.due', { count: s.emprestimos.vencendo.length })} {t('loans.open', { count: s.emprestimos.abertos })}</p>
              {s.emprestimos.vencendo.length > 0 ? (
                <ul className="summary-list">
                  {s.emprestimos.vencendo.map((l) => (
                    <li key={l.cod_emprestimo}>
                      <Link className="patron-link summary-item-title" to={title({ codAcervo: l.cod_acervo })}>{l.titulo}</Link> — {t('loans.item', { date: formatDay(l.data_devolucao, lang) })}
                      {l.atrasado ? <strong className="summary-overdue"> ({t('loans.overdue')})</strong> : null}
                    </li>
                  ))}
                </ul>
              ) : null}
            </Card>
          ) : null}
          {s.reservas ? (
            <Card id="summary-holds" heading={t('holds.heading')} to="reservas" link={t('holds.link')}>
              <p>{t('holds.ready', { count: s.reservas.liberadas.length })}</p>
              {s.reservas.liberadas.length > 0 ? (
                <ul className="summary-list">
                  {s.reservas.liberadas.map((r) => {
                    const date = formatDay(r.data_limite_retirada, lang);
                    return (
                      <li key={r.cod_reserva}>
                        <Link className="patron-link summary-item-title" to={title({ codAcervo: r.cod_acervo })}>{r.titulo}</Link> —{' '}
                        {r.desc_biblioteca ? t('holds.item', { library: r.desc_biblioteca, date }) : t('holds.itemNoLibrary', { date })}
                      </li>
                    );
                  })}
                </ul>
              ) : null}
            </Card>
          ) : null}
          {s.debitos ? (
            <Card id="summary-debts" heading={t('debts.heading')} to="debitos" link={t('debts.link')}>
              <p>{s.debitos.quantidade === 0 ? t('debts.none') : t('debts.open', { count: s.debitos.quantidade, total: formatMoney(s.debitos.total) })}</p>
            </Card>
          ) : null}
          {s.alertas ? (
            <Card id="summary-alerts" heading={t('alerts.heading')} to="alertas" link={t('alerts.link')}>
              <p>{t('alerts.unread', { count: s.alertas.nao_lidos })}</p>
            </Card>
          ) : null}
          {interest ? <NewForYouCard codPessoa={user.cod_pessoa} /> : null}
        </div>
      )}
    </>
  );
}
