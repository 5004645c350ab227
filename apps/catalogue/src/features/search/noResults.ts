import { guidePath, homePath } from '../../refs';
import { writeBrowse, type BrowseIndex } from '../browse/browseParams';
import { writeNetwork } from '../network/networkParams';
import { searchIndexes, writeSearch, type SearchIndex, type SearchState } from './searchParams';

/** Where a search that found nothing can go next (the addresses of the other searches of the same words). */
export interface NoResultsLinks {
  /** The same search (filters kept, page 1) in each other index. */
  readonly indexes: readonly { readonly index: SearchIndex; readonly href: string }[];
  /** The advanced search with the same words. */
  readonly advanced: string;
  /** The same words in the other institutions of the network (`/rede`). */
  readonly network: string;
  /** The index list (`/indices`) of the search's index, from the words typed. */
  readonly browse: string;
}

const query = (params: URLSearchParams) => Object.fromEntries(params);

/** The browsable index closest to a search index: author, subject, otherwise titles. */
const BROWSE: Record<SearchIndex, BrowseIndex> = { INDICE_1: 'titulo', INDICE_4: 'titulo', INDICE_3: 'autor', INDICE_2: 'assunto' };

/** The links a no-results answer offers; `advanced`: the search was made on /avancada (the other indexes stay there). */
export function noResultsLinks(search: SearchState, advanced: boolean): NoResultsLinks {
  const again = { ...search, page: 1 };
  const here = (state: SearchState) => (advanced ? guidePath('avancada', query(writeSearch(state))) : homePath(query(writeSearch(state))));
  return {
    indexes: searchIndexes.filter((index) => index !== search.index).map((index) => ({ index, href: here({ ...again, index }) })),
    advanced: guidePath('avancada', query(writeSearch(again))),
    network: guidePath('rede', query(writeNetwork({ term: search.term, institutions: [], page: 1, title: null, institution: null }))),
    browse: guidePath('indices', query(writeBrowse({ index: BROWSE[search.index], start: search.term, page: 1 }))),
  };
}
