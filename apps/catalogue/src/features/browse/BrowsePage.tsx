import { useEffect, useId, useMemo, useState } from 'react';
import { Link, useNavigate, useSearchParams } from '@estante/federation/router';
import { errorMessageKey, toApiError, type AcervosIndexadosResponse, type ErrorMessage } from '@estante/api-client';
import * as api from '@estante/api-client/catalogue';
import { routes } from '@estante/federation';
import { messageText, useTranslation } from '@estante/i18n';
import { Button } from '@estante/ui/button';
import { Input } from '@estante/ui/input';
import { LoadingIndicator } from '@estante/ui/loading';
import { Pagination } from '@estante/ui/pagination';
import { Select } from '@estante/ui/select';
import { BROWSE_PAGE_SIZE, browseIndexes, entrySearch, LETTERS, readBrowse, writeBrowse, type BrowseState } from './browseParams';
import './browse.css';

type Load = { status: 'loading' } | { status: 'done'; data: AcervosIndexadosResponse } | { status: 'error'; message: ErrorMessage };

/**
 * Index browsing (`/indices`): an alphabetical list of authors, subjects, titles or call numbers with
 * the count of titles of each, a jump by letter or by the start of a heading, paging; each entry
 * leads to its search (and authors and subjects to their authority page). The state is the address.
 */
export default function BrowsePage() {
  const { t } = useTranslation('catalogue');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const state = useMemo(() => readBrowse(params), [params]);
  const key = writeBrowse(state).toString();
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [start, setStart] = useState(state.start);
  const indexId = useId();
  const startId = useId();

  useEffect(() => setStart(state.start), [state.start]);
  useEffect(() => {
    const controller = new AbortController();
    setLoad({ status: 'loading' });
    api
      .browseIndex(
        { indice: state.index, page: state.page, perPage: BROWSE_PAGE_SIZE, ...(state.start ? { inicio: state.start } : {}) },
        { signal: controller.signal },
      )
      .then(
        (data) => setLoad({ status: 'done', data }),
        (error: unknown) => {
          const message = errorMessageKey(toApiError(error));
          if (message) setLoad({ status: 'error', message });
        },
      );
    return () => controller.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` is the whole state
  }, [key]);

  const go = (next: BrowseState) => void navigate(`${routes.guide('indices')}?${writeBrowse(next).toString()}`);

  return (
    <div className="catalogue-browse">
      <h1>{t('browse.title')}</h1>
      <p className="catalogue-browse__intro">{t('browse.intro')}</p>
      <form
        className="catalogue-browse__controls"
        role="search"
        aria-label={t('browse.formLabel')}
        onSubmit={(e) => {
          e.preventDefault();
          go({ ...state, start: start.trim(), page: 1 });
        }}
      >
        <div>
          <label htmlFor={indexId}>{t('browse.index')}</label>
          <Select id={indexId} value={state.index} onChange={(index) => go({ index, start: '', page: 1 })} options={browseIndexes.map((i) => ({ value: i, label: t(`browse.indexes.${i}`) }))} />
        </div>
        <div className="catalogue-browse__start">
          <label htmlFor={startId}>{t('browse.startsWith')}</label>
          <Input id={startId} value={start} onChange={(e) => setStart(e.target.value)} maxLength={200} autoComplete="off" />
        </div>
        <Button type="primary" htmlType="submit">
          {t('browse.go')}
        </Button>
      </form>
      <nav className="catalogue-browse__letters" aria-label={t('browse.letters')}>
        <ul>
          {LETTERS.map((letter) => (
            <li key={letter}>
              <Link
                to={`${routes.guide('indices')}?${writeBrowse({ index: state.index, start: letter.toLowerCase(), page: 1 }).toString()}`}
                aria-current={state.start.toLowerCase() === letter.toLowerCase() ? 'true' : undefined}
                aria-label={t('browse.letter', { letter })}
              >
                {letter}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {load.status === 'loading' ? <LoadingIndicator label={t('common.loading')} /> : null}
      {load.status === 'error' ? <p role="alert">{messageText(t, load.message)}</p> : null}
      {load.status === 'done' ? (
        <section aria-labelledby={`${indexId}-list`}>
          <h2 id={`${indexId}-list`} className="catalogue-browse__listTitle">
            {t('browse.listTitle', { index: t(`browse.indexes.${state.index}`), count: load.data.total })}
          </h2>
          {load.data.data.length === 0 ? <p>{t('browse.none')}</p> : null}
          <table className="catalogue-browse__table">
            <thead>
              <tr>
                <th scope="col">{t(`browse.indexes.${state.index}`)}</th>
                <th scope="col">{t('browse.titles')}</th>
              </tr>
            </thead>
            <tbody>
              {load.data.data.map((entry) => {
                const search = entrySearch(entry.consulta);
                return (
                  <tr key={String(entry.codigo)}>
                    <th scope="row">
                      {search ? <Link to={`${routes.home()}?${search}`}>{entry.descricao}</Link> : <span>{entry.descricao}</span>}
                      {typeof entry.codigo === 'number' ? (
                        <Link className="catalogue-browse__authority" to={routes.authority(entry.codigo)}>
                          {t('browse.authority')}
                          <span className="estante-visually-hidden">: {entry.descricao}</span>
                        </Link>
                      ) : null}
                    </th>
                    <td>{t('browse.count', { count: entry.total })}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
          {state.index === 'chamada' ? <p className="catalogue-browse__note">{t('browse.callNumberNote')}</p> : null}
          {load.data.last_page > 1 ? (
            <nav aria-label={t('browse.pages')} className="catalogue-browse__pages">
              <Pagination current={load.data.current_page} pageSize={load.data.per_page} total={load.data.total} showSizeChanger={false} onChange={(page) => go({ ...state, page })} />
            </nav>
          ) : null}
        </section>
      ) : null}
    </div>
  );
}
