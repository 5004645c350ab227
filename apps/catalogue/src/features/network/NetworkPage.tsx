import { useEffect, useId, useMemo, useState } from 'react';
import { Link, useNavigate, useSearchParams } from '@estante/federation/router';
import { errorMessageKey, toApiError, type ErrorMessage, type InstituicoesOai, type RedeAcervoResponse, type RedeConsultaResponse } from '@estante/api-client';
import * as api from '@estante/api-client/catalogue';
import { routes } from '@estante/federation';
import { messageText, useTranslation } from '@estante/i18n';
import { Button } from '@estante/ui/button';
import { Input } from '@estante/ui/input';
import { LoadingIndicator } from '@estante/ui/loading';
import { Pagination } from '@estante/ui/pagination';
import { Tag } from '@estante/ui/tag';
import { institutionsQuery, readNetwork, writeNetwork, type NetworkState } from './networkParams';
import './network.css';

type Load<T> = { status: 'idle' } | { status: 'loading' } | { status: 'done'; data: T } | { status: 'error'; message: ErrorMessage };

/**
 * `/rede`: search across the institutions of the network (the local catalogue and the others), each
 * result labelled with the institution that holds it; another institution's title opens here
 * (`?acervo=&instituicao=`), since `/acervo/{id}` is this catalogue's own. The state is the address.
 */
