import type { DOMPurify } from 'dompurify';
import { SAFE_HTML, addSafeHtmlHooks } from '@estante/api-contract/html';

/**
 * The institution's HTML as the API answers it: DOMPurify on a jsdom window, with the very
 * configuration `@estante/ui`'s `SafeHtml` applies again in the browser (`@estante/api-contract/html`).
 * jsdom parses as the HTML standard says, as the browser will (a sanitiser with another parser can
 * be fooled by markup the two read differently). It is loaded on the first text asked for (about
 * 0.5 s and 120 MB): a process that never serves one, the import or a test, does not pay for it.
 * Stored text is never rewritten: an administrator's HTML stays as typed, and a later, stricter
 * rule applies to what is already stored.
 */
let purifier: Promise<DOMPurify> | null = null;

function loadPurifier(): Promise<DOMPurify> {
  purifier ??= Promise.all([import('dompurify'), import('jsdom')]).then(([{ default: createDOMPurify }, { JSDOM }]) => {
    const purify = createDOMPurify(new JSDOM('').window);
    addSafeHtmlHooks(purify);
    return purify;
  });
  return purifier;
}

/** The same few texts are asked for on every page: each is sanitised once. */
const MEMO_LIMIT = 500;
const memo = new Map<string, string>();

export async function safeHtml(html: string): Promise<string> {
  if (html === '') return '';
  const known = memo.get(html);
  if (known !== undefined) return known;
  const safe = (await loadPurifier()).sanitize(html, { ...SAFE_HTML, RETURN_TRUSTED_TYPE: false });
  if (memo.size >= MEMO_LIMIT) memo.delete(memo.keys().next().value as string);
  memo.set(html, safe);
  return safe;
}
