/**
 * The reference date of the seeded data: every date the seed writes (expected returns, loans,
 * holds, debts, comments, acquisitions, events) is an offset from it, so the data are deterministic
 * given the date. Default: the current UTC date when the seed runs; SEED_DATE=YYYY-MM-DD overrides it.
 */
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Today in UTC, yyyy-mm-dd. */
export const todayUtc = (): string => new Date().toISOString().slice(0, 10);

/** A real calendar date yyyy-mm-dd (e.g. not 2026-02-30), else null. */
export function parseIsoDate(s: string | undefined): string | null {
  const m = ISO_DATE.exec(s?.trim() ?? '');
  if (!m) return null;
  const iso = `${m[1]}-${m[2]}-${m[3]}`;
  const d = new Date(`${iso}T12:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === iso ? iso : null;
}

/** SEED_DATE of the environment (validated), or undefined when unset or empty. */
export function seedDateFromEnv(value: string | undefined): string | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  const iso = parseIsoDate(value);
  if (!iso) throw new Error(`SEED_DATE must be a date YYYY-MM-DD, got ${JSON.stringify(value)}`);
  return iso;
}

/** yyyy-mm-dd plus `days`, in UTC. */
export function addDays(iso: string, days: number): string {
  const d = new Date(`${iso}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** yyyy-mm-dd plus `months` (the day clamped to the month's last day), in UTC. */
export function addMonths(iso: string, months: number): string {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  const first = new Date(Date.UTC(y, m - 1 + months, 1, 12));
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0, 12)).getUTCDate();
  first.setUTCDate(Math.min(d, last));
  return first.toISOString().slice(0, 10);
}

/** Whole days from `a` to `b` (b − a). */
export const daysBetween = (a: string, b: string): number =>
  Math.round((Date.parse(`${b}T12:00:00Z`) - Date.parse(`${a}T12:00:00Z`)) / 86_400_000);
