import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ExportarCestaResponse } from '@estante/api-contract';
import { buildApp } from '../../app';
import { parseEmails } from './cesta';
import type { Db } from '../../db/db';
import { readMarcXml } from '../../marc/read';
import { JWT_SECRET, seededDb } from '../../../test/helpers';
import { DEMO_PASSWORDS } from '../../seed/people';

let app: FastifyInstance;
let db: Db;
let token: string;
/** A signed-in patron's token (the demo undergraduate). */
let patronToken: string;
let outbox: string;
/** Titles of the seed found by their title (the USP and jazz records of apps/api/data/marc). */
const ids: Record<string, number> = {};

beforeAll(async () => {
  outbox = await mkdtemp(path.join(os.tmpdir(), 'estante-cesta-'));
  ({ db } = await seededDb());
  app = await buildApp({ db, jwtSecret: JWT_SECRET, auth: { mailOutbox: outbox, captcha: { hmacKey: 'test-altcha-key', cost: 1, counterMin: 5, counterMax: 40, ttlSeconds: 600 } } });
  token = (await app.inject({ method: 'POST', url: '/oauth/token', payload: { grant_type: 'client_credentials', client_id: 'estante-web' } })).json<{ access_token: string }>().access_token;
  const signedIn = await app.inject({ method: 'POST', url: '/oauth/token', payload: { grant_type: 'password', client_id: 'estante-web', username: '20240001', password: DEMO_PASSWORDS.leitura } });
  if (signedIn.statusCode !== 200) throw new Error(`sign-in: ${signedIn.body}`);
  patronToken = signedIn.json<{ access_token: string }>().access_token;
  for (const [key, like] of [
    ['metodologia', 'Fundamentos de metodologia científica%'],
    ['jazz', 'The jazz language%'],
  ] as const) {
    const [row] = await db.query<{ cod_acervo: number }>('SELECT cod_acervo FROM titulos WHERE obra LIKE $1 ORDER BY cod_acervo LIMIT 1', [like]);
    if (!row) throw new Error(`seed lacks ${like}`);
    ids[key] = row.cod_acervo;
  }
});
afterAll(async () => {
  await app?.close();
  await db?.close();
  await rm(outbox, { recursive: true, force: true });
});

const exportar = (payload: object, lang = '1', bearer = token) =>
  app.inject({ method: 'POST', url: '/api/acervo/exportar-cesta', headers: { authorization: `Bearer ${bearer}`, lang }, payload });
/** A solved captcha (what the widget sends), from the server's own challenge. */
async function captcha(): Promise<string> {
  const challenge = (await app.inject({ method: 'GET', url: '/api/captcha/desafio' })).json<Challenge>();
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('challenge not solved');
  return Buffer.from(JSON.stringify({ challenge: { parameters: challenge.parameters, signature: challenge.signature }, solution })).toString('base64');
}
const mails = async () => (await readdir(outbox)).filter((f) => f.endsWith('.json')).sort();
const download = async (dados: string, acervos = [ids.metodologia, ids.jazz]) => {
  const res = await exportar({ tipo: 'download', dados, acervos });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ExportarCestaResponse>();
};

