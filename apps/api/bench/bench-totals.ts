// The collection totals and the specialised options on a replicated catalogue:
// `tsx bench/bench-totals.ts [--titles N]` on PostgreSQL (DATABASE_URL, a schema of its own, dropped
// at the end) — p50/p95 of GET /api/acervo/totais's work (collectionTotals) and of one options list.
import { parseArgs } from 'node:util';
import { defaultMarcDir } from '../src/config';
import { openPostgres } from '../src/db/db';
import { migrate } from '../src/db/migrate';
import { collectionTotals } from '../src/modules/acervo/totals';
import { consultaRepository } from '../src/modules/consulta/repository';
import { seed } from '../src/seed';
import { replicate } from './replicate';

const { values } = parseArgs({ options: { titles: { type: 'string', default: '200000' }, runs: { type: 'string', default: '30' } } });
const url = process.env.DATABASE_URL;
if (!url) throw new Error('DATABASE_URL is required');
const schema = `bench_totals_${process.pid}`;
const db = await openPostgres({ connectionString: url, schema, max: 4 });
const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))]!;
async function time(label: string, fn: () => Promise<unknown>) {
  const runs = Number(values.runs);
  const ms: number[] = [];
  await fn();
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    await fn();
    ms.push(performance.now() - t);
  }
  console.log(`${label}: p50 ${pct(ms, 50).toFixed(1)} ms, p95 ${pct(ms, 95).toFixed(1)} ms (${runs} runs)`);
}
try {
  await migrate(db);
  await seed(db, defaultMarcDir(), false, { referenceDate: '2026-03-02', webClientSecret: 'bench-web-client-secret-0123456789' });
  const r = await replicate(db, Number(values.titles), (l) => console.log(l));
  console.log(`titles ${r.after} (${r.added} added in ${(r.ms / 1000).toFixed(1)} s)`);
  const [c] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM exemplares');
  console.log(`copies ${c?.n}`);
  await db.exec('ANALYZE');
  await time('collectionTotals (GET /api/acervo/totais)', () => collectionTotals(db, 'pt'));
  const repo = consultaRepository(db);
  await time('specialisedValues (one options list)', () => repo.specialisedValues('titulos-adicionais'));
} finally {
  await db.exec(`DROP SCHEMA "${schema}" CASCADE`);
  await db.close();
}
