import { Link } from '@estante/federation/router';
import { errorMessageKey, toApiError } from '@estante/api-client';
import * as api from '@estante/api-endpoints/catalogue';
import { useQuery } from '@estante/api-client/react';
import { messageText, useTranslation } from '@estante/i18n';
import { LoadingIndicator } from '@estante/ui/loading';
import { Pager } from '@estante/ui/table';
import { Tag } from '@estante/ui/tag';
import { networkQuery, resultLink, type NetworkState } from './networkParams';

/** A page of a network search, each title labelled with the institution that holds it. */
export function NetworkResults({ state, onPage, hrefOf }: { readonly state: NetworkState; readonly onPage: (page: number) => void; readonly hrefOf: (page: number) => string }) {
  const { t } = useTranslation('catalogue');
  const result = useQuery(api.networkSearchQuery(networkQuery(state)));
  const failure = result.isError ? errorMessageKey(toApiError(result.error)) : null;
  const data = result.data;
  return (
    <>
      {result.isPending ? <LoadingIndicator label={t('common.loading')} /> : null}
      {failure ? <p role="alert">{messageText(t, failure)}</p> : null}
      {data ? (
        <section aria-labelledby="catalogue-network-count">
          <p id="catalogue-network-count" className="catalogue-results__count" role="status">
            {data.total ? t('network.count', { count: data.total, term: state.term }) : t('catalogue.noResults', { term: state.term })}
          </p>
          <ul className="catalogue-network__by">
            {data.instituicoes.map((i) => (
              <li key={i.cod_empresa}>{t('network.byInstitution', { name: i.desc_empresa, count: i.total })}</li>
            ))}
          </ul>
          <ol className="catalogue-results__list" start={(data.current_page - 1) * data.per_page + 1}>
            {data.data.map((item) => (
              <li key={`${item.cod_acervo}-${item.instituicao.cod_empresa}`} className="catalogue-result">
                <div className="catalogue-result__body">
                  <h2 className="catalogue-result__title">
                    <Link to={resultLink(item.rota, state)}>{item.obra}</Link>
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
          {data.last_page > 1 ? <Pager className="catalogue-results__pages" label={t('catalogue.pagesLabel')} page={data.current_page} last={data.last_page} hrefOf={hrefOf} onPage={onPage} /> : null}
        </section>
      ) : null}
    </>
  );
}
