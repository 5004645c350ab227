import { Link } from '@estante/federation/router';
import { similarTitlesQuery } from '@estante/api-endpoints/title';
import { useQuery } from '@estante/api-client/react';
import { useTranslation } from '@estante/i18n';
import { NS } from '../../strings';
import { titlePath } from '../../refs';

/** Titles sharing subjects with this one (fetched with this chunk, below the fold), most shared first. */
export default function SimilarTitles({ cod }: { readonly cod: number }) {
  const { t } = useTranslation(NS);
  const similar = useQuery(similarTitlesQuery(cod));
  if (!similar.data?.length) return null;
  return (
    <section className="title-section" aria-labelledby="title-similar">
      <h2 id="title-similar" className="title-section__heading">{t('titleDetail.similar.heading')}</h2>
      <ul className="title-similar">
        {similar.data.map((s) => (
          <li key={s.cod_acervo}>
            <Link to={titlePath(s.cod_acervo)}>{s.obra}</Link>
            <span className="title-similar__meta">
              {[s.autor, s.ano_publicacao, s.desc_tipo_obra].filter(Boolean).join(' · ')}
              {' · '}
              {t('titleDetail.similar.shared', { count: s.assuntos_em_comum })}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
