import { describe, expect, it } from 'vitest';
import { Value } from '@sinclair/typebox/value';
import { PDFParse } from 'pdf-parse';
import jsQR from 'jsqr';
import { createCanvas, loadImage } from '@napi-rs/canvas';
import { EnvioNadaConsta, ValidacaoNadaConsta, VerificacaoNadaConsta, type NadaConstaErrorResponse } from '@estante/api-contract';
import { formatarCodigoNadaConsta, NADA_CONSTA_ALFABETO } from '@estante/api-contract/constants';
import type { FastifyInstance } from 'fastify';
import { useAuthHarness, type AuthHarness, type Pair } from '../../../test/auth-helpers';
import { BACKENDS, TEST_DATABASE_URL } from '../../../test/helpers';
import { DEMO_PASSWORDS } from '../../seed/people';
import { CLEARANCE_DEMO_LOGIN } from '../../seed/clearance';
import { newClearanceCode } from './code';

// The clearance declaration (issue 25; SPEC.md §1, §5, §7, §8): what blocks it, in words and with
// links; the PDF (parsed back: its text and its QR code); the public check of a code; e-mailing it
// (multipart, the outbox holds the PDF); whose declarations a token reaches; one declaration for
// two requests at once (PostgreSQL too); the category's permission (activity 5721).
if (!TEST_DATABASE_URL) console.info('[nada-consta tests] TEST_DATABASE_URL is not set: PGlite only. .ci/run sets it.');

const LANG = { pt: '1', en: '5', es: '3' } as const;
const PUBLIC_URL = 'https://biblioteca.example.edu';
const schemaErrors = (schema: Parameters<typeof Value.Errors>[0], body: unknown) => [...Value.Errors(schema, body)].map((e) => `${e.path}: ${e.message}`);

interface Me {
  cod_pessoa: number;
  login: string;
  token: string;
}

async function signIn(h: AuthHarness, login: string, password: string, codPessoa: number, app?: FastifyInstance): Promise<Me> {
  const res = await h.login(login, password, {}, app);
  expect(res.statusCode, res.body).toBe(200);
  return { cod_pessoa: codPessoa, login, token: res.json<Pair>().access_token };
}

async function patron(h: AuthHarness, options: { category?: string; name?: string } = {}, app?: FastifyInstance): Promise<Me> {
  const p = await h.person({ category: options.category ?? '01', ...(options.name ? { name: options.name } : {}) });
  return signIn(h, p.login, p.password, p.cod_pessoa, app);
}

const call = (h: AuthHarness, method: 'GET' | 'POST', url: string, token: string | null, lang: string = LANG.pt, app?: FastifyInstance) =>
  h.inject({ method, url, headers: { lang, ...(token ? { authorization: `Bearer ${token}` } : {}) } }, app);

/** A multipart/form-data body as a browser's FormData sends it. */
async function multipart(fields: Record<string, string>): Promise<{ payload: Buffer; type: string }> {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  const req = new Request('http://localhost/', { method: 'POST', body: form });
  return { payload: Buffer.from(await req.arrayBuffer()), type: req.headers.get('content-type') ?? '' };
}

const sendMail = async (h: AuthHarness, token: string, fields: Record<string, string>, app?: FastifyInstance) => {
  const body = await multipart(fields);
  return h.inject({ method: 'POST', url: '/api/nada-consta/send-mail', headers: { lang: LANG.pt, authorization: `Bearer ${token}`, 'content-type': body.type }, payload: body.payload }, app);
};

/** The PDF's text and what its QR code reads (the first page rendered, then scanned). */
async function readPdf(pdf: Buffer): Promise<{ text: string; qr: string | undefined }> {
  const parser = new PDFParse({ data: new Uint8Array(pdf) });
  try {
    const { text } = await parser.getText();
    const page = (await parser.getScreenshot({ scale: 2 })).pages[0];
    if (!page) return { text, qr: undefined };
    const img = await loadImage(Buffer.from(page.data));
    const canvas = createCanvas(img.width, img.height);
    const ctx = canvas.getContext('2d');
    ctx.drawImage(img, 0, 0);
    const pixels = ctx.getImageData(0, 0, img.width, img.height);
    return { text, qr: jsQR(new Uint8ClampedArray(pixels.data), img.width, img.height)?.data };
  } finally {
    await parser.destroy();
  }
}

