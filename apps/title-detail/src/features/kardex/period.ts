/** Month names and issue labels in the page's language (the API sends months as numbers). */

const cap = (s: string, lang: string) => s.replace(/^\p{L}/u, (c) => c.toLocaleUpperCase(lang));

/** "janeiro" / "January" / "enero" (`style` short: "jan." / "Jan" / "ene"; narrow: "J"), capitalised when `capital`. */
export function monthName(lang: string, month: number, style: 'long' | 'short' | 'narrow' = 'long', capital = false): string {
  const name = new Intl.DateTimeFormat(lang, { month: style, timeZone: 'UTC' }).format(new Date(Date.UTC(2000, month - 1, 15)));
  return capital ? cap(name, lang) : name;
}

/** The period an issue covers: "jan.", "jan.–mar.", or null when it has none (a yearly issue). */
export function periodLabel(lang: string, mes: number | null, mesFinal: number | null): string | null {
  if (mes === null) return null;
  const first = monthName(lang, mes, 'short');
  return mesFinal !== null && mesFinal !== mes ? `${first}–${monthName(lang, mesFinal, 'short')}` : first;
}

/** A dd/mm/yyyy date of the API in the page's language ("10 de jan. de 2026", "Jan 10, 2026"); as sent when malformed. */
export function displayDate(lang: string, ddmmyyyy: string): string {
  const m = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(ddmmyyyy);
  if (!m) return ddmmyyyy;
  return new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(Date.UTC(Number(m[3]), Number(m[2]) - 1, Number(m[1]))));
}
