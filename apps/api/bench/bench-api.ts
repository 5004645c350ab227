// `pnpm bench:api`: grows the seeded catalogue to N titles, then measures /api/consulta over HTTP
// against the same searches run directly on the database, and the throughput at 20 connections.
// Prints figures; it is a measurement, not a test.
//
//   pnpm bench:api [--titles 200000] [--database-url URL] [--data-dir DIR] [--reuse]
//                  [--connections 20] [--duration 20] [--passes 1]
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import pg from 'pg';
import { buildApp } from '../src/app';
import { defaultMarcDir } from '../src/config';
import { openPglite, openPostgres, redactUrl, type Db } from '../src/db/db';
import { migrate } from '../src/db/migrate';
import { searchParamsOf, type SearchParams } from '../src/modules/consulta/search';
import { searchTitles } from '../src/modules/consulta/search.repository';
import { seed } from '../src/seed';
import { buildQueries, queryString, type BenchQuery } from './queries';
import { replicate, titleCount } from './replicate';

const HTTP_GOAL = 1.3;

const { values: opts } = parseArgs({
  options: {
    titles: { type: 'string', default: '200000' },
    'database-url': { type: 'string', default: process.env.DATABASE_URL },
    'data-dir': { type: 'string' },
    reuse: { type: 'boolean', default: false },
    'build-only': { type: 'boolean', default: false },
    connections: { type: 'string', default: '20' },
    duration: { type: 'string', default: '20' },
    passes: { type: 'string', default: '1' },
    help: { type: 'boolean', default: false },
  },
});
if (opts.help) {
  console.log(`pnpm bench:api [options]
  --titles N          titles in the catalogue (default 200000): the seeded records, then copies of them
  --database-url URL  a PostgreSQL database (default: DATABASE_URL); the bench works in schema bench_<N>
  --data-dir DIR      PGlite folder when there is no database URL (default: <tmp>/estante-bench/pglite-<N>)
  --reuse             keep what the database already holds and add only the missing titles (resumes an
                      interrupted build); without it the bench schema / PGlite folder is rebuilt from scratch
  --build-only        build (or resume) the catalogue, then stop without measuring (no server, no port)
  --connections N     autocannon connections (default 20)
  --duration S        autocannon seconds (default 20)
  --passes N          measured passes over the query set, HTTP and direct (default 1, after one warm-up pass)`);
  process.exit(0);
}
const titles = Number(opts.titles);
const connections = Number(opts.connections);
const duration = Number(opts.duration);
const passes = Number(opts.passes);
for (const [name, v] of Object.entries({ titles, connections, duration, passes })) {
  if (!Number.isInteger(v) || v < 1) throw new Error(`--${name} must be a positive integer`);
}
const databaseUrl = opts['database-url'] || undefined;

const log = (line = '') => console.log(line);
const secs = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const load = () => os.loadavg().map((n) => n.toFixed(2)).join(' ');

// ---------------------------------------------------------------------------------------------
// The database: PGlite in a folder of its own, or schema bench_<N> of a PostgreSQL database.

async function openBenchDb(): Promise<{ db: Db; backend: string }> {
  if (databaseUrl) {
    const schema = `bench_${titles}`;
    if (!opts.reuse) {
      const admin = new pg.Client({ connectionString: databaseUrl });
      await admin.connect();
      try {
        await admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      } finally {
        await admin.end();
      }
    }
    const db = await openPostgres({ connectionString: databaseUrl, schema, max: 10 });
    const [v] = await db.query<{ v: string }>(`SELECT current_setting('server_version') AS v`);
    return { db, backend: `PostgreSQL ${v?.v ?? '?'} (${redactUrl(databaseUrl)}, schema ${schema})` };
  }
  const dir = path.resolve(opts['data-dir'] ?? path.join(os.tmpdir(), 'estante-bench', `pglite-${titles}`));
  if (!opts.reuse) fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  return { db: await openPglite(dir), backend: `PGlite (${dir})` };
}

// ---------------------------------------------------------------------------------------------
// Figures.

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] as number;
}

interface Stats {
  p50: number;
  p95: number;
  p99: number;
  mean: number;
  max: number;
}

function stats(samples: number[]): Stats {
  const s = [...samples].sort((a, b) => a - b);
  return { p50: percentile(s, 50), p95: percentile(s, 95), p99: percentile(s, 99), mean: s.reduce((a, b) => a + b, 0) / s.length, max: s.at(-1) ?? NaN };
}

