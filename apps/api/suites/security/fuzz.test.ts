/**
 * Fuzzing generated from the contract (issue 28, 1): every endpoint of ROUTES gets requests built from
 * its own schemas (ENDPOINTS) by fast-check — valid, almost valid and hostile path parameters, query
 * strings and bodies — with the token it needs. Checked on every answer: no 5xx the contract does not
 * declare, no unhandled rejection, a JSON error body with a message on every 4xx; and after every
 * rejected write the database is unchanged (every table's row count and checksum, bookkeeping that
 * counts failed attempts by design aside). 25 cases per endpoint in `npm test`, 1,000 with --full.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { ENDPOINTS } from '@estante/api-contract';
import type { RouteDef } from '@estante/api-contract/routes';
import { percentile, report, size } from '../figures';
import { asText, fuzzed, type valid } from './arbitraries';
import { ALL_ROUTES, pathParams, useSecurityHarness } from './harness';

const h = useSecurityHarness();
const CASES = Number(process.env.FUZZ_CASES ?? size(25, 1000));
const SEED = Number(process.env.FUZZ_SEED ?? 2028);

type Schema = Parameters<typeof valid>[0];
const schemaOf = (name: string) => (ENDPOINTS as unknown as Record<string, { params?: Schema; querystring?: Schema; body?: Schema; response: Record<number, unknown> }>)[name];

/** Bookkeeping a rejected request writes by design: limits' counters, failed attempts, spent captchas, refresh-token reuse. */
const BOOKKEEPING_TABLES = new Set(['limites_taxa', 'captchas_usados', 'sso_tentativas', 'refresh_familias', 'refresh_tokens', 'codigos_recuperacao']);
const BOOKKEEPING_COLUMNS: Record<string, string[]> = { logins: ['tentativas_falhas', 'ultima_falha_em', 'bloqueado', 'bloqueado_em', 'bloqueado_ate', 'ultimo_acesso_em'] };

let checksumSql = '';
async function prepareChecksum(): Promise<void> {
  const cols = await h.query<{ table_name: string; column_name: string }>(
    `SELECT c.table_name, c.column_name FROM information_schema.columns c JOIN information_schema.tables t USING (table_schema, table_name)
      WHERE c.table_schema = current_schema() AND t.table_type = 'BASE TABLE' ORDER BY c.table_name, c.ordinal_position`,
  );
  const byTable = new Map<string, string[]>();
  for (const c of cols) {
    if (BOOKKEEPING_TABLES.has(c.table_name) || BOOKKEEPING_COLUMNS[c.table_name]?.includes(c.column_name)) continue;
    byTable.set(c.table_name, [...(byTable.get(c.table_name) ?? []), c.column_name]);
  }
  checksumSql = `SELECT ${[...byTable]
    .map(([t, cs], i) => `(SELECT count(*)::text || ':' || md5(coalesce(string_agg(md5(row(${cs.map((c) => `x."${c}"`).join(', ')})::text), '' ORDER BY md5(row(${cs.map((c) => `x."${c}"`).join(', ')})::text)), '')) FROM "${t}" x) AS "t${i}_${t}"`)
    .join(', ')}`;
}
const checksum = async () => (await h.query<Record<string, string>>(checksumSql))[0] ?? {};
/** The next transaction id: it moves only when something wrote (or tried to), so a read-only answer needs no checksum. */
const nextXid = async () => (await h.query<{ x: string }>('SELECT pg_snapshot_xmax(pg_current_snapshot())::text AS x'))[0]?.x ?? '';

interface Case {
  params: Record<string, string>;
  query: Record<string, string>;
  body: unknown;
  raw?: string;
}

function casesOf(name: string, route: RouteDef): fc.Arbitrary<Case> {
  const s = schemaOf(name);
  const names = pathParams(route.url);
  const paramProps = (s?.params as { properties?: Record<string, Schema> } | undefined)?.properties ?? {};
  const params = fc.record(Object.fromEntries(names.map((p) => [p, fuzzed(paramProps[p] ?? { type: 'string' }).map(asText)]))) as fc.Arbitrary<Record<string, string>>;
  const query = s?.querystring
    ? fuzzed(s.querystring).map((q) => (q && typeof q === 'object' && !Array.isArray(q) ? Object.fromEntries(Object.entries(q).filter(([, v]) => v !== undefined).map(([k, v]) => [k, asText(v)])) : { q: asText(q) }))
    : fc.constant({});
  const hasBody = route.method !== 'GET';
  const body = hasBody ? fuzzed(s?.body) : fc.constant(undefined);
  // Now and then a body that is not JSON at all, or cut off.
  const raw = hasBody ? fc.option(fc.constantFrom('{', '{"a":', 'null', '[]', '\u0000', 'x'.repeat(2_000_000), '{"__proto__":{"admin":true}}'), { freq: 8 }) : fc.constant(null);
  return fc.record({ params, query, body, raw }).map((c) => ({ ...c, raw: c.raw ?? undefined }));
}

const unhandled: unknown[] = [];
const onUnhandled = (e: unknown) => unhandled.push(e);

/**
 * A lone UTF-16 surrogate cannot travel in an address (it has no UTF-8 form: encodeURIComponent
 * throws), so no client can send one; the generators make them, and they reach the API as the
 * replacement character U+FFFD, as a browser would send them.
 */
const wellFormed = (s: string): string => s.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD');
function wellFormedQuery(query: Record<string, string | string[]> | undefined): Record<string, string | string[]> | undefined {
  if (!query) return query;
  return Object.fromEntries(Object.entries(query).map(([k, v]) => [wellFormed(k), Array.isArray(v) ? v.map(wellFormed) : wellFormed(v)]));
}

