import { expect } from 'vitest';
import type { ErrorResponse, MarcRows } from '@estante/api-contract';
import type { Field, MarcRecord } from '../src/marc/read';
import type { useSeededApp } from './helpers';

type SeededApp = Pick<ReturnType<typeof useSeededApp>, 'get' | 'inject' | 'query'>;

/** Path and query values a careless or hostile client sends where a code is expected. */
const ODD_INPUT = ['%00', '%27%3B--', '1.5', '1e3', '%20', 'NaN', '-0', '00000000000000000001', '9'.repeat(21), '%F0%9F%98%80'];

/** The catalogue tests' checks on a seeded app (useSeededApp). */
export function catalogueChecks({ get, inject, query }: SeededApp) {
  /** The call answers `status` with exactly `{ message }` in the language asked for. */
  const expectError = async (url: string, status: number, message: string, lang = '1') => {
    const res = await get(url, { lang });
    expect(res.statusCode, res.body).toBe(status);
    expect(res.json<ErrorResponse>()).toEqual({ message });
  };

  /** A title with copies in at least two statuses, one with none: found once from the seeded rows. */
  const titleWith = async (sql: string): Promise<number> => {
    const [row] = await query<{ cod_acervo: number }>(sql);
    if (!row) throw new Error(`no title for ${sql}`);
    return row.cod_acervo;
  };

  const idByIsbn = (isbn: string) => titleWith(`SELECT cod_acervo FROM titulos WHERE '${isbn}' = ANY (isbn) ORDER BY 1 LIMIT 1`);

  /** Odd values in each path never get a 500, and a 4xx always has a message. */
  const expectNo500 = async (paths: ((x: string) => string)[]) => {
    for (const p of paths) {
      for (const x of ODD_INPUT) {
        const res = await get(p(x));
        expect(res.statusCode, `${p(x)}: ${res.body}`).toBeLessThan(500);
        if (res.statusCode >= 400) expect(typeof res.json<ErrorResponse>().message).toBe('string');
      }
    }
  };

  /** Every path given is described in the OpenAPI document. */
  const expectDocumented = async (paths: string[]) => {
    const doc = (await inject({ method: 'GET', url: '/api/docs/json' })).json<{ paths: Record<string, unknown> }>();
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(paths));
  };

  return { expectError, titleWith, idByIsbn, expectNo500, expectDocumented };
}

/** Rebuilds a MARC record from the /marc rows, as a harvester does. */
export function rebuild(rows: MarcRows): MarcRecord {
  const [leader, ...rest] = rows;
  const fields: Field[] = [];
  let key = '';
  for (const r of rest) {
    if (r.campo_fixo !== null) {
      fields.push({ tag: r.paragrafo, value: r.campo_fixo });
      key = '';
      continue;
    }
    const k = `${r.paragrafo}#${r.seq_paragrafo}`;
    if (k !== key) fields.push({ tag: r.paragrafo, ind1: r.indicador1, ind2: r.indicador2, subfields: [] });
    key = k;
    const last = fields.at(-1);
    if (last && 'subfields' in last) last.subfields.push({ code: r.secao ?? '', value: r.descricao + r.pontuacao });
  }
  return { leader: leader?.campo_fixo ?? '', fields };
}
