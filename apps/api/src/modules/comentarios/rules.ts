/** SPEC.md §6: activity 13 (comments) must be on for the patron to post one. */
export const ACTIVITY_COMMENTS = 13;

/** Trimmed text without NUL characters (PostgreSQL text cannot hold them); blank → null. */
export function cleanText(value: string | null | undefined): string | null {
  const s = (value ?? '').replaceAll('\u0000', '').trim();
  return s === '' ? null : s;
}

/** Page `pagina` (1 when absent) of `size` rows: its number, LIMIT and OFFSET. */
export function pageOf(pagina: number | undefined, size: number): { pagina: number; limit: number; offset: number } {
  const p = pagina ?? 1;
  return { pagina: p, limit: size, offset: (p - 1) * size };
}
