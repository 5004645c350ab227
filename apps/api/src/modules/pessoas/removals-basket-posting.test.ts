import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { Value } from '@sinclair/typebox/value';
import { jwtVerify } from 'jose';
import {
  AfastamentosResposta,
  CESTA_PERMANENTE_SEM_TITULO,
  CestaPermanenteRemocao,
  POSTAGEM_NAO_CONFIGURADA,
  PostagemTrabalhoRedirect,
  type CestaPermanenteItem,
  type CestaPermanenteResultado,
} from '@estante/api-contract';
import { claims, Clock, useAuthHarness, type AuthHarness, type Pair } from '../../../test/auth-helpers';
import { BACKENDS, JWT_SECRET, SEED_DATE, TEST_DATABASE_URL } from '../../../test/helpers';
import { DEMO, DEMO_PASSWORDS } from '../../seed/people';
import { POSTAGEM_TRABALHO } from '../../seed/removals';
import { addDays } from '../../seed/date';

// Issue 25, part B: the patron's removals (GET /api/pessoas/afastamentos), removing from the permanent
// basket (DELETE /api/acervo/cesta-permanente[/:id]) and work posting (POST
// /api/pessoas/postagem-trabalho/redirect): whose data a token reaches, the activity gate of module
// 571, concurrent writes (on PostgreSQL too), and what the posting address carries.
if (!TEST_DATABASE_URL) console.info('[removals/basket/posting tests] TEST_DATABASE_URL is not set: PGlite only. .ci/run sets it.');

const REMOVALS = '/api/pessoas/afastamentos';
const POSTING = '/api/pessoas/postagem-trabalho/redirect';
const BASKET = '/api/acervo/cesta-permanente';
const COLLECTION = '/api/acervo/cesta-permanente/colecao';
const LANG = { pt: '1', en: '5', es: '3' } as const;
const schemaErrors = (schema: Parameters<typeof Value.Errors>[0], body: unknown) => [...Value.Errors(schema, body)].map((e) => `${e.path}: ${e.message}`);

interface Me {
  cod_pessoa: number;
  login: string;
  token: string;
}

async function signIn(h: AuthHarness, login: string, password: string, codPessoa: number): Promise<Me> {
  const res = await h.login(login, password);
  expect(res.statusCode, res.body).toBe(200);
  return { cod_pessoa: codPessoa, login, token: res.json<Pair>().access_token };
}

