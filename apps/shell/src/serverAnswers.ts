/**
 * The API answers the server put in the first HTML (apps/shell/fragments.mjs, `#estante-answers`:
 * what a remote's server fragment read for this address, as a visitor, in Portuguese) go into the
 * page's query cache before the first render, so the page paints them without asking the API again.
 * Anything malformed is ignored (the page then asks, as without them); answers in another language
 * than the page's are ignored too (the visitor reads the page in English or Spanish).
 */
import type { QueryClient } from '@estante/api-client/react';

export const ANSWERS_ID = 'estante-answers';

/** The language the server renders in (the site's first): its answers and region are for pages read in it. */
export const SERVER_LANGUAGE = 'pt';

interface Answers {
  readonly lang: string;
  readonly answers: readonly { readonly queryKey: readonly unknown[]; readonly data: unknown }[];
}

function parse(text: string): Answers | null {
  try {
    const value = JSON.parse(text) as Partial<Answers> | null;
    if (!value || typeof value.lang !== 'string' || !Array.isArray(value.answers)) return null;
    const valid = value.answers.every((a) => a && Array.isArray(a.queryKey) && a.queryKey.length > 0 && a.data !== undefined && a.data !== null);
    return valid ? (value as Answers) : null;
  } catch {
    return null;
  }
}

/** Seeds `client` with the first HTML's answers (once: the script is removed); how many it took. */
export function seedServerAnswers(client: QueryClient, doc: Document, language: string): number {
  const script = doc.getElementById(ANSWERS_ID);
  if (!script) return 0;
  script.remove();
  const answers = parse(script.textContent ?? '');
  if (!answers || answers.lang !== language) return 0;
  for (const { queryKey, data } of answers.answers) client.setQueryData(queryKey, data);
  return answers.answers.length;
}