export default function NetworkPage() {
  const { t } = useTranslation('catalogue');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const state = useMemo(() => readNetwork(params), [params]);
  const [institutions, setInstitutions] = useState<InstituicoesOai>([]);
  const [term, setTerm] = useState(state.term);
  const [chosen, setChosen] = useState<readonly number[]>(state.institutions);
  const [error, setError] = useState(false);
  const [result, setResult] = useState<Load<RedeConsultaResponse>>({ status: 'idle' });
  const termId = useId();
  const errorId = useId();
  const key = writeNetwork({ ...state, title: null, institution: null }).toString();

  useEffect(() => {
    const controller = new AbortController();
    api.networkInstitutions({ signal: controller.signal }).then(setInstitutions, () => setInstitutions([]));
    return () => controller.abort();
  }, []);
  useEffect(() => {
    setTerm(state.term);
    setChosen(state.institutions);
  }, [state.term, state.institutions]);
  const all = institutions.map((i) => i.cod_empresa);
  useEffect(() => {
    if (!state.term || state.title !== null) return;
    const controller = new AbortController();
    setResult({ status: 'loading' });
    // The address holds the institutions chosen (none: all of them).
    const inst = state.institutions.length ? [...state.institutions].sort((a, b) => a - b).join(',') : undefined;
    api.networkSearch({ termo_pesquisa: state.term, page: state.page, perPage: 20, ...(inst ? { instituicoes: inst } : {}) }, { signal: controller.signal }).then(
      (data) => setResult({ status: 'done', data }),
      (e: unknown) => {
        const message = errorMessageKey(toApiError(e));
        if (message) setResult({ status: 'error', message });
      },
    );
    return () => controller.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` is the search's state
  }, [key, state.title]);

  const go = (next: NetworkState) => void navigate(`${routes.guide('rede')}?${writeNetwork(next).toString()}`);
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    if (!term.trim()) {
      setError(true);
      return;
    }
    setError(false);
    const inst = institutionsQuery(chosen, all);
    go({ term: term.trim(), institutions: inst ? inst.split(',').map(Number) : [], page: 1, title: null, institution: null });
  };
  const isChosen = (c: number) => chosen.length === 0 || chosen.includes(c);
  const toggle = (c: number) => {
    const current = chosen.length === 0 ? all : chosen;
    setChosen(current.includes(c) ? current.filter((x) => x !== c) : [...current, c]);
  };

  if (state.title !== null) return <NetworkTitle cod={state.title} institution={state.institution} back={() => go({ ...state, title: null, institution: null })} />;
  return (
    <div className="catalogue-network">
      <h1>{t('network.title')}</h1>
      <p className="catalogue-network__intro">{t('network.intro')}</p>
      <form className="catalogue-network__form" role="search" aria-label={t('network.formLabel')} onSubmit={submit} noValidate>
        <fieldset>
          <legend>{t('network.institutions')}</legend>
          {institutions.map((i) => (
            <label key={i.cod_empresa} className="catalogue-network__inst">
              <input type="checkbox" checked={isChosen(i.cod_empresa)} onChange={() => toggle(i.cod_empresa)} />
              {i.desc_empresa}
              {i.local ? <span className="catalogue-network__local"> ({t('network.local')})</span> : null}
            </label>
          ))}
        </fieldset>
        <div className="catalogue-network__row">
          <div className="catalogue-network__term">
            <label htmlFor={termId}>{t('catalogue.searchLabel')}</label>
            <Input id={termId} type="search" value={term} onChange={(e) => setTerm(e.target.value)} aria-invalid={error || undefined} aria-describedby={error ? errorId : undefined} status={error ? 'error' : undefined} />
          </div>
          <Button type="primary" htmlType="submit">
            {t('catalogue.searchButton')}
          </Button>
        </div>
        {error ? (
          <p id={errorId} role="alert" className="catalogue-search__error">
            {t('catalogue.termRequired')}
          </p>
        ) : null}
      </form>
      {result.status === 'loading' ? <LoadingIndicator label={t('common.loading')} /> : null}
      {result.status === 'error' ? <p role="alert">{messageText(t, result.message)}</p> : null}
      {result.status === 'done' ? (
        <section aria-labelledby="catalogue-network-count">
          <p id="catalogue-network-count" className="catalogue-results__count" role="status">
            {result.data.total ? t('network.count', { count: result.data.total, term: state.term }) : t('catalogue.noResults', { term: state.term })}
          </p>
          <ul className="catalogue-network__by">
            {result.data.instituicoes.map((i) => (
              <li key={i.cod_empresa}>{t('network.byInstitution', { name: i.desc_empresa, count: i.total })}</li>
            ))}
          </ul>
          <ol className="catalogue-results__list" start={(result.data.current_page - 1) * result.data.per_page + 1}>
            {result.data.data.map((item) => (
              <li key={`${item.cod_acervo}-${item.instituicao.cod_empresa}`} className="catalogue-result">
                <div className="catalogue-result__body">
                  <h2 className="catalogue-result__title">
                    <Link to={item.rota}>{item.obra}</Link>
                  </h2>
                  <p className="catalogue-result__meta">
                    <Tag className="catalogue-network__tag">{item.instituicao.desc_empresa}</Tag>
                    <span>{item.desc_tipo_obra}</span>
                    {item.ano_publicacao ? <span>{item.ano_publicacao}</span> : null}
                  </p>
                  {item.dados_adicionais.A.length ? <p className="catalogue-result__authors">{item.dados_adicionais.A.map((a) => a.descricao).join('; ')}</p> : null}
                </div>
              </li>
            ))}
          </ol>
          {result.data.last_page > 1 ? (
            <nav aria-label={t('catalogue.pagesLabel')} className="catalogue-results__pages">
              <Pagination current={result.data.current_page} pageSize={result.data.per_page} total={result.data.total} showSizeChanger={false} onChange={(page) => go({ ...state, page })} />
            </nav>
          ) : null}
        </section>
      ) : null}
    </div>
  );
}

function NetworkTitle({ cod, institution, back }: { readonly cod: number; readonly institution: number | null; readonly back: () => void }) {
  const { t } = useTranslation('catalogue');
  const [load, setLoad] = useState<Load<RedeAcervoResponse>>({ status: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    setLoad({ status: 'loading' });
    api.networkTitle(cod, { signal: controller.signal }).then(
      (data) => setLoad({ status: 'done', data }),
      (e: unknown) => {
        const message = errorMessageKey(toApiError(e));
        if (message) setLoad({ status: 'error', message });
      },
    );
    return () => controller.abort();
  }, [cod]);
  return (
    <div className="catalogue-network">
      <button type="button" className="catalogue-link-button" onClick={back}>
        {t('network.back')}
      </button>
      {load.status === 'loading' ? <LoadingIndicator label={t('common.loading')} /> : null}
      {load.status === 'error' ? <p role="alert">{messageText(t, load.message)}</p> : null}
      {load.status === 'done' ? (
        <article aria-labelledby="catalogue-network-title">
          <h1 id="catalogue-network-title">{load.data.obra}</h1>
          <p>{load.data.descricao}</p>
          <dl className="catalogue-authority__facts">
            <dt>{t('network.type')}</dt>
            <dd>{load.data.desc_tipo_obra}</dd>
            {load.data.dados_adicionais.A.length ? (
              <>
                <dt>{t('catalogue.authors')}</dt>
                <dd>{load.data.dados_adicionais.A.map((a) => a.descricao).join('; ')}</dd>
              </>
            ) : null}
            {load.data.dados_adicionais.S.length ? (
              <>
                <dt>{t('catalogue.subjects')}</dt>
                <dd>{load.data.dados_adicionais.S.map((a) => a.descricao).join('; ')}</dd>
              </>
            ) : null}
          </dl>
          <h2>{t('network.heldBy')}</h2>
          <ul>
            {load.data.instituicoes.map((i) => (
              <li key={i.cod_empresa}>
                {i.cod_empresa === institution ? <strong>{i.desc_empresa}</strong> : i.desc_empresa}
                {i.cod_empresa === load.data.instituicoes[0]?.cod_empresa ? (
                  <>
                    {' — '}
                    <Link to={routes.title(load.data.cod_acervo)}>{t('network.seeLocal')}</Link>
                  </>
                ) : null}
              </li>
            ))}
          </ul>
        </article>
      ) : null}
    </div>
  );
}