const call = (h: AuthHarness, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string | null, payload?: unknown, lang: string = LANG.pt) =>
  h.inject({
    method,
    url,
    headers: { lang, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });

function cases(h: AuthHarness) {
  const patron = async (category = '01', name?: string, emails?: string[]): Promise<Me> => {
    const p = await h.person({ category, ...(name ? { name } : {}), ...(emails ? { emails } : {}) });
    return signIn(h, p.login, p.password, p.cod_pessoa);
  };
  const kept = async (codPessoa: number) =>
    (await h.query<{ cod_acervo: number }>('SELECT cod_acervo FROM cesta_permanente WHERE cod_pessoa = $1 ORDER BY 1', [codPessoa])).map((r) => r.cod_acervo);
  const keep = async (me: Me, acervos: number[]) => {
    const res = await call(h, 'POST', BASKET, me.token, { acervos });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<CestaPermanenteResultado>();
  };
  /** Runs `body` with the activity taken from category 14, given back afterwards. */
  const without = async (atividade: number, body: (me: Me) => Promise<void>) => {
    const me = await patron('14');
    await h.query('DELETE FROM permissoes_categoria WHERE cod_categoria = $1 AND cod_modulo = 571 AND cod_atividade = $2', ['14', atividade]);
    try {
      await body(me);
    } finally {
      await h.query('INSERT INTO permissoes_categoria (cod_categoria, cod_modulo, cod_atividade) VALUES ($1, 571, $2) ON CONFLICT DO NOTHING', ['14', atividade]);
    }
  };

  describe('removals', () => {
    it("the demo patron Bruno sees his exchange (over) and his health leave (under way), latest first, in the request's language", async () => {
      const bruno = await signIn(h, '20240002', DEMO_PASSWORDS.leitura, DEMO.bruno);
      const res = await call(h, 'GET', REMOVALS, bruno.token, undefined, LANG.en);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['cache-control']).toMatch(/no-store/);
      const body = res.json<AfastamentosResposta>();
      expect(schemaErrors(AfastamentosResposta, body)).toEqual([]);
      expect(body.afastamentos.map(({ tipo, tipo_descricao, data_inicio, data_fim, situacao }) => ({ tipo, tipo_descricao, data_inicio, data_fim, situacao }))).toEqual([
        { tipo: 'licenca_saude', tipo_descricao: 'Health leave', data_inicio: addDays(SEED_DATE, -20), data_fim: addDays(SEED_DATE, 40), situacao: 'vigente' },
        { tipo: 'intercambio', tipo_descricao: 'Exchange programme', data_inicio: addDays(SEED_DATE, -420), data_fim: addDays(SEED_DATE, -240), situacao: 'encerrado' },
      ]);
      expect(body.afastamentos[1]?.motivo).toMatch(/Coimbra/);
      const es = (await call(h, 'GET', REMOVALS, bruno.token, undefined, LANG.es)).json<AfastamentosResposta>();
      expect(es.afastamentos.map((a) => a.tipo_descricao)).toEqual(['Licencia por enfermedad', 'Intercambio']);
    });

    it("another patron's token reads only their own (none), never Bruno's; a visitor is refused", async () => {
      const a = await patron();
      const res = await call(h, 'GET', REMOVALS, a.token);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ afastamentos: [] });
      const ana = await signIn(h, '20240001', DEMO_PASSWORDS.leitura, DEMO.ana);
      expect((await call(h, 'GET', REMOVALS, ana.token)).json()).toEqual({ afastamentos: [] });
      // A's own removal is listed for A only.
      await h.query(`INSERT INTO afastamentos (cod_pessoa, cod_tipo, data_inicio, data_fim) VALUES ($1, 'trancamento', '2026-08-01', NULL)`, [a.cod_pessoa]);
      const mine = (await call(h, 'GET', REMOVALS, a.token)).json<AfastamentosResposta>();
      expect(mine.afastamentos.map((x) => [x.tipo, x.data_fim, x.situacao])).toEqual([['trancamento', null, 'futuro']]);
      const bruno = await signIn(h, '20240002', DEMO_PASSWORDS.leitura, DEMO.bruno);
      expect((await call(h, 'GET', REMOVALS, bruno.token)).json<AfastamentosResposta>().afastamentos.map((x) => x.tipo)).not.toContain('trancamento');
      expect((await call(h, 'GET', REMOVALS, null)).statusCode).toBe(401);
      expect((await call(h, 'GET', REMOVALS, await h.publicToken())).statusCode).toBe(401);
    });

    it('a category without the removals page (5722) gets 403 PERMISSAO_NEGADA', async () => {
      await without(5722, async (me) => {
        const res = await call(h, 'GET', REMOVALS, me.token, undefined, LANG.en);
        expect(res.statusCode).toBe(403);
        expect(res.json()).toEqual({ message: expect.stringMatching(/^Authentication permissions denied/), codigo: 'PERMISSAO_NEGADA' });
      });
    });
  });

  describe('permanent basket: removing', () => {
    it('removes one title, then 404 for a title the basket does not hold; the rest stay', async () => {
      const me = await patron();
      await keep(me, [21, 22, 23]);
      const res = await call(h, 'DELETE', `${BASKET}/22`, me.token, undefined, LANG.en);
      expect(res.statusCode, res.body).toBe(200);
      expect(schemaErrors(CestaPermanenteRemocao, res.json())).toEqual([]);
      expect(res.json()).toEqual({ removidos: [22], total: 2, message: 'Title removed from your permanent basket.' });
      const again = await call(h, 'DELETE', `${BASKET}/22`, me.token);
      expect(again.statusCode).toBe(404);
      expect(again.json()).toEqual({ message: 'Este título não está na sua cesta permanente.', codigo: CESTA_PERMANENTE_SEM_TITULO });
      expect((await h.get(COLLECTION, me.token)).json<CestaPermanenteItem[]>().map((i) => i.cod_acervo).sort()).toEqual([21, 23]);
      expect((await call(h, 'DELETE', `${BASKET}/abc`, me.token)).statusCode).toBe(400);
    });

    it('removes all, and says so when it was already empty', async () => {
      const me = await patron();
      await keep(me, [24, 25]);
      const res = await call(h, 'DELETE', BASKET, me.token, undefined, LANG.es);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ removidos: [24, 25], total: 0, message: 'Su cesta permanente fue vaciada: 2 título(s) retirado(s).' });
      expect(await kept(me.cod_pessoa)).toEqual([]);
      expect((await call(h, 'DELETE', BASKET, me.token, undefined, LANG.en)).json()).toEqual({ removidos: [], total: 0, message: 'Your permanent basket was already empty.' });
    });

    it("A's token never reads nor removes B's entries: one of B's titles is 404 for A, A's clear leaves B's basket", async () => {
      const a = await patron();
      const b = await patron();
      await keep(a, [26]);
      await keep(b, [27, 28]);
      expect((await h.get(COLLECTION, a.token)).json<CestaPermanenteItem[]>().map((i) => i.cod_acervo)).toEqual([26]);
      const del = await call(h, 'DELETE', `${BASKET}/27`, a.token);
      expect(del.statusCode).toBe(404);
      expect(await kept(b.cod_pessoa)).toEqual([27, 28]);
      const clear = await call(h, 'DELETE', BASKET, a.token);
      expect(clear.json<{ removidos: number[] }>().removidos).toEqual([26]);
      expect(await kept(b.cod_pessoa)).toEqual([27, 28]);
      for (const token of [null, await h.publicToken()]) {
        expect((await call(h, 'DELETE', `${BASKET}/27`, token)).statusCode).toBe(401);
        expect((await call(h, 'DELETE', BASKET, token)).statusCode).toBe(401);
      }
      expect(await kept(b.cod_pessoa)).toEqual([27, 28]);
    });

    it('a category without the permanent basket (5723) gets 403 on listing, adding and removing, and nothing changes', async () => {
      const stored = await patron('14');
      await keep(stored, [29]);
      await without(5723, async (me) => {
        await h.query('INSERT INTO cesta_permanente (cod_pessoa, cod_acervo) VALUES ($1, 30)', [me.cod_pessoa]);
        for (const [method, url, body] of [
          ['GET', COLLECTION, undefined],
          ['PUT', BASKET, { acervo: 31 }],
          ['POST', BASKET, { acervos: [31, 32] }],
          ['DELETE', `${BASKET}/30`, undefined],
          ['DELETE', BASKET, undefined],
        ] as const) {
          const res = await call(h, method, url, me.token, body);
          expect(res.statusCode, `${method} ${url}`).toBe(403);
          expect(res.json<{ codigo: string }>().codigo).toBe('PERMISSAO_NEGADA');
        }
        expect(await kept(me.cod_pessoa)).toEqual([30]);
      });
      expect(await kept(stored.cod_pessoa)).toEqual([29]);
    });

    it('two removals of one title at once (a double click, two tabs): one removes it, the other is 404; nothing else goes', async () => {
      const me = await patron();
      await keep(me, [33, 34]);
      const answers = await Promise.all([call(h, 'DELETE', `${BASKET}/33`, me.token), call(h, 'DELETE', `${BASKET}/33`, me.token)]);
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 404]);
      expect(await kept(me.cod_pessoa)).toEqual([34]);
    });

    it('two "remove all" at once: the titles are removed once between them, both answer 200', async () => {
      const me = await patron();
      await keep(me, [35, 36, 37]);
      const answers = await Promise.all([call(h, 'DELETE', BASKET, me.token), call(h, 'DELETE', BASKET, me.token)]);
      expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
      const removed = answers.map((a) => a.json<{ removidos: number[] }>().removidos);
      expect(removed.flat().sort()).toEqual([35, 36, 37]);
      expect(removed.filter((r) => r.length === 0)).toHaveLength(1);
      expect(await kept(me.cod_pessoa)).toEqual([]);
    });

    it('adds and removes at once run one after the other: the basket ends as the answers say, each title at most once', async () => {
      const me = await patron();
      await keep(me, [38, 39]);
      const [clear, add, one, addAgain] = await Promise.all([
        call(h, 'DELETE', BASKET, me.token),
        call(h, 'POST', BASKET, me.token, { acervos: [39, 40, 41] }),
        call(h, 'DELETE', `${BASKET}/38`, me.token),
        call(h, 'PUT', BASKET, me.token, { acervo: 41 }),
      ]);
      expect([clear, add, addAgain].map((a) => a.statusCode)).toEqual([200, 200, 200]);
      expect([200, 404]).toContain(one.statusCode);
      const final = await kept(me.cod_pessoa);
      expect(new Set(final).size).toBe(final.length);
      // Writes of one patron are serialised, so each answer tells the order: 38 is removed exactly once
      // (by the clear or by the single removal); 39 stays only if the POST re-added it after the clear;
      // 40 (added by the POST alone) stays only if the clear ran first.
      const cleared = clear.json<{ removidos: number[] }>().removidos;
      const added = add.json<CestaPermanenteResultado>().incluidos;
      expect(final).not.toContain(38);
      expect(Number(cleared.includes(38)) + Number(one.statusCode === 200)).toBe(1);
      expect(final.includes(39)).toBe(added.includes(39));
      expect(final.includes(40)).toBe(!cleared.includes(40));
      if (!final.includes(41)) expect(cleared).toContain(41);
      const collection = (await h.get(COLLECTION, me.token)).json<CestaPermanenteItem[]>().map((i) => i.cod_acervo).sort((x, y) => x - y);
      expect(collection).toEqual(final);
    });

    it('ten rounds of add and remove of one title at once leave the basket consistent with the last answers', async () => {
      const me = await patron();
      for (let round = 0; round < 10; round += 1) {
        const [add, del] = await Promise.all([call(h, 'PUT', BASKET, me.token, { acervo: 42 }), call(h, 'DELETE', `${BASKET}/42`, me.token)]);
        expect(add.statusCode).toBe(200);
        const final = await kept(me.cod_pessoa);
        // The delete found it (200) exactly when the add had run first; then it is gone; else it stays.
        if (del.statusCode === 200) expect(final).toEqual([]);
        else {
          expect(del.statusCode).toBe(404);
          expect(final).toEqual([42]);
          await call(h, 'DELETE', `${BASKET}/42`, me.token);
        }
      }
    });
  });

  describe('work posting', () => {
    const setConfig = (valor: unknown) =>
      h.query(`INSERT INTO configuracoes (chave, valor) VALUES ('postagem_trabalho', $1::jsonb) ON CONFLICT (chave) DO UPDATE SET valor = EXCLUDED.valor`, [JSON.stringify(valor)]);
    const restore = () => setConfig(POSTAGEM_TRABALHO);

    it('answers the seeded repository address as configured, carrying nothing of the patron', async () => {
      const me = await patron('01', 'Heloísa Vasconcelos Prado', ['heloisa.prado@estante.example']);
      const res = await call(h, 'POST', POSTING, me.token);
      expect(res.statusCode, res.body).toBe(200);
      expect(schemaErrors(PostagemTrabalhoRedirect, res.json())).toEqual([]);
      expect(res.json()).toEqual({ link: POSTAGEM_TRABALHO.link, descricao: POSTAGEM_TRABALHO.descricao, expira_em: null });
      expect(res.headers['cache-control']).toMatch(/no-store/);
      for (const leak of [me.login, 'Heloísa', 'Helo%C3%ADsa', 'heloisa.prado', String(me.cod_pessoa) + '&']) expect(res.body).not.toContain(leak);
    });

    it('with a parameter configured: a 60-second signed token holding only the listed data', async () => {
      const me = await patron('01', 'Heloísa Vasconcelos Prado', ['heloisa.prado@estante.example']);
      const key = new TextEncoder().encode(createHash('sha256').update(`estante-external-bases:${JWT_SECRET}`).digest('hex'));
      try {
        await setConfig({ link: 'https://repo.example.org/deposito?x=1', parametro: 'tk' });
        const bare = (await call(h, 'POST', POSTING, me.token)).json<PostagemTrabalhoRedirect>();
        const bareUrl = new URL(bare.link);
        expect(bareUrl.origin + bareUrl.pathname).toBe('https://repo.example.org/deposito');
        expect(bareUrl.searchParams.get('x')).toBe('1');
        const bareToken = bareUrl.searchParams.get('tk') ?? '';
        const { payload } = await jwtVerify(bareToken, key, { audience: 'postagem_trabalho', currentDate: new Date(`${SEED_DATE}T12:00:30Z`) });
        expect(Object.keys(payload).sort()).toEqual(['aud', 'exp', 'iat', 'iss', 'jti']);
        expect((payload.exp ?? 0) - (payload.iat ?? 0)).toBe(60);
        expect(bare.expira_em).toBe(new Date((payload.exp ?? 0) * 1000).toISOString());

        await setConfig({ link: 'https://repo.example.org/deposito', parametro: 'tk', dados: ['login', 'email', 'cpf'] });
        const some = new URL((await call(h, 'POST', POSTING, me.token)).json<PostagemTrabalhoRedirect>().link).searchParams.get('tk') ?? '';
        const c = claims(some);
        expect(c.sub).toBe(me.login);
        expect(c.email).toBe('heloisa.prado@estante.example');
        expect(c).not.toHaveProperty('nome');
        expect(c).not.toHaveProperty('cpf');
      } finally {
        await restore();
      }
    });

    it('not configured (no row, or no usable address): 404 with its code and a clear message; the page says so', async () => {
      const me = await patron();
      try {
        for (const valor of [null, { link: 'javascript:alert(1)' }, { link: '/relative' }, { descricao: 'no address' }]) {
          if (valor === null) await h.query(`DELETE FROM configuracoes WHERE chave = 'postagem_trabalho'`);
          else await setConfig(valor);
          const res = await call(h, 'POST', POSTING, me.token, undefined, LANG.en);
          expect(res.statusCode, JSON.stringify(valor)).toBe(404);
          expect(res.json()).toEqual({ message: 'The library has not configured work posting. Please contact the library to hand in your work.', codigo: POSTAGEM_NAO_CONFIGURADA });
        }
      } finally {
        await restore();
      }
    });

    it('refuses a visitor (401) and a category without work posting (5724, 403)', async () => {
      expect((await call(h, 'POST', POSTING, null)).statusCode).toBe(401);
      expect((await call(h, 'POST', POSTING, await h.publicToken())).statusCode).toBe(401);
      await without(5724, async (me) => {
        const res = await call(h, 'POST', POSTING, me.token);
        expect(res.statusCode).toBe(403);
        expect(res.json<{ codigo: string }>().codigo).toBe('PERMISSAO_NEGADA');
      });
    });
  });
}

for (const backend of BACKENDS) {
  describe.skipIf(backend.skip !== null)(`removals, permanent basket removal, work posting on ${backend.name}${backend.skip ? ` — skipped: ${backend.skip}` : ''}`, () => {
    // The seeded dates count from SEED_DATE: the server's today is that day.
    cases(useAuthHarness(backend, { now: new Clock(Date.parse(`${SEED_DATE}T12:00:00Z`)).now }));
  });
}
