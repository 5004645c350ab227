import { useEffect, useMemo, useState } from 'react';
import { suggestionsQuery } from '@estante/api-endpoints/catalogue';
import { useQuery } from '@estante/api-client/react';
import { completions, SUGGEST_DELAY_MS, worthSuggesting } from './suggestions';

export { SUGGEST_DELAY_MS, SUGGEST_MIN } from './suggestions';

const none: readonly string[] = [];

/** `value` once it has stayed the same for `delay` ms. */
function useSettled<T>(value: T, delay: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(value), delay);
    return () => window.clearTimeout(timer);
  }, [value, delay]);
  return settled;
}

/**
 * Autocomplete of the search box: the server's completions of `text` (GET /api/consulta/sugestoes),
 * asked for once typing pauses; a request for older text is abandoned when nobody needs it, so a
 * slow answer never replaces a newer one. Off (`enabled` false) when the visitor is not typing in
 * the box. A failure just shows none: suggestions are a convenience.
 */
export function useSuggestions(text: string, enabled: boolean): readonly string[] {
  const settled = useSettled(text, SUGGEST_DELAY_MS);
  const on = enabled && worthSuggesting(text) && worthSuggesting(settled);
  const { data } = useQuery({ ...suggestionsQuery(settled), enabled: on });
  return useMemo(() => (on && data ? completions(data, settled) : none), [on, data, settled]);
}
