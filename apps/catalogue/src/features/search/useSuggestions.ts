import { useEffect, useState } from 'react';
import * as api from '@estante/api-client/catalogue';

/** Wait after the last key before asking the server (typing fast asks once). */
export const SUGGEST_DELAY_MS = 200;
/** The server completes a last word of at least 2 letters. */
export const SUGGEST_MIN = 2;

/**
 * Autocomplete of the search box: the server's completions of `text` (GET /api/consulta/sugestoes),
 * asked for once typing pauses; an older request still on its way is abandoned, so a slow answer
 * never replaces a newer one. Off (`enabled` false) when the visitor is not typing in the box.
 */
export function useSuggestions(text: string, enabled: boolean): readonly string[] {
  const [items, setItems] = useState<readonly string[]>([]);
  useEffect(() => {
    const typed = text.trim();
    if (!enabled || typed.length < SUGGEST_MIN) {
      setItems([]);
      return;
    }
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      api.suggestions(text, { signal: controller.signal }).then(
        (list) => setItems(list.filter((s) => s.trim().toLowerCase() !== typed.toLowerCase())),
        () => setItems([]), // suggestions are a convenience: a failure just shows none
      );
    }, SUGGEST_DELAY_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [text, enabled]);
  return items;
}
