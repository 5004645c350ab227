import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createHash } from 'node:crypto';
import { decodeJwt, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Value } from '@sinclair/typebox/value';
import {
  AcessoRestrito,
  BASES_EXTERNAS,
  BasesExternasResponse,
  DebitosPendentes,
  EstatisticaAcesso,
  LinksResultado,
  VinculoImagem,
  type VinculoErrorResponse,
} from '@estante/api-contract';
import { useAuthHarness, type AuthHarness, type Pair } from '../../../test/auth-helpers';
import { BACKENDS, JWT_SECRET, TEST_DATABASE_URL } from '../../../test/helpers';
import { DEMO_PASSWORDS } from '../../seed/people';

// The external content bases (issue 25 item 7, SPEC.md §7, §8) and the `/api/vinculos/*` calls, and
// the payment slip refused to a patron without a CPF (item 8). The bases' addresses point at a local
// server of this file: /ok/* answers 200, /down/* 503; a closed port stands for a base that is down.
if (!TEST_DATABASE_URL) console.info('[vinculos tests] TEST_DATABASE_URL is not set: PGlite only. .ci/run sets it.');

const LANG = { pt: '1', en: '5', es: '3' } as const;
const schemaErrors = (schema: Parameters<typeof Value.Errors>[0], body: unknown) => [...Value.Errors(schema, body)].map((e) => `${e.path}: ${e.message}`);
/** The external bases' key when EXTERNAL_BASES_SECRET is unset (pessoas/external-bases.ts). */
const BASES_KEY = new TextEncoder().encode(createHash('sha256').update(`estante-external-bases:${JWT_SECRET}`).digest('hex'));
/** The seeded e-textbooks' link (misc-etextbooks.xml), the Ebook Central (ebrary) base of migration 0026. */
const EBOOKS = 'http://ebooks.example.com';

interface Me {
  cod_pessoa: number;
  login: string;
  token: string;
}

