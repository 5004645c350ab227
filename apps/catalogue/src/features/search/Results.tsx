import { Link } from '@estante/federation/router';
import type { ConsultaResponse } from '@estante/api-client';
import { routes } from '@estante/federation';
import { useTranslation } from '@estante/i18n';
import { Empty } from '@estante/ui/feedback';
import { Pagination } from '@estante/ui/pagination';
import { Tag } from '@estante/ui/tag';
import { PAGE_SIZE, type SearchState } from './searchParams';

export default function Results({
  data,
  search,
  onPage,
  onSuggestion,
}: {
  readonly data: ConsultaResponse;
  readonly search: SearchState;
  readonly onPage: (page: number) => void;
  readonly onSuggestion: (term: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <section className="catalogue-results" aria-labelledby="catalogue-results-count">
      <p id="catalogue-results-count" className="catalogue-results__count" role="status" aria-live="polite">
        {data.total > 0 ? t('catalogue.resultsCount', { count: data.total, term: search.term }) : t('catalogue.noResults', { term: search.term })}
      </p>
      {data.sugestao ? (
        <p className="catalogue-results__suggestion">
          {t('catalogue.didYouMean')}{' '}
          <button type="button" className="catalogue-link-button" onClick={() => onSuggestion(data.sugestao ?? '')}>
            {data.sugestao}
          </button>
          ?
        </p>
      ) : null}
      {data.total === 0 ? <Empty description={false} /> : null}
      <ol className="catalogue-results__list" start={(data.current_page - 1) * data.per_page + 1}>
        {data.data.map((item) => (
          <li key={item.cod_acervo} className="catalogue-result">
            <h2 className="catalogue-result__title">
              <Link to={routes.title(item.cod_acervo)}>{item.obra}</Link>
            </h2>
            <p className="catalogue-result__meta">
              <Tag>{item.desc_tipo_obra}</Tag>
              {item.ano_publicacao ? <span>{item.ano_publicacao}</span> : null}
              {item.idioma_desc ? <span>{item.idioma_desc}</span> : null}
              {item.acesso_remoto ? <Tag className="catalogue-tag-online">{t('catalogue.remoteAccess')}</Tag> : null}
            </p>
            {item.dados_adicionais.A?.length ? (
              <p className="catalogue-result__authors">
                <span className="estante-visually-hidden">{t('catalogue.authors')}: </span>
                {item.dados_adicionais.A.map((a) => a.descricao).join('; ')}
              </p>
            ) : null}
            <p className="catalogue-result__description">{item.descricao}</p>
          </li>
        ))}
      </ol>
      {data.total > PAGE_SIZE ? (
        <nav aria-label={t('catalogue.resultsLabel')} className="catalogue-results__pages">
          <Pagination current={data.current_page} pageSize={data.per_page} total={data.total} showSizeChanger={false} onChange={onPage} />
        </nav>
      ) : null}
    </section>
  );
}
