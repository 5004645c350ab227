import { useEffect, useState } from 'react';
import { Link, useParams } from '@estante/federation/router';
import { errorMessageKey, toApiError, type AutoridadeResponse, type ConsultaResponse, type ErrorMessage, type MarcRows } from '@estante/api-client';
import * as api from '@estante/api-client/catalogue';
import { routes } from '@estante/federation';
import { messageText, useTranslation } from '@estante/i18n';
import { LoadingIndicator } from '@estante/ui/loading';
import { Pagination } from '@estante/ui/pagination';
import { marcFields } from './marcDisplay';
import './authority.css';

type Load<T> = { status: 'loading' } | { status: 'done'; data: T } | { status: 'error'; message: ErrorMessage; notFound: boolean };

function useLoad<T>(key: string, fetch: (signal: AbortSignal) => Promise<T>): Load<T> {
  const [load, setLoad] = useState<Load<T>>({ status: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    setLoad({ status: 'loading' });
    fetch(controller.signal).then(
      (data) => setLoad({ status: 'done', data }),
      (error: unknown) => {
        const e = toApiError(error);
        const message = errorMessageKey(e);
        if (message) setLoad({ status: 'error', message, notFound: e.status === 404 || e.status === 400 });
      },
    );
    return () => controller.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` names what is fetched
  }, [key]);
  return load;
}

/** The search index of an authority's type: names are authors, subjects subjects, uniform titles titles. */
const SEARCH_INDEX = { A: 'INDICE_3', S: 'INDICE_2', T: 'INDICE_4' } as const;
const PAGE = 20;

/** `/autoridade/{cod}` (heading, references, linked titles) and `/autoridade/{cod}/marc` (its MARC record). */
export default function AuthorityPage({ marc = false }: { readonly marc?: boolean }) {
  const { t } = useTranslation('catalogue');
  const raw = useParams().codAutoridade ?? '';
  const cod = /^[1-9][0-9]{0,8}$/.test(raw) ? Number(raw) : 0;
  const authority = useLoad<AutoridadeResponse>(`a${cod}`, (signal) => (cod ? api.authority(cod, { signal }) : Promise.reject(Object.assign(new Error('bad id'), { status: 404 }))));

  if (!cod || (authority.status === 'error' && authority.notFound)) {
    return (
      <div className="catalogue-authority">
        <h1>{t('authority.notFoundTitle')}</h1>
        <p>{t('authority.notFoundText')}</p>
        <Link to={routes.guide('indices')}>{t('authority.browse')}</Link>
      </div>
    );
  }
  if (authority.status === 'loading') return <LoadingIndicator label={t('common.loading')} />;
  if (authority.status === 'error') return <p role="alert">{messageText(t, authority.message)}</p>;
  const a = authority.data;
  return (
    <article className="catalogue-authority" aria-labelledby="catalogue-authority-heading">
      <p className="catalogue-authority__type">{a.desc_tipo}</p>
      <h1 id="catalogue-authority-heading">{a.cabecalho}</h1>
      <nav className="catalogue-authority__views" aria-label={t('authority.views')}>
        <Link to={routes.authority(a.cod_autoridade)} aria-current={marc ? undefined : 'page'}>
          {t('authority.defaultView')}
        </Link>
        {a.possui_marc ? (
          <Link to={routes.authority(a.cod_autoridade, true)} aria-current={marc ? 'page' : undefined}>
            {t('authority.marcView')}
          </Link>
        ) : null}
      </nav>
      {marc ? <MarcView cod={a.cod_autoridade} hasMarc={a.possui_marc} /> : <DefaultView authority={a} />}
    </article>
  );
}

function DefaultView({ authority: a }: { readonly authority: AutoridadeResponse }) {
  const { t } = useTranslation('catalogue');
  const [page, setPage] = useState(1);
  const searchIndex = SEARCH_INDEX[a.tipo];
  const titles = useLoad<ConsultaResponse>(`${a.cod_autoridade}-${page}`, (signal) =>
    a.total_titulos > 0
      ? api.search({ termo_pesquisa: a.cabecalho, coluna_um: searchIndex, indice: String(a.cod_autoridade), page, perPage: PAGE, orderBy: 'obra', direction: 'C' }, { signal })
      : Promise.resolve({ data: [], total: 0, current_page: 1, per_page: PAGE, last_page: 1, sugestao: null, filtros: [], filtros_aplicados: [] }),
  );
  const searchAddress = `${routes.home()}?${new URLSearchParams({ q: a.cabecalho, for: searchIndex, indice: String(a.cod_autoridade) }).toString()}`;
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
              return <li key={v}>{typeof code === 'number' ? <Link to={routes.authority(code)}>{v}</Link> : v}</li>;
            })}
          </ul>
        </section>
      ) : null}
      <section aria-labelledby="catalogue-authority-titles">
        <h2 id="catalogue-authority-titles">{t('authority.linkedTitles')}</h2>
        {a.total_titulos === 0 ? <p>{t('authority.noTitles')}</p> : <Link to={searchAddress}>{t('authority.searchAll', { count: a.total_titulos })}</Link>}
        {titles.status === 'loading' ? <LoadingIndicator label={t('common.loading')} /> : null}
        {titles.status === 'error' ? <p role="alert">{messageText(t, titles.message)}</p> : null}
        {titles.status === 'done' && titles.data.data.length ? (
          <>
            <ol className="catalogue-authority__titles" start={(titles.data.current_page - 1) * PAGE + 1}>
              {titles.data.data.map((item) => (
                <li key={item.cod_acervo}>
                  <Link to={routes.title(item.cod_acervo)}>{item.obra}</Link>
                  {item.ano_publicacao ? <span> ({item.ano_publicacao})</span> : null}
                  <span className="catalogue-authority__kind"> — {item.desc_tipo_obra}</span>
                </li>
              ))}
            </ol>
            {titles.data.last_page > 1 ? (
              <nav aria-label={t('authority.titlePages')}>
                <Pagination current={page} pageSize={PAGE} total={titles.data.total} showSizeChanger={false} onChange={setPage} />
              </nav>
            ) : null}
          </>
        ) : null}
      </section>
    </>
  );
}

function MarcView({ cod, hasMarc }: { readonly cod: number; readonly hasMarc: boolean }) {
  const { t } = useTranslation('catalogue');
  const rows = useLoad<MarcRows>(`m${cod}`, (signal) => (hasMarc ? api.authorityMarc(cod, { signal }) : Promise.resolve([])));
  if (!hasMarc) return <p>{t('authority.noMarc')}</p>;
  if (rows.status === 'loading') return <LoadingIndicator label={t('common.loading')} />;
  if (rows.status === 'error') return <p role="alert">{messageText(t, rows.message)}</p>;
  const fields = marcFields(rows.data);
  return (
    <table className="catalogue-authority__marc">
      <caption>{t('authority.marcCaption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('authority.marcTag')}</th>
          <th scope="col">{t('authority.marcIndicators')}</th>
          <th scope="col">{t('authority.marcContent')}</th>
        </tr>
      </thead>
      <tbody>
        {fields.map((f, i) => (
          <tr key={`${f.tag}-${i}`}>
            <th scope="row">{f.tag === '000' ? 'LDR' : f.tag}</th>
            <td className="catalogue-authority__ind">{f.indicators}</td>
            <td className="catalogue-authority__content" lang="und">
              {f.fixed !== null
                ? f.fixed
                : f.subfields.map((s, j) => (
                    <span key={j}>
                      <b className="catalogue-authority__code">${s.code}</b> {s.value}{' '}
                    </span>
                  ))}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
