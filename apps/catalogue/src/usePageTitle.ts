import { useTranslation } from '@estante/i18n';
import { $institution, useStore } from '@estante/session';
import { useDocumentTitle } from '@estante/ui/document';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * The tab's name of a catalogue page (WCAG 2.4.2, issue 29 item 5), in the page's language: the
 * page, then the catalogue ("Pesquisa avançada | Catálogo online UFX").
 */
export function pageTitle(t: Translate, page: string, sigla: string | undefined): string {
  return `${page} | ${[t('catalogue.catalogueName'), sigla].filter(Boolean).join(' ')}`;
}

/** Names the tab after `page` while it shows (null/undefined: not yet, the tab keeps its name); the previous name comes back on leaving. */
export function usePageTitle(page: string | null | undefined): void {
  const { t, ready } = useTranslation('catalogue');
  const sigla = useStore($institution)?.sigla;
  useDocumentTitle(page && ready ? pageTitle(t, page, sigla) : null);
}
