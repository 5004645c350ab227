import { useParams } from '@estante/federation/router';
import { titlePageQuery, titleQuery } from '@estante/api-endpoints/title';
import { useQuery } from '@estante/api-client/react';

/** The title's code from the address, or null when it cannot be one (no request is sent for it). */
export function codAcervoOf(raw: string | undefined): number | null {
  return raw && /^[1-9][0-9]{0,9}$/.test(raw) && Number(raw) <= 2 ** 31 - 1 ? Number(raw) : null;
}

/** The title of the address (`/acervo/{codAcervo}/…`), one request shared by the page and its sub-views. */
export function useTitle() {
  const cod = codAcervoOf(useParams().codAcervo);
  return { cod, query: useQuery({ ...titleQuery(cod ?? 0), enabled: cod !== null }) };
}

/** What the title's frame and page need besides the record (language, cover, the sub-views that apply): one request for the page and its sub-views. */
export function useTitlePage() {
  const cod = codAcervoOf(useParams().codAcervo);
  return useQuery({ ...titlePageQuery(cod ?? 0), enabled: cod !== null });
}
