/** Lower case, no accents, punctuation as single spaces: how headings are compared. */
export function normalise(s: string): string {
  return s
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/**
 * Trims trailing ISBD punctuation (" /", " :", " ;", " =", ",", final period) and outer
 * brackets' stray spaces. A period after an initial ("John A.") or an abbreviation is kept.
 */
export function trimIsbd(s: string): string {
  let t = s.replace(/\s+/g, ' ').trim();
  for (;;) {
    const before = t;
    t = t.replace(/\s*[/:;=,]\s*$/, '').trim();
    if (/\.$/.test(t) && !/(^|[\s.])\p{Lu}\.$/u.test(t) && !/\b(etc|ed|ca|pp|p|v|n|no|vol|Jr|Sr|cm|mm)\.$/i.test(t) && !/\.\.\.$/.test(t)) {
      t = t.slice(0, -1).trim();
    }
    if (t === before) return t;
  }
}

/** Joins ISBD segments with ". — ", never doubling a final period. */
export function joinIsbd(parts: (string | null | undefined)[]): string {
  const kept = parts.map((p) => p?.trim()).filter((p): p is string => !!p);
  return kept.map((p, i) => (i < kept.length - 1 && !/[.!?]$/.test(p) ? `${p}.` : p)).join(' — ');
}
