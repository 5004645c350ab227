/** A date (yyyy-mm-dd, or an ISO timestamp) in the reader's language ("9 de março de 2026"). */
export function holdDate(iso: string, locale: string): string {
  const day = /^\d{4}-\d{2}-\d{2}$/.test(iso);
  const date = new Date(day ? `${iso}T12:00:00Z` : iso);
  // A calendar day is the same day everywhere; an instant is shown in the reader's own time zone.
  return Number.isNaN(date.getTime()) ? iso : new Intl.DateTimeFormat(locale, { dateStyle: 'long', ...(day ? { timeZone: 'UTC' } : {}) }).format(date);
}
