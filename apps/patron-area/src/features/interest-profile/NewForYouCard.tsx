import { newForYouQuery } from '@estante/api-endpoints/patron';
import { useQuery } from '@estante/api-client/react';
import { Link, useRouteRef } from '@estante/federation/router';
import { useTranslation } from '@estante/i18n';
import { pagePath, titleLink } from '../../refs';
import { NS_INTEREST } from './strings';

/** How many of "new for you" the summary names. */
const SHOWN = 5;

/** The summary's "new for you" part: how many titles, the newest few, the way to the page. */
export default function NewForYouCard({ codPessoa }: { readonly codPessoa: number }) {
  const { t, i18n, ready } = useTranslation(NS_INTEREST);
  const title = useRouteRef(titleLink);
  const news = useQuery(newForYouQuery(codPessoa, i18n.language, 1, SHOWN));
  if (!ready) return null;
  const d = news.data;
  return (
    <section className="summary-card" aria-labelledby="summary-news">
      <h2 id="summary-news">{t('news.summaryHeading')}</h2>
      {news.isError ? <p role="alert">{t('failed')}</p> : !d ? null : d.total === 0 ? <p>{d.entradas === 0 ? t('news.emptyProfile') : t('news.summaryNone')}</p> : (
        <>
          <p>{t('news.summaryCount', { count: d.total })}</p>
          <ul className="summary-list">
            {d.data.map((n) => (
              <li key={n.cod_acervo}>
                <Link className="patron-link summary-item-title" to={title({ codAcervo: n.cod_acervo })}>{n.obra}</Link>
              </li>
            ))}
          </ul>
        </>
      )}
      <Link to={pagePath(d && d.entradas === 0 ? 'perfil-interesse' : 'novidades')} className="patron-link summary-more">
        {d && d.entradas === 0 ? t('news.profileLink') : t('news.summaryLink')}
      </Link>
    </section>
  );
}
