import { monthName as nameOfMonth } from '@estante/i18n/format';

/** Month names and issue labels in the page's language (the API sends months as numbers). */

const cap = (s: string, lang: string) => s.replace(/^\p{L}/u, (c) => c.toLocaleUpperCase(lang));

/** "janeiro" / "January" / "enero" (`style` short: "jan." / "Jan" / "ene"; narrow: "J"), capitalised when `capital`. */
export function monthName(lang: string, month: number, style: 'long' | 'short' | 'narrow' = 'long', capital = false): string {
  const name = nameOfMonth(month, lang, style);
  return capital ? cap(name, lang) : name;
}

/** The period an issue covers: "jan.", "jan.–mar.", or null when it has none (a yearly issue). */
export function periodLabel(lang: string, mes: number | null, mesFinal: number | null): string | null {
  if (mes === null) return null;
  const first = monthName(lang, mes, 'short');
  return mesFinal !== null && mesFinal !== mes ? `${first}–${monthName(lang, mesFinal, 'short')}` : first;
}
