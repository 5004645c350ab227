/** The scale of the monthly bar chart and the year the page shows (the title statistics view's approach). */

/** The smallest "nice" top (1, 2, 5 × 10ⁿ, at least 4) at or above `max`, and the ticks from 0 to it (at most 6). */
export function niceScale(max: number): { top: number; ticks: number[] } {
  const target = Math.max(4, Math.ceil(max));
  let step = 1;
  for (let magnitude = 1; ; magnitude *= 10) {
    const found = [1, 2, 5].map((m) => m * magnitude).find((s) => Math.ceil(target / s) <= 5);
    if (found !== undefined) {
      step = found;
      break;
    }
  }
  const top = Math.ceil(target / step) * step;
  return { top, ticks: Array.from({ length: top / step + 1 }, (_, i) => i * step) };
}

/** The year to show: the address's `?ano=` when it is one of the patron's years, else the latest (null: none). */
export function chosenYear(param: string | null, years: readonly number[]): number | null {
  if (param && /^[0-9]{4}$/.test(param) && years.includes(Number(param))) return Number(param);
  return years[0] ?? null;
}
