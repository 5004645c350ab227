/** Activities of SPEC.md §6: 13 general comments, 12 acquisition suggestion. */
export const ACTIVITY_COMMENTS = 13;
export const ACTIVITY_SUGGESTION = 12;

/**
 * The teachers' separate purchase suggestion path (SPEC.md §6): module 523 (acquisition), activity
 * 1212 (our own code; migration 0004 gives it to professors, category 04).
 */
export const TEACHERS_PATH = { modulo: 523, atividade: 1212 } as const;

/** Status of a suggestion a patron sends from the catalogue: a pre-suggestion, until the library reviews it. */
export const SITUACAO_PRE_SUGESTAO = 13;

/** `configuracoes.comentarios_gerais`: the footer's general comments (the seed stores it; an administrator may change it). */
export const COMENTARIOS_GERAIS = {
  /** Most general comments of one patron awaiting moderation at a time (POST /api/unidade-informacao/comentario); 0 = no limit. */
  limite_pendentes: 3,
};

/** The stored pending-comment limit when it is a whole number ≥ 0; the default otherwise. */
export function pendingLimit(stored: unknown): number {
  return typeof stored === 'number' && Number.isInteger(stored) && stored >= 0 ? stored : COMENTARIOS_GERAIS.limite_pendentes;
}

/** ISBN-10, ISBN-13 or ISSN by shape (spaces and hyphens allowed); the check digit is not computed. */
export function isbnIssnShape(value: string): boolean {
  const s = value.replace(/[\s-]/g, '').toUpperCase();
  return /^[0-9]{9}[0-9X]$/.test(s) || /^97[89][0-9]{10}$/.test(s) || /^[0-9]{7}[0-9X]$/.test(s);
}

/** Trimmed text without NUL characters (PostgreSQL text cannot hold them); blank → null. */
export function clean(value: string | null | undefined): string | null {
  const s = (value ?? '').replaceAll('\u0000', '').trim();
  return s === '' ? null : s;
}
