import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/** The page number in `value` (1-based); anything else is page 1. */
export function pageOf(value: string | null): number {
  const n = Number(value);
  return Number.isSafeInteger(n) && n >= 1 ? n : 1;
}

/**
 * The page of a list, kept in the address (`?pagina=3`), so a copied link reproduces it and
 * back/forward move between pages. Answers `[page, setPage]`: `page` is 1-based (1 when absent or
 * not a page number); `setPage(n)` pushes a history entry with the other parameters kept, and
 * page 1 leaves the parameter out.
 */
export function usePageParam(name = 'pagina'): readonly [number, (page: number) => void] {
  const [params, setParams] = useSearchParams();
  const page = pageOf(params.get(name));
  const setPage = useCallback(
    (next: number) =>
      setParams((current) => {
        const updated = new URLSearchParams(current);
        if (next > 1) updated.set(name, String(Math.floor(next)));
        else updated.delete(name);
        return updated;
      }),
    [name, setParams],
  );
  return [page, setPage] as const;
}
