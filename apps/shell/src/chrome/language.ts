import { languageStorageKey } from '@estante/i18n';

/** sessionStorage key of the saved tab information (cleared when the language changes, SPEC.md §2). */
export const TAB_STORAGE_KEY = 'estante.tab';

/** The address to reload with after choosing `lng`: the same page with ?lng= (which wins detection). */
export function languageUrl(href: string, lng: string): string {
  const url = new URL(href);
  url.searchParams.set('lng', lng);
  return url.toString();
}

/** The language bar's choice (SPEC.md §2): store it, clear the saved tab info, reload with ?lng=. */
export function chooseLanguage(lng: string, win: Window = window): void {
  try {
    win.localStorage.setItem(languageStorageKey, lng);
    win.sessionStorage.removeItem(TAB_STORAGE_KEY);
  } catch {
    // storage disabled: ?lng= still switches this page
  }
  win.location.assign(languageUrl(win.location.href, lng));
}