function cases(h: AuthHarness) {
  let server: http.Server;
  let local = '';
  let closedPort = 0;
  const hits: string[] = [];

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      hits.push(`${req.method} ${req.url}`);
      res.writeHead(req.url?.startsWith('/down/') ? 503 : 200, { 'content-type': 'text/html' }).end('<p>base</p>');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    local = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const probe = http.createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    closedPort = (probe.address() as AddressInfo).port;
    await new Promise((resolve) => probe.close(resolve));
    // pearson and grupoa answer; gale answers 503; oxford's port is closed; cengage is not configured.
    await h.query(
      `UPDATE configuracoes SET valor = (valor - 'cengage') || jsonb_build_object(
         'pearson', jsonb_build_object('descricao', 'Pearson da Instituição', 'link', $1::text || '/ok/pearson/acesso?origem=estante'),
         'grupoa', jsonb_build_object('link', $1::text || '/ok/grupoa/acesso', 'parametro', 'chave'),
         'abnt', jsonb_build_object('link', $1::text || '/ok/abnt/acesso'),
         'target', jsonb_build_object('link', $1::text || '/down/target/acesso'),
         'gale', jsonb_build_object('link', $1::text || '/down/gale/acesso'),
         'oxford', jsonb_build_object('link', 'http://127.0.0.1:' || $2::text || '/oxford'))
       WHERE chave = 'bases_externas'`,
      [local, String(closedPort)],
    );
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  async function patron(category = '01'): Promise<Me> {
    const p = await h.person({ category });
    const res = await h.login(p.login, p.password);
    expect(res.statusCode, res.body).toBe(200);
    return { cod_pessoa: p.cod_pessoa, login: p.login, token: res.json<Pair>().access_token };
  }
  const call = (method: 'GET' | 'POST', url: string, token: string | null, payload?: unknown, lang: string = LANG.pt) =>
    h.inject({ method, url, headers: { lang, ...(token ? { authorization: `Bearer ${token}` } : {}) }, ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }) });

  describe('GET /api/pessoas/bases-externas', () => {
    it('lists the 15 bases of SPEC.md §7 in order: the display name, a description in the language asked, configured or not', async () => {
      const me = await patron();
      const res = await call('GET', '/api/pessoas/bases-externas', me.token, undefined, LANG.en);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['cache-control']).toBe('private, no-store');
      const body = res.json<BasesExternasResponse>();
      expect(schemaErrors(BasesExternasResponse, body)).toEqual([]);
      expect(body.bases.map((b) => b.base)).toEqual([...BASES_EXTERNAS]);
      const by = Object.fromEntries(body.bases.map((b) => [b.base, b]));
      expect(by.pearson).toMatchObject({ descricao: 'Pearson da Instituição', configurada: true });
      expect(by.cengage).toMatchObject({ descricao: 'Cengage', configurada: false });
      expect(by.minhabiblioteca).toMatchObject({ descricao: 'Minha Biblioteca', configurada: true });
      expect(by.uptodate?.resumo).toBe('Evidence-based clinical decision support.');
      const pt = (await call('GET', '/api/pessoas/bases-externas', me.token)).json<BasesExternasResponse>();
      expect(pt.bases.find((b) => b.base === 'uptodate')?.resumo).toBe('Apoio à decisão clínica baseado em evidências.');
      expect(body.bases.filter((b) => b.configurada)).toHaveLength(14);
    });

    it('401 for a visitor; 403 PERMISSAO_NEGADA for a category without activity 5727', async () => {
      expect((await call('GET', '/api/pessoas/bases-externas', null)).statusCode).toBe(401);
      expect((await call('GET', '/api/pessoas/bases-externas', await h.publicToken())).statusCode).toBe(401);
      const me = await patron('10');
      await h.query("DELETE FROM permissoes_categoria WHERE cod_categoria = '10' AND cod_modulo = 571 AND cod_atividade = 5727");
      try {
        const res = await call('GET', '/api/pessoas/bases-externas', me.token);
        expect(res.statusCode).toBe(403);
        expect(res.json<VinculoErrorResponse>().codigo).toBe('PERMISSAO_NEGADA');
      } finally {
        await h.query("INSERT INTO permissoes_categoria (cod_categoria, cod_modulo, cod_atividade) VALUES ('10', 571, 5727)");
      }
      expect((await call('GET', '/api/pessoas/bases-externas', me.token)).statusCode).toBe(200);
    });

    it('every category has activity 5727 (migration 0026)', async () => {
      const rows = await h.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM categorias_usuario c
          WHERE NOT EXISTS (SELECT 1 FROM permissoes_categoria p WHERE p.cod_categoria = c.cod_categoria AND p.cod_modulo = 571 AND p.cod_atividade = 5727)`,
      );
      expect(rows[0]?.n).toBe(0);
    });
  });

  describe('the access address (token-redireciona, vinculos/abnt, target, grupoa)', () => {
    it("a reachable base: its address with a 60-second token signed for the caller only, the configured query kept", async () => {
      const a = await patron();
      const b = await patron();
      hits.length = 0;
      const res = await call('GET', '/api/pessoas/token-redireciona?base=PEARSON', a.token);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['cache-control']).toBe('private, no-store');
      const link = new URL(res.json<{ link: string }>().link);
      expect(`${link.origin}${link.pathname}`).toBe(`${local}/ok/pearson/acesso`);
      expect(link.searchParams.get('origem')).toBe('estante');
      const { payload } = await jwtVerify(link.searchParams.get('token') ?? '', BASES_KEY, { audience: 'pearson' });
      expect(payload.sub).toBe(a.login);
      expect(payload.sub).not.toBe(b.login);
      expect((payload.exp ?? 0) - (payload.iat ?? 0)).toBe(60);
      // the base was asked whether it answers (HEAD, without the token)
      expect(hits).toEqual(['HEAD /ok/pearson/acesso?origem=estante']);
    });

    it('grupoa (its own token parameter), abnt: the same through /api/vinculos', async () => {
      const me = await patron();
      const g = await call('GET', '/api/vinculos/grupoa', me.token);
      expect(g.statusCode, g.body).toBe(200);
      const gl = new URL(g.json<{ link: string }>().link);
      expect(gl.pathname).toBe('/ok/grupoa/acesso');
      expect(decodeJwt(gl.searchParams.get('chave') ?? '')).toMatchObject({ aud: 'grupoa', sub: me.login });
      const abnt = await call('GET', '/api/vinculos/abnt', me.token);
      expect(abnt.statusCode, abnt.body).toBe(200);
      expect(decodeJwt(new URL(abnt.json<{ link: string }>().link).searchParams.get('token') ?? '')).toMatchObject({ aud: 'abnt', sub: me.login });
    });

    it('502 BASE_EXTERNA_INACESSIVEL when the base answers 5xx or does not answer at all, in the language asked', async () => {
      const me = await patron();
      for (const url of ['/api/pessoas/token-redireciona?base=gale', '/api/pessoas/token-redireciona?base=oxford', '/api/vinculos/target']) {
        const res = await call('GET', url, me.token, undefined, LANG.en);
        expect(res.statusCode, url).toBe(502);
        expect(res.json<VinculoErrorResponse>()).toEqual({ message: 'External services inaccessible. Please contact support.', codigo: 'BASE_EXTERNA_INACESSIVEL' });
      }
      const es = await call('GET', '/api/pessoas/token-redireciona?base=gale', me.token, undefined, LANG.es);
      expect(es.json<VinculoErrorResponse>().message).toBe('Servicios externos inaccesibles. Póngase en contacto con el soporte.');
    });

    it('404 BASE_EXTERNA_NAO_CONFIGURADA for a base the installation has not configured (or no base at all); 401 for a visitor', async () => {
      const me = await patron();
      for (const base of ['cengage', 'nada', '../x', '__proto__', 'toString']) {
        const res = await call('GET', `/api/pessoas/token-redireciona?base=${encodeURIComponent(base)}`, me.token, undefined, LANG.en);
        expect(res.statusCode, base).toBe(404);
        expect(res.json<VinculoErrorResponse>()).toEqual({ message: 'External services inaccessible: this content base is not configured. Please contact support.', codigo: 'BASE_EXTERNA_NAO_CONFIGURADA' });
      }
      const pub = await h.publicToken();
      for (const url of ['/api/pessoas/token-redireciona?base=pearson', '/api/vinculos/abnt', '/api/vinculos/target', '/api/vinculos/grupoa']) {
        expect((await call('GET', url, pub)).statusCode, url).toBe(401);
      }
    });

    it('EXTERNAL_BASES_URL sends every configured base to <it>/<base> (a local stand-in), keeping the configured query', async () => {
      const app = await h.appWith({}, { sso: { externalBasesUrl: `${local}/ok/stand-in/` } });
      const res = await h.login('20240001', DEMO_PASSWORDS.leitura, {}, app);
      const token = res.json<Pair>().access_token;
      const access = await h.inject({ method: 'GET', url: '/api/pessoas/token-redireciona?base=pearson', headers: { authorization: `Bearer ${token}` } }, app);
      expect(access.statusCode, access.body).toBe(200);
      const link = new URL(access.json<{ link: string }>().link);
      expect(`${link.origin}${link.pathname}`).toBe(`${local}/ok/stand-in/pearson`);
      expect(link.searchParams.get('origem')).toBe('estante');
      expect(link.searchParams.get('token')).toBeTruthy();
      // not configured stays not configured
      const none = await h.inject({ method: 'GET', url: '/api/pessoas/token-redireciona?base=cengage', headers: { authorization: `Bearer ${token}` } }, app);
      expect(none.statusCode).toBe(404);
    });
  });

  describe('/api/vinculos: links of titles', () => {
    let ebook = 0;
    beforeAll(async () => {
      const [row] = await h.query<{ cod_acervo: number }>(
        `SELECT cod_acervo FROM titulos WHERE registro::text LIKE '%${EBOOKS}%' ORDER BY cod_acervo LIMIT 1`,
      );
      ebook = row?.cod_acervo ?? 0;
      expect(ebook).toBeGreaterThan(0);
    });

    it("links-resultado: each title's links with the base they point at (sign-in needed), titles in the order asked, unknown ones left out", async () => {
      const pub = await h.publicToken();
      const [other] = await h.query<{ cod_acervo: number }>(`SELECT cod_acervo FROM titulos WHERE registro::text NOT LIKE '%"856"%' ORDER BY cod_acervo LIMIT 1`);
      const res = await call('GET', `/api/vinculos/links-resultado?acervos=${other!.cod_acervo},${ebook},999999999,${ebook}`, pub);
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json<LinksResultado>();
      expect(schemaErrors(LinksResultado, body)).toEqual([]);
      expect(body.titulos.map((t) => t.codAcervo)).toEqual([other!.cod_acervo, ebook]);
      expect(body.titulos[0]?.links).toEqual([]);
      expect(body.titulos[1]?.links).toEqual([
        { url: EBOOKS, descricao: 'Click here to access this ebook.', material: null, nota: null, base: 'ebrary', baseDescricao: 'Ebook Central (ebrary)', restrito: true, tipo: 'base' },
      ]);
      for (const bad of ['', 'a', '1,,2', '0', Array.from({ length: 101 }, (_, i) => i + 1).join(',')]) {
        expect((await call('GET', `/api/vinculos/links-resultado?acervos=${bad}`, pub)).statusCode, bad).toBe(400);
      }
      expect((await call('GET', `/api/vinculos/links-resultado?acervos=${ebook}`, null)).statusCode).toBe(401);
    });

    it("acesso-restrito and imagem: a base's link needs sign-in, any other does not; its kind and text in the language asked", async () => {
      const pub = await h.publicToken();
      const restricted = async (url: string) => {
        const res = await call('GET', `/api/vinculos/acesso-restrito?url=${encodeURIComponent(url)}`, pub);
        expect(res.statusCode, res.body).toBe(200);
        expect(schemaErrors(AcessoRestrito, res.json())).toEqual([]);
        return res.json<AcessoRestrito>();
      };
      expect(await restricted(`${EBOOKS}/livro/1`)).toEqual({ restrito: true, base: 'ebrary' });
      expect(await restricted(`${local}/ok/pearson/livro/9`)).toEqual({ restrito: true, base: 'pearson' });
      expect(await restricted(`${local}/ok/other/x`)).toEqual({ restrito: false, base: null });
      expect(await restricted('https://www.loc.gov/x.pdf')).toEqual({ restrito: false, base: null });
      const image = async (url: string, lang: string = LANG.en) => {
        const res = await call('GET', `/api/vinculos/imagem?url=${encodeURIComponent(url)}`, pub, undefined, lang);
        expect(res.statusCode, res.body).toBe(200);
        expect(schemaErrors(VinculoImagem, res.json())).toEqual([]);
        return res.json<VinculoImagem>();
      };
      expect(await image(EBOOKS)).toEqual({ tipo: 'base', base: 'ebrary', descricao: 'External content base: Ebook Central (ebrary)' });
      expect(await image('https://www.loc.gov/catdir/toc/x.PDF')).toEqual({ tipo: 'pdf', base: null, descricao: 'PDF document' });
      expect(await image('https://www.youtube.com/watch?v=1', LANG.pt)).toEqual({ tipo: 'video', base: null, descricao: 'Vídeo' });
      expect(await image('https://producingoss.com/')).toEqual({ tipo: 'pagina', base: null, descricao: 'Web page' });
      for (const bad of ['javascript:alert(1)', 'not a url', 'ftp://x.example/y']) {
        expect((await call('GET', `/api/vinculos/imagem?url=${encodeURIComponent(bad)}`, pub)).statusCode, bad).toBe(400);
        expect((await call('GET', `/api/vinculos/acesso-restrito?url=${encodeURIComponent(bad)}`, pub)).statusCode, bad).toBe(400);
      }
    });

    it('estatistica-acesso: one row per opening, two at once both counted; only links the title has; counts only, never who', async () => {
      const me = await patron();
      const pub = await h.publicToken();
      const before = (await call('GET', `/api/vinculos/estatistica-acesso?acervo=${ebook}`, pub)).json<EstatisticaAcesso>();
      const start = before.links.find((l) => l.url === EBOOKS)?.acessos ?? -1;
      expect(start).toBeGreaterThanOrEqual(0);
      const both = await Promise.all([
        call('POST', '/api/vinculos/estatistica-acesso', me.token, { codAcervo: ebook, url: EBOOKS }),
        call('POST', '/api/vinculos/estatistica-acesso', pub, { codAcervo: ebook, url: ` ${EBOOKS} ` }),
      ]);
      expect(both.map((r) => r.statusCode)).toEqual([201, 201]);
      expect(both.map((r) => r.json<{ acessos: number }>().acessos).sort((x, y) => x - y)).toEqual([start + 1, start + 2]);
      const after = await call('GET', `/api/vinculos/estatistica-acesso?acervo=${ebook}`, pub);
      expect(after.statusCode).toBe(200);
      const body = after.json<EstatisticaAcesso>();
      expect(schemaErrors(EstatisticaAcesso, body)).toEqual([]);
      expect(body).toEqual({ codAcervo: ebook, links: [{ url: EBOOKS, acessos: start + 2 }], total: start + 2 });
      expect(after.body).not.toContain(String(me.cod_pessoa));
      const rows = await h.query<{ cod_pessoa: number | null }>('SELECT cod_pessoa FROM acessos_vinculo WHERE cod_acervo = $1 ORDER BY cod_acesso DESC LIMIT 2', [ebook]);
      expect(rows.map((r) => r.cod_pessoa).sort()).toEqual([me.cod_pessoa, null].sort());
      const unknown = await call('POST', '/api/vinculos/estatistica-acesso', pub, { codAcervo: ebook, url: 'https://elsewhere.example/x' }, LANG.en);
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json<VinculoErrorResponse>()).toEqual({ message: 'This title has no such link.', codigo: 'VINCULO_NAO_ENCONTRADO' });
      expect((await call('POST', '/api/vinculos/estatistica-acesso', pub, { codAcervo: 999999999, url: EBOOKS })).statusCode).toBe(404);
      expect((await call('GET', '/api/vinculos/estatistica-acesso?acervo=999999999', pub)).statusCode).toBe(404);
      expect((await call('POST', '/api/vinculos/estatistica-acesso', null, { codAcervo: ebook, url: EBOOKS })).statusCode).toBe(401);
      const [count] = await h.query<{ n: number }>('SELECT count(*)::int AS n FROM acessos_vinculo WHERE cod_acervo = $1', [ebook]);
      expect(count?.n).toBe(start + 2);
    });
  });

  describe('the payment slip of a patron without a CPF (SPEC.md §8)', () => {
    it('the seed has a demo patron without a CPF who signs in with the reading password and owes a fine', async () => {
      const [demo] = await h.query<{ login: string; cod_pessoa: number }>(
        `SELECT l.login, p.cod_pessoa FROM pessoas p JOIN logins l ON l.cod_pessoa = p.cod_pessoa AND l.principal
          WHERE p.cod_categoria = '13' AND p.cpf IS NULL AND l.senha_hash IS NOT NULL`,
      );
      expect(demo).toBeDefined();
      const res = await h.login(demo!.login, DEMO_PASSWORDS.leitura);
      expect(res.statusCode, res.body).toBe(200);
      const token = res.json<Pair>().access_token;
      const debts = await call('GET', '/api/emprestimo/debitos-pendentes', token);
      expect(debts.statusCode).toBe(200);
      const body = debts.json<DebitosPendentes>();
      expect(schemaErrors(DebitosPendentes, body)).toEqual([]);
      expect(body.cpfCadastrado).toBe(false);
      const lib = body.totais.porBiblioteca[0];
      expect(lib).toBeDefined();
      // two clicks at once: both refused, no slip stored
      const both = await Promise.all(
        [LANG.pt, LANG.en].map((lang) => call('POST', '/api/unidade-informacao/gru', token, { valor: lib!.saldo, codBiblioteca: lib!.codBiblioteca }, lang)),
      );
      expect(both.map((r) => r.statusCode)).toEqual([422, 422]);
      expect(both.map((r) => r.json<VinculoErrorResponse>())).toEqual([
        { message: 'Usuário sem CPF cadastrado: procure a unidade de informação para emitir a guia de pagamento.', codigo: 'USUARIO_SEM_CPF' },
        { message: 'User without a CPF on record: please contact the library to issue the payment slip.', codigo: 'USUARIO_SEM_CPF' },
      ]);
      expect(await h.query('SELECT 1 FROM grus WHERE cod_pessoa = $1', [demo!.cod_pessoa])).toEqual([]);
    });

    it('a patron with a CPF is told so and still gets the slip', async () => {
      const res = await h.login('20240001', DEMO_PASSWORDS.leitura);
      const token = res.json<Pair>().access_token;
      const body = (await call('GET', '/api/emprestimo/debitos-pendentes', token)).json<DebitosPendentes>();
      expect(body.cpfCadastrado).toBe(true);
      const lib = body.totais.porBiblioteca[0]!;
      const slip = await call('POST', '/api/unidade-informacao/gru', token, { valor: lib.saldo, codBiblioteca: lib.codBiblioteca });
      expect([200, 201]).toContain(slip.statusCode);
    });

    it("a patron's CPF removed: the slip is refused from then on", async () => {
      const me = await patron();
      await h.query("UPDATE pessoas SET cpf = NULL WHERE cod_pessoa = $1", [me.cod_pessoa]);
      await h.query("INSERT INTO debitos (cod_pessoa, cod_biblioteca, motivo, data_debito, valor) VALUES ($1, 1, 'Multa', '2026-02-01', 3.00)", [me.cod_pessoa]);
      const res = await call('POST', '/api/unidade-informacao/gru', me.token, { valor: '3,00', codBiblioteca: 1 });
      expect(res.statusCode).toBe(422);
      expect(res.json<VinculoErrorResponse>().codigo).toBe('USUARIO_SEM_CPF');
    });
  });
}

for (const backend of BACKENDS) {
  describe.skipIf(backend.skip !== null)(`external bases and links on ${backend.name}${backend.skip ? ` — skipped: ${backend.skip}` : ''}`, () => {
    cases(useAuthHarness(backend));
  });
}
