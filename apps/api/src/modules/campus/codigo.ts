/**
 * A code as a client sends it in a query or a form (`?campus=`, a `<select>`'s value or a JSON
 * number): null when not given or blank, 'invalid' when not a positive 32-bit integer written in
 * at most 10 digits.
 */
export function parseCodigo(value: number | string | null | undefined): number | null | 'invalid' {
  if (value === undefined || value === null) return null;
  if (typeof value === 'number') return Number.isInteger(value) && value > 0 && value <= 2147483647 ? value : 'invalid';
  const s = value.trim();
  if (s === '') return null;
  if (!/^[0-9]{1,10}$/.test(s)) return 'invalid';
  const n = Number(s);
  return n > 0 && n <= 2147483647 ? n : 'invalid';
}