describe('POST /api/acervo/exportar-cesta', () => {
  it('RIS: one record per title with type, title, authors, year and end tag', async () => {
    const r = await download('ris');
    expect(r.arquivo).toBe('cesta.ris');
    expect(r.tipo_conteudo).toBe('application/x-research-info-systems');
    expect(r.conteudo.match(/^TY {2}- /gm)).toHaveLength(2);
    expect(r.conteudo.match(/^ER {2}- /gm)).toHaveLength(2);
    expect(r.conteudo).toMatch(/^TI {2}- Fundamentos de metodologia científica/m);
    expect(r.conteudo).toMatch(/^AU {2}- Marconi, Marina de Andrade\nAU {2}- Lakatos, Eva Maria/m);
    expect(r.conteudo).toMatch(/^PY {2}- 2019$/m);
    expect(r.conteudo).toMatch(/^PB {2}- Atlas$/m);
    expect(r.conteudo).toMatch(/^SN {2}- 9788597010121$/m);
    expect(r.conteudo).toMatch(/^TI {2}- The jazz language/m);
    expect(r.acervos).toEqual([ids.metodologia, ids.jazz]);
  });

  it('BibTeX: an entry per title with its title and year', async () => {
    const r = await download('bibtex');
    expect(r.arquivo).toBe('cesta.bib');
    expect(r.conteudo.match(/^@book\{/gm)).toHaveLength(2);
    expect(r.conteudo).toContain(`@book{acervo${ids.metodologia},`);
    expect(r.conteudo).toMatch(/title = \{.*metodologia cient.*\}/i);
    expect(r.conteudo).toMatch(/year = \{2019\}/);
    expect(r.conteudo).toMatch(/author = \{Marconi, Marina de Andrade and Lakatos, Eva Maria/);
  });

  it('ABNT through its CSL style: authors in capitals, place, publisher and year', async () => {
    const r = await download('abnt', [ids.metodologia]);
    expect(r.arquivo).toBe('cesta-abnt.txt');
    expect(r.conteudo).toBe('MARCONI, M. de A.; LAKATOS, E. M.; MEDEIROS, J. B. Fundamentos de metodologia científica. 8. ed. São Paulo: Atlas, 2019.\n');
  });

  it('APA: "Family, I." and the year in parentheses', async () => {
    const r = await download('apa', [ids.metodologia]);
    expect(r.conteudo).toMatch(/^Marconi, M\. de A\., Lakatos, E\. M\., & Medeiros, J\. B\. \(2019\)\. Fundamentos de metodologia científica \(8/);
  });

  it('MARCXML: a well-formed collection that reads back to exactly the stored records', async () => {
    const r = await download('marcxml');
    expect(r.tipo_conteudo).toBe('application/marcxml+xml');
    expect(r.conteudo).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<collection xmlns="http:\/\/www.loc.gov\/MARC21\/slim">/);
    expect(r.conteudo).toMatch(/<datafield tag="245" ind1="1" ind2="0">\s*<subfield code="a">Fundamentos de metodologia científica<\/subfield>/);
    const back = readMarcXml(r.conteudo, 'cesta.xml');
    expect(back.failures).toEqual([]);
    const stored = await db.query<{ registro: unknown }>('SELECT registro FROM titulos WHERE cod_acervo = ANY($1::int[]) ORDER BY array_position($1::int[], cod_acervo)', [[ids.metodologia, ids.jazz]]);
    expect(back.records.map((x) => x.record)).toEqual(stored.map((x) => x.registro));
  });

  it('MARCXML: "&", "<" and quotes of control fields and subfields are escaped and come back intact', async () => {
    const [row] = await db.query<{ registro: { leader: string; fields: object[] } }>('SELECT registro FROM titulos WHERE cod_acervo = $1', [ids.jazz]);
    const registro = row?.registro ?? { leader: '', fields: [] };
    const tricky = { ...registro, fields: [{ tag: '001', value: 'A&B<1>"x"' }, ...registro.fields.slice(1), { tag: '500', ind1: ' ', ind2: ' ', subfields: [{ code: 'a', value: `Tom & Jerry <live> 'at' "Carnegie"` }] }] };
    await db.query('UPDATE titulos SET registro = $2::jsonb WHERE cod_acervo = $1', [ids.jazz, JSON.stringify(tricky)]);
    try {
      const r = await download('marcxml', [ids.jazz]);
      expect(r.conteudo).toContain('<controlfield tag="001">A&amp;B&lt;1&gt;"x"</controlfield>');
      const back = readMarcXml(r.conteudo, 'cesta.xml');
      expect(back.failures).toEqual([]);
      expect(back.records[0]?.record).toEqual(tricky);
    } finally {
      await db.query('UPDATE titulos SET registro = $2::jsonb WHERE cod_acervo = $1', [ids.jazz, JSON.stringify(registro)]);
    }
  });

  it('keeps the basket order, drops repeats and reports unknown titles', async () => {
    const res = await exportar({ tipo: 'download', dados: 'ris', acervos: [ids.jazz, 999999, ids.metodologia, ids.jazz] });
    const r = res.json<ExportarCestaResponse>();
    expect(r.acervos).toEqual([ids.jazz, ids.metodologia]);
    expect(r.nao_encontrados).toEqual([999999]);
    expect(r.conteudo.indexOf('The jazz language')).toBeLessThan(r.conteudo.indexOf('Fundamentos'));
    const none = await exportar({ tipo: 'download', dados: 'ris', acervos: [999999] });
    expect(none.statusCode).toBe(422);
    expect(none.json()).toMatchObject({ campo: 'acervos', message: 'Nenhum dos títulos da cesta foi encontrado no catálogo.' });
  });

  it("e-mail from a signed-in patron: to several addresses separated by \";\", the patron's message before the references, no captcha", async () => {
    const before = await mails();
    const res = await exportar({ tipo: 'email', dados: 'abnt', acervos: [ids.metodologia], opcoesEmail: { emails: ' ana@exemplo.br ; Bruno@Exemplo.org;', mensagem: 'Para o TCC' } }, '1', patronToken);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<ExportarCestaResponse>().enviado_para).toEqual(['ana@exemplo.br', 'bruno@exemplo.org']);
    const files = (await mails()).filter((f) => !before.includes(f));
    expect(files).toHaveLength(1);
    const mail = JSON.parse(await readFile(path.join(outbox, files[0] ?? ''), 'utf8')) as { to: string[]; subject: string; text: string };
    expect(mail.to).toEqual(['ana@exemplo.br', 'bruno@exemplo.org']);
    expect(mail.subject).toBe('Cesta do catálogo (1)');
    expect(mail.text).toMatch(/^Para o TCC\n\nMARCONI, M\. de A\.; LAKATOS/);
  });

  it('e-mail: a missing, invalid or excessive list is a 422 under the field, in the request language', async () => {
    const base = { tipo: 'email', dados: 'ris', acervos: [ids.jazz] };
    const cases: [object, string, string][] = [
      [{}, '1', 'Informe ao menos um e-mail.'],
      [{ opcoesEmail: { emails: ' ; ' } }, '5', 'Enter at least one e-mail address.'],
      [{ opcoesEmail: { emails: 'ana@exemplo.br; bruno(at)exemplo' } }, '1', 'E-mail inválido: bruno(at)exemplo. Separe vários e-mails com ";".'],
      [{ opcoesEmail: { emails: 'ana@exemplo.br, bruno@exemplo.org' } }, '3', 'Correo electrónico no válido: ana@exemplo.br, bruno@exemplo.org. Separe varios correos con ";".'],
    ];
    for (const [extra, lang, message] of cases) {
      const res = await exportar({ ...base, ...extra }, lang);
      expect(res.statusCode, JSON.stringify(extra)).toBe(422);
      expect(res.json()).toEqual({ message, campo: 'emails' });
    }
  });

  it('e-mail: more than 5 addresses is a 400 under the field, for a patron as for a visitor; 5 distinct ones go', async () => {
    const before = await mails();
    const six = Array.from({ length: 6 }, (_, i) => `p${i}@x.br`).join(';');
    for (const [bearer, lang, message] of [[patronToken, '1', 'Informe no máximo 5 e-mails.'], [token, '5', 'Enter at most 5 e-mail addresses.']] as const) {
      const res = await exportar({ tipo: 'email', dados: 'ris', acervos: [ids.jazz], opcoesEmail: { emails: six, recaptcha_token: await captcha() } }, lang, bearer);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message, campo: 'emails' });
    }
    expect(await mails()).toEqual(before);
    // repeats count once
    const five = await exportar({ tipo: 'email', dados: 'ris', acervos: [ids.jazz], opcoesEmail: { emails: `${six};P0@x.br`.replace('p5@x.br;', '') } }, '1', patronToken);
    expect(five.statusCode, five.body).toBe(200);
    expect(five.json<ExportarCestaResponse>().enviado_para).toHaveLength(5);
  });

  it('e-mail from a visitor: refused without a solved captcha, and with a message of their own; sent with the captcha and no message (once per captcha)', async () => {
    const before = await mails();
    const base = { tipo: 'email', dados: 'abnt', acervos: [ids.metodologia] };
    const none = await exportar({ ...base, opcoesEmail: { emails: 'ana@exemplo.br' } });
    expect(none.statusCode).toBe(422);
    expect(none.json()).toEqual({ message: 'Confirme que você não é um robô.', campo: 'captcha', codigo: 'CAPTCHA_AUSENTE' });
    const forged = await exportar({ ...base, opcoesEmail: { emails: 'ana@exemplo.br', recaptcha_token: Buffer.from('{"challenge":{}}').toString('base64') } }, '5');
    expect(forged.json()).toEqual({ message: 'The "I am not a robot" check is invalid or was already used. Please do it again.', campo: 'captcha', codigo: 'CAPTCHA_INVALIDO' });

    const solved = await captcha();
    const withText = await exportar({ ...base, opcoesEmail: { emails: 'ana@exemplo.br', mensagem: 'Ganhe dinheiro fácil: http://golpe.example', recaptcha_token: solved } });
    expect(withText.statusCode).toBe(403);
    expect(withText.json()).toEqual({ message: 'Só um leitor conectado pode incluir uma mensagem. Entre na sua conta ou envie sem mensagem.', campo: 'mensagem' });
    expect(await mails()).toEqual(before);

    // the captcha refused above was not spent: a message is refused before it is checked
    const sent = await exportar({ ...base, opcoesEmail: { emails: 'ana@exemplo.br', mensagem: '  ', recaptcha_token: solved } });
    expect(sent.statusCode, sent.body).toBe(200);
    const files = (await mails()).filter((f) => !before.includes(f));
    expect(files).toHaveLength(1);
    const mail = JSON.parse(await readFile(path.join(outbox, files[0] ?? ''), 'utf8')) as { text: string };
    expect(mail.text).toMatch(/^MARCONI, M\. de A\.; LAKATOS/);
    const again = await exportar({ ...base, opcoesEmail: { emails: 'ana@exemplo.br', recaptcha_token: solved } });
    expect(again.json()).toMatchObject({ campo: 'captcha', codigo: 'CAPTCHA_INVALIDO' });
    expect((await mails()).length).toBe(before.length + 1);
  });

  it('a malformed body is a 400 with a message, never a 500', async () => {
    for (const payload of [{}, { tipo: 'fax', dados: 'ris', acervos: [1] }, { tipo: 'download', dados: 'doc', acervos: [1] }, { tipo: 'download', dados: 'ris', acervos: [] }, { tipo: 'download', dados: 'ris', acervos: ['x'] }, { tipo: 'download', dados: 'ris', acervos: Array.from({ length: 501 }, (_, i) => i + 1) }]) {
      const res = await exportar(payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(res.json<{ message: string }>().message).toBeTruthy();
    }
    const noToken = await app.inject({ method: 'POST', url: '/api/acervo/exportar-cesta', payload: { tipo: 'download', dados: 'ris', acervos: [1] } });
    expect(noToken.statusCode).toBe(401);
  });
});

describe('editionOf', () => {
  it('keeps the number of a numbered edition statement, other statements as they are', async () => {
    const { editionOf } = await import('./citation');
    expect(editionOf('8. ed.')).toBe('8');
    expect(editionOf('2nd ed.')).toBe('2');
    expect(editionOf('3a edição')).toBe('3');
    expect(editionOf('Ed. rev. e ampl.')).toBe('Ed. rev. e ampl.');
  });
});

describe('parseEmails', () => {
  it('splits on ";", trims, drops blanks and repeats (case-insensitively)', () => {
    expect(parseEmails('a@b.br;; A@B.br ; c@d.org ')).toEqual({ ok: ['a@b.br', 'c@d.org'] });
    expect(parseEmails('a@b')).toEqual({ invalido: 'a@b' });
    expect(parseEmails('a b@c.br')).toEqual({ invalido: 'a b@c.br' });
    expect(parseEmails('')).toEqual({ erro: 'vazio' });
  });
});
