import { Link, useLocation, usePageParam, useRouteRef } from '@estante/federation/router';
import { errorMessageKey, toApiError } from '@estante/api-client';
import type { AutoridadeResponse } from '@estante/api-contract';
import * as api from '@estante/api-endpoints/catalogue';
import { useQuery } from '@estante/api-client/react';
import { messageText, useTranslation } from '@estante/i18n';
import { LoadingIndicator } from '@estante/ui/loading';
import { Pager } from '@estante/ui/table';
import { linkedTitlesQuery, linkedTitlesSearch, TITLES_PAGE } from './authorityRules';
import { homePath, authorityPath, titleLink } from '../../refs';

/** An authority's heading facts, its see and see-also references, and a page of its titles (`?page=` in the address). */
export function AuthorityDetails({ authority: a }: { readonly authority: AutoridadeResponse }) {
  const { t } = useTranslation('catalogue');
  const title = useRouteRef(titleLink);
  const [page, setPage] = usePageParam('page');
  const location = useLocation();
  const titles = useQuery({ ...api.searchQuery(linkedTitlesQuery(a, page)), enabled: a.total_titulos > 0 });
  const failure = titles.isError ? errorMessageKey(toApiError(titles.error)) : null;
  return (
    <>
      <dl className="catalogue-authority__facts">
        <dt>{t('authority.tag')}</dt>
        <dd>{a.tag}</dd>
        <dt>{t('authority.titles')}</dt>
        <dd>{t('authority.titlesCount', { count: a.total_titulos })}</dd>
      </dl>
      {a.remissivas_ver.length ? (
        <section aria-labelledby="catalogue-authority-see">
          <h2 id="catalogue-authority-see">{t('authority.see')}</h2>
          <p className="catalogue-authority__hint">{t('authority.seeHint')}</p>
          <ul className="catalogue-authority__refs">
            {a.remissivas_ver.map((v) => (
              <li key={v} lang="und">
                {v}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {a.remissivas_ver_tambem.length ? (
        <section aria-labelledby="catalogue-authority-see-also">
          <h2 id="catalogue-authority-see-also">{t('authority.seeAlso')}</h2>
          <ul className="catalogue-authority__refs">
            {a.remissivas_ver_tambem.map((v, i) => {
              const code = a.ver_tambem_codigos[i];
              return <li key={v}>{typeof code === 'number' ? <Link to={authorityPath(code)}>{v}</Link> : v}</li>;
            })}
          </ul>
        </section>
      ) : null}
      <section aria-labelledby="catalogue-authority-titles">
        <h2 id="catalogue-authority-titles">{t('authority.linkedTitles')}</h2>
        {a.total_titulos === 0 ? (
          <p>{t('authority.noTitles')}</p>
        ) : (
          <Link to={`${homePath()}?${linkedTitlesSearch(a)}`}>{t('authority.searchAll', { count: a.total_titulos })}</Link>
        )}
        {a.total_titulos > 0 && titles.isPending ? <LoadingIndicator label={t('common.loading')} /> : null}
        {failure ? <p role="alert">{messageText(t, failure)}</p> : null}
        {titles.data?.data.length ? (
          <>
            <ol className="catalogue-authority__titles" start={(titles.data.current_page - 1) * TITLES_PAGE + 1}>
              {titles.data.data.map((item) => (
                <li key={item.cod_acervo}>
                  <Link to={title({ codAcervo: item.cod_acervo })}>{item.obra}</Link>
                  {item.ano_publicacao ? <span> ({item.ano_publicacao})</span> : null}
                  <span className="catalogue-authority__kind"> — {item.desc_tipo_obra}</span>
                </li>
              ))}
            </ol>
            {titles.data.last_page > 1 ? (
              <Pager
                label={t('authority.titlePages')}
                page={page}
                last={titles.data.last_page}
                hrefOf={(p) => `${location.pathname}${p > 1 ? `?page=${p}` : ''}`}
                onPage={setPage}
              />
            ) : null}
          </>
        ) : null}
      </section>
    </>
  );
}
