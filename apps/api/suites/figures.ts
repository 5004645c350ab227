/**
 * The figures the security and reliability suites print (cases tried, failures, p50/p99 …): one line
 * on the console per measurement, and one JSON line in SUITE_FIGURES (set by scripts/suite.mjs,
 * which prints them all as a table at the end of `pnpm test:security` / `pnpm test:reliability`).
 */
import { appendFileSync } from 'node:fs';

/** `--full` (SUITE_FULL=1): the full size; otherwise the size that fits `npm test` on CI. */
export const FULL = process.env.SUITE_FULL === '1';

/** `ci` cases in `npm test`, `full` with `--full`. */
export const size = (ci: number, full: number): number => (FULL ? full : ci);

export interface Figures {
  cases: number;
  failures: number;
  p50_ms?: number;
  p99_ms?: number;
  [more: string]: number | string | undefined;
}

export function report(suite: 'security' | 'reliability', name: string, figures: Figures): void {
  const line = Object.entries(figures)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => `${k}=${typeof v === 'number' && !Number.isInteger(v) ? v.toFixed(1) : v}`)
    .join(' ');
  console.log(`[${suite}] ${name}: ${line}`);
  const file = process.env.SUITE_FIGURES;
  if (file) appendFileSync(file, `${JSON.stringify({ suite, name, ...figures })}\n`);
}

/** The p-th percentile (0–100) of `values` (nearest rank); NaN when empty. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank] ?? Number.NaN;
}