const ms = (n: number) => `${n.toFixed(1)} ms`.padStart(10);
const row = (name: string, s: Stats) => `${name.padEnd(8)} ${ms(s.p50)} ${ms(s.p95)} ${ms(s.p99)} ${ms(s.mean)} ${ms(s.max)}`;

// ---------------------------------------------------------------------------------------------

log(`estante API benchmark — ${new Date().toISOString()}, ${os.cpus().length} CPUs, load average ${load()}`);
const { db, backend } = await openBenchDb();
log(`backend: ${backend}`);
await migrate(db);

const t0 = performance.now();
const existing = await titleCount(db);
if (existing > titles) {
  throw new Error(`the database already holds ${existing} titles, more than --titles ${titles}: rebuild it (drop --reuse) or use another --data-dir`);
}
if (existing === 0) {
  log('seeding the real MARC records…');
  await seed(db, defaultMarcDir());
}
const seeded = await titleCount(db);
const seedMs = performance.now() - t0;
if (existing === 0) log(`seeded ${seeded} titles in ${secs(seedMs)}`);
log(`replicating to ${titles} titles…`);
const rep = await replicate(db, titles, (line) => log(`  ${line}`));
const replicationLine =
  rep.added > 0
    ? `replication: ${rep.before} → ${rep.after} titles (+${rep.added}, copies of ${rep.sources} seeded titles) in ${secs(rep.ms)}${
        existing === 0 ? ` (+ seed ${secs(seedMs)})` : ''
      }`
    : `replication: nothing to do, the database holds ${rep.after} titles (--reuse)`;
log(replicationLine);
if (opts['build-only']) {
  await db.close();
  process.exit(0);
}