describe('fuzzing every endpoint from its schemas', () => {
  beforeAll(async () => {
    await h.prepare();
    await prepareChecksum();
    process.on('unhandledRejection', onUnhandled);
  });
  afterAll(() => {
    process.off('unhandledRejection', onUnhandled);
  });

  it('the checks can see a change: a write moves the transaction id and changes the checksum', async () => {
    const x0 = await nextXid();
    const c0 = await checksum();
    await h.query("UPDATE pessoas SET telefone = coalesce(telefone, '') || '9' WHERE cod_pessoa = $1", [h.bruno().cod_pessoa]);
    expect(await nextXid()).not.toBe(x0);
    const c1 = await checksum();
    expect(Object.keys(c1).filter((k) => c1[k] !== c0[k])).toEqual([expect.stringMatching(/_pessoas$/)]);
  });

  it(`${CASES} cases per endpoint: no undeclared 5xx, no unhandled rejection, errors with a message, rejected writes change nothing`, async () => {
    // Who may call what: a patron's route with a patron's token, the staff's with the client that gets past the check.
    const staffToken = async (route: RouteDef) => {
      for (const kind of ['public', 'desk', 'moderation'] as const) {
        const res = await h.call(route, h.tokens()[kind], { body: {} });
        if (res.statusCode !== 401 && res.statusCode !== 403) return h.tokens()[kind];
      }
      return h.tokens().public;
    };
    const failures: string[] = [];
    const times: number[] = [];
    let cases = 0;
    let rejectedWrites = 0;
    let checksums = 0;
    let known = await nextXid();
    let baseline = await checksum();
    const perEndpoint: { name: string; p99: number }[] = [];
    const only = process.env.FUZZ_ONLY?.split(',');
    const cut = only ? 4000 : 160;
    for (const [name, route] of ALL_ROUTES) {
      if (only && !only.includes(name)) continue;
      const token = route.auth === 'patron' ? h.tokens().bruno : route.auth === 'token' ? await staffToken(route) : h.tokens().public;
      const samples = fc.sample(casesOf(name, route), { numRuns: CASES, seed: SEED + name.length });
      const mine: number[] = [];
      for (const c of samples) {
        cases++;
        const write = route.method !== 'GET';
        const x0 = write ? await nextXid() : known;
        if (write && x0 !== known) {
          baseline = await checksum();
          checksums++;
          known = x0;
        }
        const url = route.url.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_, p: string) => encodeURIComponent(wellFormed(c.params[p] ?? '')));
        const t0 = performance.now();
        const res = await h.inject({
          method: route.method,
          url,
          query: wellFormedQuery(c.query),
          headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(c.raw !== undefined || c.body !== undefined ? { 'content-type': 'application/json' } : {}) },
          ...(c.raw !== undefined ? { payload: c.raw } : c.body !== undefined ? { payload: JSON.stringify(c.body) } : {}),
        });
        const ms = performance.now() - t0;
        times.push(ms);
        mine.push(ms);
        const declared = schemaOf(name)?.response ?? {};
        const show = () => `${route.method} ${url.slice(0, cut)} ${JSON.stringify(c.query).slice(0, cut)} ${(c.raw ?? JSON.stringify(c.body) ?? '').slice(0, cut)}`;
        if (res.statusCode >= 500 && !(res.statusCode in declared)) failures.push(`${name}: ${res.statusCode} ${res.body.slice(0, 200)} for ${show()}`);
        if (res.statusCode >= 400 && res.statusCode !== 405 && (res.headers['content-type'] ?? '').toString().includes('json')) {
          const msg = (() => {
            try {
              return (JSON.parse(res.body) as { message?: unknown; error_description?: unknown }).message ?? (JSON.parse(res.body) as { error_description?: unknown }).error_description;
            } catch {
              return undefined;
            }
          })();
          if (typeof msg !== 'string' || msg.length === 0) failures.push(`${name}: ${res.statusCode} without a message: ${res.body.slice(0, 200)} for ${show()}`);
        }
        if (write && res.statusCode >= 400) {
          rejectedWrites++;
          const x1 = await nextXid();
          if (x1 !== x0) {
            const now = await checksum();
            checksums++;
            const changed = Object.keys(now).filter((k) => now[k] !== baseline[k]);
            if (changed.length) failures.push(`${name}: rejected (${res.statusCode}) but changed ${changed.join(', ')} for ${show()}`);
            baseline = now;
            known = x1;
          }
        }
        // A case that ended the patron's sign-in (a user switch, a password change): sign in again.
        if (route.auth === 'patron' && res.statusCode === 401) await h.prepare({ again: true });
      }
      perEndpoint.push({ name, p99: percentile(mine, 99) });
    }
    const slowest = perEndpoint.sort((a, b) => b.p99 - a.p99).slice(0, 3);
    report('security', 'fuzz: every endpoint from its schemas', {
      cases,
      failures: failures.length,
      endpoints: ALL_ROUTES.length,
      per_endpoint: CASES,
      rejected_writes: rejectedWrites,
      checksums,
      unhandled_rejections: unhandled.length,
      p50_ms: percentile(times, 50),
      p99_ms: percentile(times, 99),
      slowest: slowest.map((s) => `${s.name} ${s.p99.toFixed(0)}ms`).join(', '),
      seed: SEED,
    });
    expect(failures.slice(0, 40)).toEqual([]);
    expect(unhandled).toEqual([]);
    // 209,000 cases at --full take longer than the suite's 15 minutes: up to 30 ms a case on a busy machine.
  }, Math.max(900_000, CASES * ALL_ROUTES.length * 30));
});
