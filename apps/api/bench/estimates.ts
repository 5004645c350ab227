// `pnpm --filter @estante/api exec tsx bench/estimates.ts [--titles N] --database-url URL`: on a catalogue the
// benchmark built (schema bench_<N>), compares the estimated total and facet counts of every bench
// query above the exact-count threshold with the exact ones (the same search with no threshold).
// Prints the errors; it is a measurement, not a test.
import { parseArgs } from 'node:util';
import { openPostgres } from '../src/db/db';
import { searchParamsOf } from '../src/modules/consulta/search';
import { EXACT_UP_TO, searchRepository } from '../src/modules/consulta/search.repository';
import { buildQueries, queryString } from './queries';

const { values: opts } = parseArgs({
  options: { titles: { type: 'string', default: '1000000' }, 'database-url': { type: 'string', default: process.env.DATABASE_URL } },
});
if (!opts['database-url']) throw new Error('--database-url is required');
const db = await openPostgres({ connectionString: opts['database-url'], schema: `bench_${opts.titles}`, max: 4 });
const estimated = searchRepository(db);
const exact = searchRepository(db, { exactUpTo: Number.MAX_SAFE_INTEGER });
const rel = (a: number, b: number) => (b === 0 ? (a === 0 ? 0 : 1) : Math.abs(a - b) / b);
const pct = (n: number) => `${(100 * n).toFixed(1)} %`;
const totals: { err: number; filtered: boolean }[] = [];
const facets: number[] = [];
let missing = 0;
console.log(`queries above ${EXACT_UP_TO} hits, bench_${opts.titles}: estimated vs exact total, and the worst facet item (totalSemFiltro) among those with 1,000+ titles`);
for (const q of await buildQueries(db)) {
  const p = searchParamsOf(q.query);
  if (typeof p === 'string') continue;
  const e = await estimated.search(p, 'pt');
  if (!e.estimado) continue;
  const x = await exact.search(p, 'pt');
  totals.push({ err: rel(e.total, x.total), filtered: p.filtros.length > 0 });
  let worst = 0;
  for (const f of x.filtros) {
    for (const item of f.itens) {
      if (item.totalSemFiltro < 1000) continue;
      const other = e.filtros.find((g) => g.codigo === f.codigo)?.itens.find((i) => i.codigo === item.codigo);
      // Not among the estimate's 15 values of the facet (a near tie with another value): counted apart.
      if (!other) {
        missing++;
        continue;
      }
      const err = rel(other.totalSemFiltro, item.totalSemFiltro);
      facets.push(err);
      worst = Math.max(worst, err);
    }
  }
  console.log(`  ${String(x.total).padStart(7)} exact, ${String(e.total).padStart(7)} estimated (${pct(rel(e.total, x.total)).padStart(7)}), worst facet ${pct(worst).padStart(7)}  ${queryString(q.query)}`);
}
const sorted = (a: number[]) => [...a].sort((x, y) => x - y);
const at = (a: number[], p: number) => sorted(a)[Math.min(a.length - 1, Math.floor(p * a.length))] ?? NaN;
for (const filtered of [false, true]) {
  const errs = totals.filter((t) => t.filtered === filtered).map((t) => t.err);
  console.log(`totals ${filtered ? 'with' : 'without'} filters: ${errs.length} queries, median error ${pct(at(errs, 0.5))}, p90 ${pct(at(errs, 0.9))}, max ${pct(Math.max(...errs))}`);
}
console.log(
  `facet items with 1,000+ titles for the term (totalSemFiltro): ${facets.length} compared, median error ${pct(at(facets, 0.5))}, p95 ${pct(at(facets, 0.95))}, ` +
    `max ${pct(Math.max(...facets))}; ${missing} not among the estimate's 15 values`,
);
await db.close();
