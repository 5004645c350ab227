/**
 * The authorisation matrix (issue 28, 2), generated from the contract's route table: every endpoint
 * that is not public × every token that does not belong there → 401, 403 or 404 and never data; every
 * patron's answer `Cache-Control: private, no-store`; and sequential ids walked on every path with
 * parameters, with the public token, no token and another patron's token, reveal nothing private of
 * anyone else (name, user code, CPF, e-mail, phone, address) and change nothing of anyone else's.
 */
import { Value } from '@sinclair/typebox/value';
import { beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '@estante/api-contract';
import type { RouteDef } from '@estante/api-contract/routes';
import { report, size } from '../figures';
import { ALL_ROUTES, pathParams, useSecurityHarness, type TokenKind } from './harness';

const h = useSecurityHarness();

interface Person {
  cod_pessoa: number;
  markers: string[];
}
let people: Person[] = [];

/** What identifies a person privately, as it would appear in an answer (JSON-escaped where it matters). */
async function privateMarkers(): Promise<Person[]> {
  const rows = await h.query<{ cod_pessoa: number; nome_pessoa: string; emails: string[]; telefone: string | null; logradouro: string | null; cpf: string | null; rg: string | null; logins: string[] | null; professor: boolean }>(
    `SELECT p.cod_pessoa, p.nome_pessoa, p.emails, p.telefone, p.logradouro, p.cpf, p.rg,
            (SELECT array_agg(l.login) FROM logins l WHERE l.cod_pessoa = p.cod_pessoa) AS logins,
            EXISTS (SELECT 1 FROM disciplina_professor d WHERE d.cod_pessoa = p.cod_pessoa) AS professor
       FROM pessoas p`,
  );
  return rows.map((r) => ({
    cod_pessoa: r.cod_pessoa,
    markers: [
      // A professor's name is public (the courses' and disciplines' lists); a comment shows a first name only.
      ...(r.professor ? [] : [r.nome_pessoa]),
      ...r.emails,
      ...(r.telefone ? [r.telefone] : []),
      ...(r.logradouro ? [r.logradouro] : []),
      ...(r.cpf ? [r.cpf, r.cpf.replace(/^(\d{3})(\d{3})(\d{3})(\d{2})$/, '$1.$2.$3-$4')] : []),
      ...(r.rg && r.rg.length >= 6 ? [r.rg] : []),
      ...(r.logins ?? []).filter((l) => l.length >= 5),
    ].filter((m) => m.length >= 5),
  }));
}

/** The private markers of anyone but `owner` found in `body`. */
function leaks(body: string, owner: number | null): string[] {
  const found: string[] = [];
  for (const p of people) {
    if (p.cod_pessoa === owner) continue;
    for (const m of p.markers) if (body.includes(m)) found.push(`${m} (person ${p.cod_pessoa})`);
  }
  return found;
}

/** A request body the schema accepts (defaults), so a refused call is refused for its token, not its body. */
function bodyOf(name: string): unknown {
  const schema = (ENDPOINTS as Record<string, { body?: Parameters<typeof Value.Create>[0] }>)[name]?.body;
  if (!schema) return undefined;
  try {
    return Value.Create(schema);
  } catch {
    return {};
  }
}

/**
 * A checksum of every row that is not `owner`'s in every table with a person column, and of the
 * tables without one, so a walk of another patron's ids is seen if it changes anything not theirs.
 * Left out: what a request writes by design whoever asks (the rate limits' counters, the access log
 * of links, the outbox of jobs, sign-in bookkeeping).
 */
async function othersChecksum(owner: number): Promise<Record<string, string>> {
  const tables = await h.query<{ table_name: string; by_person: boolean }>(
    `SELECT t.table_name,
            EXISTS (SELECT 1 FROM information_schema.columns c WHERE c.table_schema = t.table_schema AND c.table_name = t.table_name AND c.column_name = 'cod_pessoa') AS by_person
       FROM information_schema.tables t
      WHERE t.table_schema = current_schema() AND t.table_type = 'BASE TABLE'
        AND t.table_name NOT IN ('titulos', 'exemplares', 'autoridades', 'titulo_autoridade', 'vocabulario', 'titulo_facetas', 'refresh_tokens', 'refresh_familias', 'limites_taxa', 'captchas_usados', 'acessos_vinculo')
      ORDER BY 1`,
  );
  const out: Record<string, string> = {};
  for (const t of tables) {
    const where = t.by_person ? `WHERE cod_pessoa IS DISTINCT FROM ${owner}` : '';
    const [row] = await h.query<{ sum: string | null }>(`SELECT md5(coalesce(string_agg(x::text, '|' ORDER BY x::text), '')) AS sum FROM "${t.table_name}" x ${where}`);
    out[t.table_name] = row?.sum ?? '';
  }
  return out;
}

const REFUSED = [401, 403, 404];

/** A 5xx is a failure unless the contract declares it (an external base that does not answer: 502). */
export function unexpected5xx(name: string, status: number): boolean {
  const declared = (ENDPOINTS as Record<string, { response: Record<number, unknown> }>)[name]?.response ?? {};
  return status >= 500 && !(status in declared);
}
const notPublic = ALL_ROUTES.filter(([, r]) => r.auth !== 'public');

describe('authorisation matrix (generated from ROUTES)', () => {
  beforeAll(async () => {
    await h.prepare();
    people = await privateMarkers();
  });

  it('every endpoint that is not public refuses no token, an expired, forged, tampered or unsigned token: 401 and no data', async () => {
    const bad: TokenKind[] = ['none', 'expired', 'forged', 'tampered', 'alg-none'];
    const failures: string[] = [];
    let cases = 0;
    for (const [name, route] of notPublic) {
      for (const kind of bad) {
        cases++;
        const res = await h.call(route, h.tokens()[kind], { body: bodyOf(name) });
        if (res.statusCode !== 401) failures.push(`${name} ${route.method} ${route.url} with ${kind}: ${res.statusCode}`);
        const l = leaks(res.body, null);
        if (l.length) failures.push(`${name} with ${kind} leaked ${l.join(', ')}`);
      }
    }
    report('security', 'authz: bad tokens × non-public endpoints', { cases, failures: failures.length, endpoints: notPublic.length });
    expect(failures).toEqual([]);
  });

  it("every patron's endpoint refuses the public token and the staff clients' tokens: 401 or 403, no data", async () => {
    const patronRoutes = notPublic.filter(([, r]) => r.auth === 'patron');
    const failures: string[] = [];
    let cases = 0;
    for (const [name, route] of patronRoutes) {
      for (const kind of ['public', 'desk', 'moderation'] as const) {
        cases++;
        const res = await h.call(route, h.tokens()[kind], { body: bodyOf(name) });
        if (!REFUSED.includes(res.statusCode) || res.statusCode === 404) failures.push(`${name} with ${kind}: ${res.statusCode}`);
        const l = leaks(res.body, null);
        if (l.length) failures.push(`${name} with ${kind} leaked ${l.join(', ')}`);
      }
    }
    report('security', 'authz: public and staff tokens × patron endpoints', { cases, failures: failures.length, endpoints: patronRoutes.length });
    expect(failures).toEqual([]);
  });

  it("the staff's endpoints (those that refuse the public token) refuse every patron and the other staff client", async () => {
    // Found, not listed: an endpoint that takes a token but refuses the public one is the staff's.
    const staff: [string, RouteDef][] = [];
    for (const [name, route] of notPublic.filter(([, r]) => r.auth === 'token')) {
      const res = await h.call(route, h.tokens().public, { body: bodyOf(name) });
      if (res.statusCode === 401 || res.statusCode === 403) staff.push([name, route]);
    }
    const failures: string[] = [];
    let cases = 0;
    for (const [name, route] of staff) {
      const accepted: string[] = [];
      for (const kind of ['ana', 'bruno', 'desk', 'moderation'] as const) {
        cases++;
        const res = await h.call(route, h.tokens()[kind], { body: bodyOf(name) });
        if (unexpected5xx(name, res.statusCode)) failures.push(`${name} with ${kind}: ${res.statusCode}`);
        // Past the token check: anything but 401/403 (a 404 of an unknown copy is the desk's answer to the desk).
        if (res.statusCode !== 401 && res.statusCode !== 403) accepted.push(kind);
        if ((kind === 'ana' || kind === 'bruno') && res.statusCode !== 401 && res.statusCode !== 403) failures.push(`${name} (staff) accepted ${kind}: ${res.statusCode}`);
      }
      // One staff client per endpoint: the desk's are not the moderation client's, and the other way round.
      if (accepted.length !== 1) failures.push(`${name}: accepted by ${accepted.join(', ') || 'no client'} (one staff client expected)`);
    }
    report('security', 'authz: staff endpoints × other tokens', { cases, failures: failures.length, endpoints: staff.length });
    expect(staff.length).toBeGreaterThanOrEqual(6);
    expect(failures).toEqual([]);
  });

  it("a patron's answers carry Cache-Control: private, no-store and only that patron's data", async () => {
    const failures: string[] = [];
    let cases = 0;
    const ana = h.ana().cod_pessoa;
    for (const [name, route] of notPublic.filter(([, r]) => r.auth === 'patron' && r.method === 'GET')) {
      cases++;
      const res = await h.call(route, h.tokens().ana);
      if (unexpected5xx(name, res.statusCode)) failures.push(`${name}: ${res.statusCode}`);
      const cc = String(res.headers['cache-control'] ?? '');
      if (!/\bprivate\b/.test(cc) || !/\bno-store\b/.test(cc)) failures.push(`${name} ${route.url}: Cache-Control "${cc}"`);
      const l = leaks(res.body, ana);
      if (l.length) failures.push(`${name} leaked ${l.join(', ')}`);
    }
    report('security', "authz: a patron's own answers (cache, other people's data)", { cases, failures: failures.length });
    expect(failures).toEqual([]);
  });

  it('walking sequential ids on every path with parameters reveals nothing private of anyone else and changes nothing of theirs', async () => {
    const ids = size(40, 400);
    const withParams = ALL_ROUTES.filter(([, r]) => pathParams(r.url).length > 0);
    const bruno = h.bruno().cod_pessoa;
    const before = await othersChecksum(bruno);
    const failures: string[] = [];
    let cases = 0;
    let answered = 0;
    for (const [name, route] of withParams) {
      for (const kind of ['none', 'public', 'bruno'] as const) {
        const owner = kind === 'bruno' ? bruno : null;
        for (let id = 1; id <= ids; id++) {
          cases++;
          const params = Object.fromEntries(pathParams(route.url).map((p) => [p, p === 'ano' ? 2000 + (id % 30) : id]));
          const res = await h.call(route, h.tokens()[kind], { params, body: bodyOf(name) });
          if (res.statusCode < 300) answered++;
          if (unexpected5xx(name, res.statusCode)) failures.push(`${name} id ${id} with ${kind}: ${res.statusCode} ${res.body.slice(0, 120)}`);
          const l = leaks(res.body, owner);
          if (l.length) failures.push(`${name} ${route.method} id ${id} with ${kind} leaked ${l.slice(0, 3).join(', ')}`);
        }
      }
    }
    const after = await othersChecksum(bruno);
    const changed = Object.keys(before).filter((t) => before[t] !== after[t]);
    for (const t of changed) failures.push(`table ${t}: rows not Bruno's changed by the walk`);
    report('security', 'authz: sequential ids on every {id} path', { cases, failures: failures.length, endpoints: withParams.length, ids_per_endpoint: ids, answered_2xx: answered, people: people.length, private_markers: people.reduce((n, p) => n + p.markers.length, 0) });
    expect(failures).toEqual([]);
  });
});