const queries = await buildQueries(db);
const params = queries.map((q): SearchParams => {
  const p = searchParamsOf(q.query);
  if (typeof p === 'string') throw new Error(`bench query ${queryString(q.query)}: ${p}`);
  return p;
});
const kinds = new Map<string, number>();
for (const q of queries) {
  const k = q.kind.replace(/ \(#.*\)$/, '');
  kinds.set(k, (kinds.get(k) ?? 0) + 1);
}
log(
  `queries: ${queries.length} (${[...kinds].map(([k, n]) => `${n} ${k}`).join(', ')}); ${queries.filter((q) => q.query.filtros).length} with filters, ` +
    `${queries.filter((q) => q.query.orderBy).length} not by relevance, ${queries.filter((q) => q.query.page).length} on page 2 or 3`,
);

// The real app on a free port (port 0: never one of 8080–8095), with a public token as a client gets it.
const app = await buildApp({ db, jwtSecret: `bench-${process.pid}-${Date.now()}-0123456789abcdef0123456789` });
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : 0;
if (port >= 8080 && port <= 8095) throw new Error(`port ${port} is reserved`);
const base = `http://127.0.0.1:${port}`;

let token = '';
let tokenAt = 0;
async function authorization(): Promise<string> {
  if (Date.now() - tokenAt > 10 * 60_000) {
    const res = await fetch(`${base}/oauth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ grant_type: 'client_credentials', client_id: 'estante-web' }),
    });
    if (!res.ok) throw new Error(`/oauth/token answered ${res.status}`);
    token = ((await res.json()) as { access_token: string }).access_token;
    tokenAt = Date.now();
  }
  return `Bearer ${token}`;
}

const paths = queries.map((q) => `/api/consulta?${queryString(q.query)}`);

async function httpPass(totals?: number[]): Promise<number[]> {
  const out: number[] = [];
  for (const [i, p] of paths.entries()) {
    const headers = { authorization: await authorization() };
    const t = performance.now();
    const res = await fetch(base + p, { headers });
    const body = await res.text();
    out.push(performance.now() - t);
    if (res.status !== 200) throw new Error(`${p}: HTTP ${res.status} ${body.slice(0, 200)}`);
    if (totals) totals[i] = (JSON.parse(body) as { total: number }).total;
  }
  return out;
}

async function directPass(totals?: number[]): Promise<number[]> {
  const out: number[] = [];
  for (const [i, p] of params.entries()) {
    const t = performance.now();
    const r = await searchTitles(db, p, 'pt');
    out.push(performance.now() - t);
    if (totals) totals[i] = r.total;
  }
  return out;
}

log(`\nwarm-up pass (HTTP, then direct)… load average ${load()}`);
const httpTotals: number[] = [];
const directTotals: number[] = [];
const tw = performance.now();
await httpPass(httpTotals);
await directPass(directTotals);
const mismatch = httpTotals.findIndex((n, i) => n !== directTotals[i]);
if (mismatch >= 0) throw new Error(`HTTP and direct disagree on ${paths[mismatch]}: ${httpTotals[mismatch]} vs ${directTotals[mismatch]}`);
const buckets: [string, (n: number) => boolean][] = [
  ['none', (n) => n === 0],
  ['1–99', (n) => n > 0 && n < 100],
  ['100–999', (n) => n >= 100 && n < 1000],
  ['1k–9.9k', (n) => n >= 1000 && n < 10_000],
  ['10k–99k', (n) => n >= 10_000 && n < 100_000],
  ['100k+', (n) => n >= 100_000],
];
log(
  `warm-up took ${secs(performance.now() - tw)}; hits per query: median ${percentile([...httpTotals].sort((a, b) => a - b), 50)}, max ${Math.max(...httpTotals)}; ` +
    buckets.map(([name, test]) => `${httpTotals.filter(test).length} ${name}`).join(', '),
);

// Measured passes alternate HTTP and direct, so both see the same cache and machine load.
const http: number[] = [];
const direct: number[] = [];
for (let pass = 0; pass < passes; pass++) {
  http.push(...(await httpPass()));
  direct.push(...(await directPass()));
}
const h = stats(http);
const d = stats(direct);
const ratio = h.p95 / d.p95;

log(`\n== /api/consulta, ${queries.length} queries × ${passes} pass(es), sequential — ${backend}, ${rep.after} titles ==`);
log(`${''.padEnd(8)} ${'p50'.padStart(10)} ${'p95'.padStart(10)} ${'p99'.padStart(10)} ${'mean'.padStart(10)} ${'max'.padStart(10)}`);
log(row('HTTP', h));
log(row('direct', d));
log(`HTTP p95 / direct p95 = ${ratio.toFixed(2)} (goal ≤ ${HTTP_GOAL}: ${ratio <= HTTP_GOAL ? 'met' : 'NOT met'})`);
const slowest = direct
  .slice(0, queries.length)
  .map((t, i) => ({ t, i }))
  .sort((a, b) => b.t - a.t)
  .slice(0, 5);
log('slowest (direct, first pass):');
for (const { t, i } of slowest) log(`  ${ms(t)}  ${httpTotals[i]} hits  ${(queries[i] as BenchQuery).kind}: ${queryString((queries[i] as BenchQuery).query)}`);

// Throughput: autocannon in a worker thread (its own event loop), every connection taking the next query.
const pathsFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'estante-bench-paths-')), 'paths.json');
fs.writeFileSync(pathsFile, JSON.stringify(paths));
process.env.ESTANTE_BENCH_PATHS = pathsFile;
log(`\nautocannon: ${connections} connections, ${duration} s… load average ${load()}`);
const ac = await autocannon({
  url: base,
  connections,
  duration,
  timeout: 60,
  workers: 1,
  headers: { authorization: await authorization() },
  requests: [{ method: 'GET', setupRequest: path.join(path.dirname(fileURLToPath(import.meta.url)), 'autocannon-request.cjs') }],
});
fs.rmSync(path.dirname(pathsFile), { recursive: true, force: true });
log(
  `throughput: ${ac.requests.average.toFixed(1)} req/s (${ac.requests.total} requests), latency p50 ${ac.latency.p50} ms, p97.5 ${ac.latency.p97_5} ms, p99 ${ac.latency.p99} ms, max ${ac.latency.max} ms; ` +
    `${ac.non2xx} non-2xx, ${ac.errors} errors, ${ac.timeouts} timeouts`,
);

log(`\nsummary — ${backend}, ${rep.after} titles, load average ${load()}`);
log(`  ${replicationLine}`);
log(`  HTTP   p50/p95/p99 ${h.p50.toFixed(1)} / ${h.p95.toFixed(1)} / ${h.p99.toFixed(1)} ms`);
log(`  direct p50/p95/p99 ${d.p50.toFixed(1)} / ${d.p95.toFixed(1)} / ${d.p99.toFixed(1)} ms`);
log(`  HTTP p95 / direct p95 ${ratio.toFixed(2)} (goal ≤ ${HTTP_GOAL})`);
log(`  autocannon ${connections} connections: ${ac.requests.average.toFixed(1)} req/s, p50 ${ac.latency.p50} / p97.5 ${ac.latency.p97_5} / p99 ${ac.latency.p99} ms`);

await app.close();
await db.close();