const verify = async (h: AuthHarness, me: Me, lang: string = LANG.pt, app?: FastifyInstance) => {
  const res = await call(h, 'GET', '/api/nada-consta/verificar', me.token, lang, app);
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json<VerificacaoNadaConsta>();
  expect(schemaErrors(VerificacaoNadaConsta, body)).toEqual([]);
  return body;
};

/** Another character of the alphabet in place `i` of `code` (a code a forger or a typo makes). */
const altered = (code: string, i = 5) => `${code.slice(0, i)}${NADA_CONSTA_ALFABETO[(NADA_CONSTA_ALFABETO.indexOf(code[i]!) + 1) % 32]}${code.slice(i + 1)}`;

function cases(h: AuthHarness) {
  let site: FastifyInstance;
  const issue = (me: Me, app: FastifyInstance = site) => call(h, 'POST', '/api/nada-consta', me.token, LANG.pt, app);

  it('the site answers with its public address (PUBLIC_URL)', async () => {
    site = await h.appWith({}, { publicUrl: PUBLIC_URL });
  });

  describe('who may call', () => {
    it('a visitor (no token, or the public token) gets 401 on every call of the patron; the public check needs a token', async () => {
      const pub = await h.publicToken();
      for (const [method, url] of [
        ['GET', '/api/nada-consta/verificar'],
        ['POST', '/api/nada-consta'],
        ['GET', `/api/nada-consta/declaracao/${newClearanceCode()}`],
        ['POST', '/api/nada-consta/send-mail'],
      ] as const) {
        expect((await call(h, method, url, null)).statusCode, url).toBe(401);
        expect((await call(h, method, url, pub)).statusCode, url).toBe(401);
      }
      expect((await call(h, 'GET', `/api/nada-consta/validacao/${newClearanceCode()}`, null)).statusCode).toBe(401);
      expect((await call(h, 'GET', `/api/nada-consta/validacao/${newClearanceCode()}`, pub)).statusCode).toBe(404);
    });

    it('a category without the clearance page (activity 5721) gets 403 PERMISSAO_NEGADA on every call, and nothing is issued', async () => {
      await h.query(`DELETE FROM permissoes_categoria WHERE cod_categoria = '10' AND cod_modulo = 571 AND cod_atividade = 5721`);
      const me = await patron(h, { category: '10' });
      const person = (await call(h, 'GET', '/api/pessoas', me.token)).json<{ authPermissions: { cod_modulo: number; cod_atividade: number }[] }>();
      expect(person.authPermissions.some((p) => p.cod_modulo === 571 && p.cod_atividade === 5721)).toBe(false);
      for (const res of [
        await call(h, 'GET', '/api/nada-consta/verificar', me.token),
        await issue(me),
        await call(h, 'GET', `/api/nada-consta/declaracao/${newClearanceCode()}`, me.token),
        await sendMail(h, me.token, { emails: 'x@estante.example' }),
      ]) {
        expect(res.statusCode, res.body).toBe(403);
        expect(res.json<NadaConstaErrorResponse>().codigo).toBe('PERMISSAO_NEGADA');
      }
      expect(await h.query('SELECT 1 FROM declaracoes_nada_consta WHERE cod_pessoa = $1', [me.cod_pessoa])).toHaveLength(0);
      // Every other category holds it (migration 0022).
      const other = await patron(h, { category: '04' });
      const granted = (await call(h, 'GET', '/api/pessoas', other.token)).json<{ authPermissions: { cod_modulo: number; cod_atividade: number }[] }>();
      expect(granted.authPermissions.some((p) => p.cod_modulo === 571 && p.cod_atividade === 5721)).toBe(true);
    });
  });

  describe('what blocks it', () => {
    it("Ana (20240001): her open loans, debts, the hold to collect and her request, in words, each linking to its page; issuing is 422 with them", async () => {
      const ana = await signIn(h, '20240001', DEMO_PASSWORDS.leitura, 1);
      const v = await verify(h, ana);
      expect(v.liberado).toBe(false);
      expect(v.message).toMatch(/ainda não pode ser emitida/);
      const by = Object.fromEntries(v.pendencias.map((p) => [p.tipo, p]));
      expect(Object.keys(by).sort()).toEqual(['debito', 'emprestimo', 'reserva', 'solicitacao']);
      const [loans] = await h.query<{ n: number }>('SELECT count(*)::int AS n FROM emprestimos WHERE cod_pessoa = 1 AND data_devolucao IS NULL');
      expect(by.emprestimo).toMatchObject({ codigo: 'EMPRESTIMOS_EM_ABERTO', quantidade: loans!.n, link: '/meupergamum/emprestimos' });
      expect(by.emprestimo!.descricao).toBe(`Empréstimos em aberto (${loans!.n}): devolva os exemplares à biblioteca.`);
      expect(by.emprestimo!.itens).toHaveLength(loans!.n);
      expect(by.emprestimo!.itens.some((i) => /devolução prevista em \d{1,2} de [a-zç]+ de \d{4} \(em atraso\)$/.test(i))).toBe(true);
      expect(by.debito).toMatchObject({ codigo: 'DEBITOS_EM_ABERTO', link: '/meupergamum/debitos' });
      expect(by.debito!.descricao).toMatch(/^Débitos em aberto \(\d+\), total de R\$ \d+,\d\d: /);
      expect(by.reserva).toMatchObject({ codigo: 'RESERVAS_A_RETIRAR', quantidade: 1, link: '/meupergamum/reservas' });
      expect(by.reserva!.itens[0]).toMatch(/ — retirar até \d{1,2} de [a-zç]+ de \d{4} \(/);
      expect(by.solicitacao).toMatchObject({ codigo: 'SOLICITACOES_EM_ANDAMENTO', link: '/meupergamum/solicitacoes' });
      // In the request's language.
      const en = await verify(h, ana, LANG.en);
      expect(en.pendencias.find((p) => p.tipo === 'emprestimo')?.descricao).toBe(`Open loans (${loans!.n}): return the copies to the library.`);
      const refused = await issue(ana);
      expect(refused.statusCode, refused.body).toBe(422);
      const body = refused.json<NadaConstaErrorResponse>();
      expect(body.codigo).toBe('NADA_CONSTA_PENDENCIAS');
      expect(body.message).toBe('Não é possível emitir a declaração de nada consta: há pendências com a biblioteca.');
      expect(body.pendencias?.map((p) => p.tipo).sort()).toEqual(['debito', 'emprestimo', 'reserva', 'solicitacao']);
      expect(await h.query('SELECT 1 FROM declaracoes_nada_consta WHERE cod_pessoa = 1')).toHaveLength(0);
    });

    it("a block by the library (bloqueio) is a blocker with its reason and no page; paying a debt in full no longer blocks", async () => {
      const me = await patron(h);
      await h.query(`UPDATE pessoas SET bloqueio = true, motivo_bloqueio = 'Documentação de matrícula pendente.' WHERE cod_pessoa = $1`, [me.cod_pessoa]);
      await h.query(`INSERT INTO debitos (cod_pessoa, cod_biblioteca, tipo, motivo, data_debito, valor) VALUES ($1, 1, 'outro', 'Carteirinha', '2026-01-10', 7.5)`, [me.cod_pessoa]);
      const v = await verify(h, me);
      expect(v.pendencias.map((p) => p.tipo)).toEqual(['debito', 'bloqueio']);
      expect(v.pendencias[0]!.descricao).toBe('Débitos em aberto (1), total de R$ 7,50: quite-os na biblioteca ou pela guia de pagamento.');
      expect(v.pendencias[1]).toMatchObject({ codigo: 'USUARIO_BLOQUEADO', link: null, itens: ['Documentação de matrícula pendente.'] });
      expect((await issue(me)).statusCode).toBe(422);
      await h.query(`UPDATE pessoas SET bloqueio = false WHERE cod_pessoa = $1`, [me.cod_pessoa]);
      await h.query(`UPDATE debitos SET valor_pago = 5, desconto = 2.5, data_pagamento = '2026-01-12' WHERE cod_pessoa = $1`, [me.cod_pessoa]);
      expect((await verify(h, me)).liberado).toBe(true);
    });

    it(`the seeded demo ${CLEARANCE_DEMO_LOGIN} (Larissa) has nothing pending`, async () => {
      const [p] = await h.query<{ cod_pessoa: number }>('SELECT cod_pessoa FROM logins WHERE login = $1', [CLEARANCE_DEMO_LOGIN]);
      const larissa = await signIn(h, CLEARANCE_DEMO_LOGIN, DEMO_PASSWORDS.leitura, p!.cod_pessoa);
      const v = await verify(h, larissa);
      expect(v).toMatchObject({ liberado: true, pendencias: [], declaracoes: [] });
      expect(v.message).toBe('Nada consta: você não tem pendências com a biblioteca e pode emitir a declaração.');
    });
  });

  describe('issuing and checking', () => {
    it('a clear patron gets a PDF naming them, their registration, the day and the code, whose QR code reads the public verification address', async () => {
      const me = await patron(h, { name: 'Joaquim Araújo Nogueira' }, site);
      const res = await issue(me);
      expect(res.statusCode, res.body.slice(0, 200)).toBe(201);
      expect(res.headers['content-type']).toBe('application/pdf');
      const codigo = String(res.headers['x-codigo-verificacao']);
      expect(codigo).toMatch(/^[0-9A-HJKMNP-TV-Z]{28}$/);
      expect(res.headers['content-disposition']).toBe(`attachment; filename="nada-consta-${formatarCodigoNadaConsta(codigo)}.pdf"`);
      const pdf = res.rawPayload;
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
      const { text, qr } = await readPdf(pdf);
      const flat = text.replace(/\s+/g, ' ');
      expect(flat).toContain('DECLARAÇÃO DE NADA CONSTA');
      expect(flat).toContain(`que Joaquim Araújo Nogueira, matrícula ${me.login}, não possui pendências`);
      expect(flat).toContain('Universidade Federal da Estante');
      // The day written out in Portuguese ("26 de novembro de 2026"), as a Brazilian document writes it.
      const MONTHS = ['janeiro', 'fevereiro', 'março', 'abril', 'maio', 'junho', 'julho', 'agosto', 'setembro', 'outubro', 'novembro', 'dezembro'];
      const [row] = await h.query<{ d: number; m: number; y: number }>(`SELECT extract(day FROM data_emissao)::int AS d, extract(month FROM data_emissao)::int AS m, extract(year FROM data_emissao)::int AS y FROM declaracoes_nada_consta WHERE codigo = $1`, [codigo]);
      expect(flat).toContain(`Emitida em ${row!.d} de ${MONTHS[row!.m - 1]} de ${row!.y}.`);
      expect(flat).toContain(formatarCodigoNadaConsta(codigo));
      const url = `${PUBLIC_URL}/nada-consta/${formatarCodigoNadaConsta(codigo)}`;
      expect(flat).toContain(url);
      expect(qr).toBe(url);
      // The page lists it, with the same address.
      const v = await verify(h, me, LANG.pt, site);
      expect(v.declaracoes).toEqual([{ codigo, codigo_formatado: formatarCodigoNadaConsta(codigo), emitida_em: expect.any(String), data: expect.any(String), url_verificacao: url }]);
      // The same declaration again, as a PDF, by its code.
      const again = await call(h, 'GET', `/api/nada-consta/declaracao/${codigo}`, me.token, LANG.pt, site);
      expect(again.statusCode).toBe(200);
      expect((await readPdf(again.rawPayload)).text.replace(/\s+/g, ' ')).toContain(formatarCodigoNadaConsta(codigo));
    });

    it('the code verifies publicly (name, masked registration, day: nothing else); a changed code is unknown; garbage is 400', async () => {
      const me = await patron(h, { name: 'Helena Prado Vasconcelos' });
      const codigo = String((await issue(me)).headers['x-codigo-verificacao']);
      const pub = await h.publicToken();
      for (const typed of [codigo, formatarCodigoNadaConsta(codigo), formatarCodigoNadaConsta(codigo).toLowerCase()]) {
        const ok = await call(h, 'GET', `/api/nada-consta/validacao/${encodeURIComponent(typed)}`, pub);
        expect(ok.statusCode, typed).toBe(200);
        const body = ok.json<ValidacaoNadaConsta>();
        expect(schemaErrors(ValidacaoNadaConsta, body)).toEqual([]);
        expect(body).toMatchObject({ valida: true, nome: 'Helena Prado Vasconcelos', instituicao: 'Universidade Federal da Estante', codigo_formatado: formatarCodigoNadaConsta(codigo) });
        expect(body.matricula).toBe(`${'•'.repeat(me.login.length - 3)}${me.login.slice(-3)}`);
        expect(Object.keys(body).sort()).toEqual(['codigo_formatado', 'data', 'emitida_em', 'instituicao', 'matricula', 'message', 'nome', 'valida']);
      }
      for (const i of [0, 13, 27]) {
        const forged = await call(h, 'GET', `/api/nada-consta/validacao/${altered(codigo, i)}`, pub);
        expect(forged.statusCode).toBe(404);
        expect(forged.json<NadaConstaErrorResponse>()).toMatchObject({ codigo: 'NADA_CONSTA_NAO_ENCONTRADA', message: expect.stringMatching(/^Código de verificação desconhecido/) });
      }
      const bad = await call(h, 'GET', '/api/nada-consta/validacao/nao-e-um-codigo', pub, LANG.en);
      expect(bad.statusCode).toBe(400);
      expect(bad.json<NadaConstaErrorResponse>()).toMatchObject({ codigo: 'NADA_CONSTA_CODIGO_INVALIDO', message: 'Invalid verification code: it has 28 letters and digits (in 7 groups of 4).' });
    });

    it('codes are 140 random bits: 200 drawn are all different and use the whole alphabet', () => {
      const codes = Array.from({ length: 200 }, newClearanceCode);
      expect(new Set(codes).size).toBe(200);
      expect(new Set(codes.join('')).size).toBe(32);
      for (const c of codes) expect(c).toMatch(/^[0-9A-HJKMNP-TV-Z]{28}$/);
    });

    it('POSTs at once (a double click, several tabs) issue one declaration: one 201, the others 200, the same code', async () => {
      const me = await patron(h);
      const results = await Promise.all(Array.from({ length: 6 }, () => issue(me)));
      expect(results.map((r) => r.statusCode).sort()).toEqual([200, 200, 200, 200, 200, 201]);
      expect(new Set(results.map((r) => r.headers['x-codigo-verificacao'])).size).toBe(1);
      expect(await h.query('SELECT 1 FROM declaracoes_nada_consta WHERE cod_pessoa = $1', [me.cod_pessoa])).toHaveLength(1);
      // Later the same day: still that one.
      const later = await issue(me);
      expect(later.statusCode).toBe(200);
      expect(later.headers['x-codigo-verificacao']).toBe(results[0]!.headers['x-codigo-verificacao']);
    });
  });

  describe('by e-mail', () => {
    it('sends the declaration with the PDF attached to several addresses (multipart), the outbox holding the very file', async () => {
      const me = await patron(h, { name: 'Otília Brandão Reis' }, site);
      const codigo = String((await issue(me)).headers['x-codigo-verificacao']);
      const res = await sendMail(h, me.token, { emails: 'secretaria@ufe.example; coordenacao@ufe.example', codigo: formatarCodigoNadaConsta(codigo) }, site);
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json<EnvioNadaConsta>();
      expect(schemaErrors(EnvioNadaConsta, body)).toEqual([]);
      expect(body).toMatchObject({ enviado_para: ['secretaria@ufe.example', 'coordenacao@ufe.example'], codigo, message: 'Declaração enviada para secretaria@ufe.example; coordenacao@ufe.example.' });
      const mail = await h.lastMail(me.login);
      expect(mail?.to).toEqual(['secretaria@ufe.example', 'coordenacao@ufe.example']);
      expect(mail?.subject).toBe('Declaração de nada consta — Universidade Federal da Estante');
      expect(mail?.text).toContain(`Código de verificação: ${formatarCodigoNadaConsta(codigo)}`);
      expect(mail?.anexo).toMatchObject({ nome: `nada-consta-${formatarCodigoNadaConsta(codigo)}.pdf`, tipo: 'application/pdf' });
      const { text, qr } = await readPdf(Buffer.from(mail?.anexo?.base64 ?? '', 'base64'));
      expect(text.replace(/\s+/g, ' ')).toContain('que Otília Brandão Reis, matrícula');
      expect(qr).toBe(`${PUBLIC_URL}/nada-consta/${formatarCodigoNadaConsta(codigo)}`);
      // Without a code: the newest declaration.
      const newest = await sendMail(h, me.token, { emails: 'outra@ufe.example' }, site);
      expect(newest.json<EnvioNadaConsta>().codigo).toBe(codigo);
    });

    it('every e-mail rule of SPEC.md §5, its message naming the field; not multipart is 415; no declaration yet is 404', async () => {
      const me = await patron(h);
      const none = await sendMail(h, me.token, { emails: 'a@ufe.example' });
      expect(none.statusCode).toBe(404);
      await issue(me);
      const cases: [Record<string, string>, string][] = [
        [{}, 'Informe ao menos um e-mail.'],
        [{ emails: ' ; ' }, 'Informe ao menos um e-mail.'],
        [{ emails: 'a@ufe.example; nao-e-email' }, 'E-mail inválido: nao-e-email.'],
        [{ emails: 'a@x.example;b@x.example;c@x.example;d@x.example;e@x.example;f@x.example' }, 'Informe no máximo 5 e-mails, separados por ponto e vírgula.'],
      ];
      for (const [fields, message] of cases) {
        const res = await sendMail(h, me.token, fields);
        expect(res.statusCode, JSON.stringify(fields)).toBe(422);
        expect(res.json<NadaConstaErrorResponse>()).toEqual({ message, campo: 'emails' });
      }
      const json = await h.inject({ method: 'POST', url: '/api/nada-consta/send-mail', headers: { authorization: `Bearer ${me.token}` }, payload: { emails: 'a@ufe.example' } });
      expect(json.statusCode).toBe(415);
      expect(json.json<NadaConstaErrorResponse>().codigo).toBe('NADA_CONSTA_MULTIPART');
      expect(await h.lastMail(me.login)).toBeUndefined();
    });
  });

  describe("another patron's declaration", () => {
    it("patron B cannot read, list or e-mail A's declaration: the same 404 as an unknown code, and no mail leaves", async () => {
      const a = await patron(h, { name: 'Patrícia Antunes Lobo' });
      const b = await patron(h);
      const codigo = String((await issue(a)).headers['x-codigo-verificacao']);
      const pdf = await call(h, 'GET', `/api/nada-consta/declaracao/${codigo}`, b.token);
      expect(pdf.statusCode).toBe(404);
      expect(pdf.json<NadaConstaErrorResponse>().codigo).toBe('NADA_CONSTA_NAO_ENCONTRADA');
      expect(pdf.body).not.toContain('Patrícia');
      const mail = await sendMail(h, b.token, { emails: 'b@ufe.example', codigo });
      expect(mail.statusCode).toBe(404);
      expect(await h.lastMail(b.login)).toBeUndefined();
      expect((await verify(h, b)).declaracoes).toEqual([]);
      // A still reaches it.
      expect((await call(h, 'GET', `/api/nada-consta/declaracao/${codigo}`, a.token)).statusCode).toBe(200);
    });
  });

  describe('the public check is rate-limited', () => {
    it('past 30 lookups a minute from one address: 429 with Retry-After', async () => {
      const pub = await h.publicToken();
      const statuses: number[] = [];
      for (let i = 0; i < 32; i++) statuses.push((await h.inject({ method: 'GET', url: `/api/nada-consta/validacao/${newClearanceCode()}`, headers: { authorization: `Bearer ${pub}` }, remoteAddress: '10.9.8.7' })).statusCode);
      expect(statuses.filter((s) => s === 404).length).toBeLessThanOrEqual(30);
      expect(statuses.at(-1)).toBe(429);
    });
  });
}

for (const backend of BACKENDS) {
  describe.skipIf(backend.skip !== null)(`nada-consta on ${backend.name}${backend.skip ? ` — skipped: ${backend.skip}` : ''}`, () => {
    cases(useAuthHarness(backend));
  });
}
