import type { SearchState } from './searchParams';
import { pageTitle } from '../../usePageTitle';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * The tab's name of a results page (issue 29 item 5), on the server's head and in the page alike:
 * "“jazz” — Pesquisa, página 2 | Catálogo online UFX".
 */
export function searchDocumentTitle(t: Translate, search: SearchState, sigla: string | undefined): string {
  const what = search.page > 1 ? t('catalogue.documentTitlePage', { term: search.term, page: search.page }) : t('catalogue.documentTitle', { term: search.term });
  return pageTitle(t, what, sigla);
}
