import { useEffect, useMemo, useRef, useState } from 'react';
import { errorMessageKey, toApiError, type ErrorMessage } from '@estante/api-client';
import type { ConsultaResponse } from '@estante/api-contract';
import { availabilityQuery, searchQuery } from '@estante/api-endpoints/catalogue';
import { useQuery } from '@estante/api-client/react';
import { availabilityByTitle, type Availability } from './results';
import { toQuery, type SearchState } from './searchParams';

export interface SearchResults {
  /** The answer on screen: while the next page, filter or ordering loads, the last one stays (dimmed). */
  readonly data: ConsultaResponse | undefined;
  /** Nothing to show yet (the first answer of this search is on its way). */
  readonly loading: boolean;
  /** The answer shown is being replaced: the next one is on its way. */
  readonly busy: boolean;
  /** The failure to show (null: none, or a cancelled request, which shows nothing). */
  readonly message: ErrorMessage | null;
  /** Availability of the titles shown, by title (empty until it answers, or when it failed). */
  readonly availability: ReadonlyMap<number, Availability>;
}

/**
 * The results of the search in the address (a term is given): the search itself, then the
 * availability of its titles asked as soon as its answer is known. `submission` counts the times
 * the search box was sent: the same search sent again after a failure (the address unchanged, so
 * no new query) asks the API again.
 */
export function useSearchResults(search: SearchState, submission = 0): SearchResults {
  // A search seen before shows at once and is asked again (staleTime 0: counts and availability
  // stay current, and every change of the address is one request, as before the query layer).
  const query = useQuery({ ...searchQuery(toQuery(search)), staleTime: 0, keepPrevious: true });
  const failed = query.isError;
  const { refetch } = query;
  const submitted = useRef(submission);
  useEffect(() => {
    if (submitted.current === submission) return;
    submitted.current = submission;
    if (failed) void refetch();
  }, [submission, failed, refetch]);
  // After a failure the next search starts from nothing: the answer before the failure is not shown again.
  const [afterError, setAfterError] = useState(false);
  if ((query.isError || (query.isSuccess && !query.isPlaceholderData)) && afterError !== query.isError) setAfterError(query.isError);
  const data = query.isError || (query.isPlaceholderData && afterError) ? undefined : query.data;

  const ids = data?.data.map((d) => d.cod_acervo) ?? [];
  const availability = useQuery({ ...availabilityQuery(ids), enabled: ids.length > 0 });
  const byTitle = useMemo(() => availabilityByTitle(availability.data), [availability.data]);

  return {
    data,
    loading: !query.isError && data === undefined,
    // Dimmed only while another search's answer stands in: the answer of this very search, refreshed
    // in the background (the one the server put in the page, one seen before, a refetch on focus),
    // stays as it is until the new one replaces it.
    busy: data !== undefined && query.isPlaceholderData,
    message: query.isError ? errorMessageKey(toApiError(query.error)) : null,
    availability: byTitle,
  };
}
