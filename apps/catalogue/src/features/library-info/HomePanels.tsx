import { useId, useState } from 'react';
import { Link, useRouteRef } from '@estante/federation/router';
import type { TipoNovaAquisicao } from '@estante/api-contract';
import { eventsQuery, newAcquisitionsQuery } from '@estante/api-endpoints/catalogue';
import { Cover } from '../../Cover';
import { useQuery } from '@estante/api-client/react';
import { useTranslation } from '@estante/i18n';
import { formatDay } from '@estante/i18n/format';
import { SafeHtml } from '@estante/ui/html';
import { titleLink } from '../../refs';
import './library-info.css';

const PER_PAGE = 8;

/**
 * The home's panels before any search (SPEC.md §1): new acquisitions of the last month (acquired,
 * NA_A, or catalogued, NA_C) and the institution's events. Each loads on its own; a failure hides
 * the panel and leaves the search box alone.
 */
export default function HomePanels() {
  return (
    <div className="catalogue-home-panels">
      <NewAcquisitions />
      <Events />
    </div>
  );
}

function NewAcquisitions() {
  const { t, i18n } = useTranslation('catalogue');
  const title = useRouteRef(titleLink);
  const [tipo, setTipo] = useState<TipoNovaAquisicao>('NA_A');
  const [page, setPage] = useState(1);
  const headingId = useId();
  // Another kind or page keeps the list on screen until its answer comes.
  const { data, isError } = useQuery({ ...newAcquisitionsQuery({ tipo, page, perPage: PER_PAGE }), keepPrevious: true });

  if (isError) return null;
  return (
    <section className="catalogue-panel" aria-labelledby={headingId}>
      <div className="catalogue-panel__head">
        <h2 id={headingId}>{t('libraryInfo.newTitle')}</h2>
        <div className="catalogue-panel__switch" role="group" aria-label={t('libraryInfo.newKind')}>
          {(['NA_A', 'NA_C'] as const).map((k) => (
            <button
              key={k}
              type="button"
              aria-pressed={tipo === k}
              onClick={() => {
                setTipo(k);
                setPage(1);
              }}
            >
              {t(`libraryInfo.kinds.${k}`)}
            </button>
          ))}
        </div>
      </div>
      {data ? (
        <>
          <p className="catalogue-panel__range">
            {t('libraryInfo.range', {
              count: data.total,
              from: formatDay(data.de, i18n.language),
              to: formatDay(data.ate, i18n.language),
            })}
          </p>
          <ul className="catalogue-new__list">
            {data.data.map((item) => (
              <li key={item.cod_acervo} className="catalogue-new__item">
                <Cover src={item.link_capa} label={item.desc_tipo_obra} width={56} height={76} />
                <div>
                  <Link to={title({ codAcervo: item.cod_acervo })}>{item.obra}</Link>
                  {item.dados_adicionais.A[0] ? <p>{item.dados_adicionais.A[0].descricao}</p> : null}
                  <p className="catalogue-new__meta">
                    {item.desc_tipo_obra}
                    {item.ano_publicacao ? ` · ${item.ano_publicacao}` : ''} · {t(`libraryInfo.dated.${data.tipo}`, { date: formatDay(item.data, i18n.language) })}
                  </p>
                </div>
              </li>
            ))}
          </ul>
          {data.last_page > 1 ? (
            <nav className="catalogue-panel__pager" aria-label={t('libraryInfo.newPages')}>
              <button type="button" className="catalogue-link-button" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
                {t('libraryInfo.previous')}
              </button>
              <span>{t('libraryInfo.page', { page: data.current_page, pages: data.last_page })}</span>
              <button type="button" className="catalogue-link-button" disabled={page >= data.last_page} onClick={() => setPage((p) => p + 1)}>
                {t('libraryInfo.next')}
              </button>
            </nav>
          ) : null}
        </>
      ) : (
        <p role="status">{t('common.loading')}</p>
      )}
    </section>
  );
}

function Events() {
  const { t, i18n } = useTranslation('catalogue');
  const headingId = useId();
  // Shown once there are events; while they load, or when they fail, nothing.
  const events = useQuery(eventsQuery()).data;
  if (!events?.length) return null;
  return (
    <section className="catalogue-panel" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('libraryInfo.eventsTitle')}</h2>
      <ul className="catalogue-events">
        {events.map((e) => (
          <li key={e.codigo}>
            <h3>{e.titulo}</h3>
            <p className="catalogue-events__when">
              {e.data_inicio === e.data_fim
                ? formatDay(e.data_inicio, i18n.language)
                : t('libraryInfo.eventDates', { from: formatDay(e.data_inicio, i18n.language), to: formatDay(e.data_fim, i18n.language) })}
              {e.horario ? ` · ${e.horario}` : ''}
              {e.local ? ` · ${e.local}` : ''}
            </p>
            <SafeHtml html={e.descricao} className="catalogue-events__text" />
            {e.link ? (
              <a href={e.link} target="_blank" rel="noopener noreferrer">
                {t('libraryInfo.eventMore')}
                <span className="estante-visually-hidden">: {e.titulo} ({t('libraryInfo.newTab')})</span>
              </a>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
