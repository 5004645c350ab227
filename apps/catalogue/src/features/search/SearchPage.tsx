import { useEffect, useMemo, useState } from 'react';
import { Link, useNavigate, useSearchParams } from '@estante/federation/router';
import { api, errorMessageKey, toApiError, type ConsultaResponse } from '@estante/api-client';
import { routes } from '@estante/federation';
import { useTranslation } from '@estante/i18n';
import { Alert, Empty, Spin } from '@estante/ui/feedback';
import { Pagination } from '@estante/ui/pagination';
import { Tag } from '@estante/ui/tag';
import { PAGE_SIZE, readSearch, toQuery, writeSearch, type SearchState } from './searchParams';
import { SearchForm } from './SearchForm';
import './search.css';

type Fetch =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'done'; data: ConsultaResponse; key: string }
  | { status: 'error'; message: { key: string } | { text: string } };

export function SearchPage({ guide }: { readonly guide: string | undefined }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const search = useMemo(() => readSearch(params), [params]);
  const key = writeSearch(search).toString();
  const [result, setResult] = useState<Fetch>({ status: 'idle' });

  useEffect(() => {
    if (!search.term) {
      setResult({ status: 'idle' });
      return;
    }
    const controller = new AbortController();
    setResult({ status: 'loading' });
    api.search(toQuery(search), { signal: controller.signal }).then(
      (data) => setResult({ status: 'done', data, key }),
      (error: unknown) => {
        const message = errorMessageKey(toApiError(error));
        if (message) setResult({ status: 'error', message });
      },
    );
    return () => controller.abort();
    // `key` is the whole search state: refetch exactly when the address changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  const go = (next: SearchState) => {
    const base = guide ? routes.guide(guide) : routes.home();
    void navigate(`${base}?${writeSearch(next).toString()}`);
  };

  const initial = useMemo(() => ({ term: search.term, index: search.index }), [search.term, search.index]);

  return (
    <div className="catalogue">
      {!search.term ? (
        <div className="catalogue-welcome">
          <h1>{t('catalogue.welcomeTitle')}</h1>
          <p>{t('catalogue.welcomeText')}</p>
        </div>
      ) : (
        <h1 className="estante-visually-hidden">{t('catalogue.resultsLabel')}</h1>
      )}
      <SearchForm initial={initial} onSearch={(v) => go({ ...v, page: 1 })} />

      {result.status === 'loading' ? (
        <div className="catalogue-loading" role="status" aria-live="polite">
          <Spin />
          <span className="estante-visually-hidden">{t('common.loading')}</span>
        </div>
      ) : null}

      {result.status === 'error' ? (
        <Alert type="error" showIcon message={'key' in result.message ? t(result.message.key) : result.message.text} role="alert" />
      ) : null}

      {result.status === 'done' ? <Results data={result.data} search={search} onPage={(page) => go({ ...search, page })} onSuggestion={(term) => go({ ...search, term, page: 1 })} /> : null}
    </div>
  );
}

function Results({
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
