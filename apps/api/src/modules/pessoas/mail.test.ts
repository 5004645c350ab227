import { mkdtemp, readdir, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { SMTPServer, type SMTPServerOptions } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthErrorResponse, ExportarCestaResponse } from '@estante/api-contract';
import { buildApp } from '../../app';
import { authOptionsFromEnv } from '../../access/options';
import type { Db } from '../../db/db';
import { importMarcFiles } from '../../marc/import';
import { DEFAULT_MAIL_FROM, smtpOptionsFromEnv, type SmtpOptions } from '../../lib/outbox';
import { TEST_ARGON2, WEB } from '../../../test/auth-helpers';
import { JWT_SECRET, MARC_DIR } from '../../../test/helpers';
import { LogCapture, lightDb } from '../../../test/ops-helpers';
import { DEMO_PASSWORDS } from '../../seed/people';

// Real e-mail (SMTP_URL): the recovery code and a basket export go through a real SMTP server on
// loopback (smtp-server, with a user and password), and what it receives is checked: envelope,
// headers, text, attachment. When the server refuses, the caller gets 503 EMAIL_INDISPONIVEL and the
// log says why without the message or its code. Without SMTP_URL the outbox folder is used (the
// outbox format itself: recovery-cases.ts, cesta.test.ts).

interface Received {
  from: string;
  to: string[];
  raw: string;
}

interface Receiver {
  url: string;
  port: number;
  received: Received[];
  close(): Promise<void>;
}

const USER = 'estante-mailer';
const PASS = 'smtp-pass-0123';

/** A real SMTP server on 127.0.0.1 (AUTH PLAIN/LOGIN without TLS, which is loopback only). */
async function startReceiver(options: { rejectData?: boolean } = {}): Promise<Receiver> {
  const received: Received[] = [];
  const config: SMTPServerOptions = {
    authOptional: false,
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === USER && auth.password === PASS) return callback(null, { user: USER });
      return callback(Object.assign(new Error('Invalid username or password'), { responseCode: 535 }));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
        received.push({ from, to: session.envelope.rcptTo.map((a) => a.address), raw });
        if (options.rejectData) return callback(Object.assign(new Error('Message rejected: mailbox storage exceeded'), { responseCode: 552 }));
        callback();
      });
    },
  };
  const server = new SMTPServer(config);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.server.address() as AddressInfo;
  return { url: `smtp://${USER}:${PASS}@127.0.0.1:${port}`, port, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

// ------------------------------------------------------------------ a small MIME reader

const decodeWords = (s: string) =>
  s.replace(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=\s*/g, (_, _charset: string, enc: string, text: string) =>
    enc.toUpperCase() === 'B' ? Buffer.from(text, 'base64').toString('utf8') : decodeQp(text.replace(/_/g, ' ')),
  );
function decodeQp(s: string): string {
  const bytes = s.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, h: string) => `%${h}`);
  return decodeURIComponent(bytes.replace(/%(?![0-9A-F]{2})/gi, '%25'));
}

interface Part {
  headers: Record<string, string>;
  body: string;
  parts: Part[];
}

function parseMime(raw: string): Part {
  const sep = raw.search(/\r?\n\r?\n/);
  const head = sep >= 0 ? raw.slice(0, sep) : raw;
  const rest = sep >= 0 ? raw.slice(sep).replace(/^\r?\n\r?\n/, '') : '';
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = decodeWords(line.slice(colon + 1).trim());
  }
  const type = headers['content-type'] ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (type.startsWith('multipart/') && boundary) {
    const pieces = rest.split(`--${boundary}`).slice(1);
    const parts = pieces.filter((p) => !p.startsWith('--')).map((p) => parseMime(p.replace(/^\r?\n/, '')));
    return { headers, body: '', parts };
  }
  const encoding = (headers['content-transfer-encoding'] ?? '7bit').toLowerCase();
  const body = encoding === 'base64' ? Buffer.from(rest.replace(/\s+/g, ''), 'base64').toString('utf8') : encoding === 'quoted-printable' ? decodeQp(rest) : rest;
  return { headers, body: body.replace(/\r\n/g, '\n'), parts: [] };
}

const leaves = (p: Part): Part[] => (p.parts.length === 0 ? [p] : p.parts.flatMap(leaves));

// ------------------------------------------------------------------

let db: Db;
let outbox: string;
let titles: number[] = [];

beforeAll(async () => {
  db = await lightDb();
  const bib = path.join(MARC_DIR, 'bib');
  const file = (await readdir(bib)).find((n) => n === 'misc-maps.xml') ?? (await readdir(bib)).find((n) => n.endsWith('.xml'));
  if (!file) throw new Error(`no MARCXML under ${bib}`);
  await importMarcFiles(db, [path.join(bib, file)]);
  titles = (await db.query<{ cod_acervo: number }>('SELECT cod_acervo FROM titulos ORDER BY cod_acervo LIMIT 2')).map((r) => r.cod_acervo);
  outbox = await mkdtemp(path.join(tmpdir(), 'estante-mail-outbox-'));
});
afterAll(async () => {
  await db?.close();
  if (outbox) await rm(outbox, { recursive: true, force: true });
});

async function appWith(smtp: SmtpOptions | undefined, log?: LogCapture): Promise<{ app: FastifyInstance; token: string; patron: string }> {
  const app = await buildApp({
    db,
    jwtSecret: JWT_SECRET,
    auth: { mailOutbox: outbox, smtp, argon2: TEST_ARGON2, ipRateLimit: { max: 100_000, windowSeconds: 60 }, recoveryRateLimit: { max: 1000, windowSeconds: 60 } },
    ...(log ? { logger: { level: 'info', stream: log } } : {}),
  });
  const res = await app.inject({ method: 'POST', url: '/oauth/token', payload: { grant_type: 'client_credentials', client_id: WEB } });
  // A signed-in patron: a basket e-mail with a message of one's own is a patron's (a visitor's needs the captcha).
  const signedIn = await app.inject({ method: 'POST', url: '/oauth/token', payload: { grant_type: 'password', client_id: WEB, username: '20240002', password: DEMO_PASSWORDS.leitura } });
  return { app, token: res.json<{ access_token: string }>().access_token, patron: signedIn.json<{ access_token: string }>().access_token };
}

const outboxFiles = async () => (await readdir(outbox)).filter((n) => n.endsWith('.json'));

describe('SMTP_URL and MAIL_FROM', () => {
  it('unset SMTP_URL: the outbox; set: smtp:// or smtps:// with MAIL_FROM or the default sender', () => {
    expect(smtpOptionsFromEnv({})).toBeUndefined();
    expect(smtpOptionsFromEnv({ SMTP_URL: ' ' })).toBeUndefined();
    expect(smtpOptionsFromEnv({ SMTP_URL: 'smtp://u:p@mail.example:587' })).toEqual({ url: 'smtp://u:p@mail.example:587', from: DEFAULT_MAIL_FROM });
    expect(smtpOptionsFromEnv({ SMTP_URL: 'smtps://mail.example', MAIL_FROM: 'Biblioteca <biblioteca@ufe.example>' })).toEqual({
      url: 'smtps://mail.example',
      from: 'Biblioteca <biblioteca@ufe.example>',
    });
    expect(() => smtpOptionsFromEnv({ SMTP_URL: 'http://mail.example' })).toThrow(/smtp:\/\//);
    expect(() => smtpOptionsFromEnv({ SMTP_URL: 'not a url' })).toThrow(/SMTP_URL/);
    expect(authOptionsFromEnv({ SMTP_URL: 'smtp://mail.example:25' }, tmpdir()).smtp?.url).toBe('smtp://mail.example:25');
    expect(authOptionsFromEnv({}, tmpdir()).smtp).toBeUndefined();
  });
});

describe('delivery through a real SMTP server', () => {
  let receiver: Receiver;
  beforeAll(async () => {
    receiver = await startReceiver();
  });
  afterAll(async () => {
    await receiver?.close();
  });

  it('password recovery: the code reaches every e-mail of the person, from MAIL_FROM, and nothing is written to the outbox', async () => {
    const { app, token } = await appWith({ url: receiver.url, from: 'Biblioteca UFE <biblioteca@ufe.example>' });
    const before = receiver.received.length;
    const res = await app.inject({ url: '/api/pessoas/20240001/recuperar-senha', headers: { authorization: `Bearer ${token}` } });
    expect(res.statusCode, res.body).toBe(200);
    expect(receiver.received).toHaveLength(before + 1);
    const mail = receiver.received.at(-1);
    expect(mail?.from).toBe('biblioteca@ufe.example');
    expect(mail?.to).toEqual(['ana.souza@aluno.estante.example', 'anabsouza@email.example']);
    const msg = parseMime(mail?.raw ?? '');
    expect(msg.headers.from).toBe('Biblioteca UFE <biblioteca@ufe.example>');
    expect(msg.headers.to).toBe('ana.souza@aluno.estante.example, anabsouza@email.example');
    expect(msg.headers.subject).toBe('Código de verificação para recuperar a senha');
    const text = leaves(msg)[0]?.body ?? '';
    const code = /\b(\d{6})\b/.exec(text)?.[1];
    expect(code, text).toBeDefined();
    // the code that arrived is the one the server stored (step 2 accepts it)
    const check = await app.inject({ method: 'POST', url: '/api/pessoas/20240001/recuperar-senha', headers: { authorization: `Bearer ${token}` }, payload: { codigo: code } });
    expect(check.statusCode, check.body).toBe(200);
    expect(await outboxFiles()).toEqual([]);
    await app.close();
  });

  it('basket export by e-mail: the recipients get the text and the file as an attachment', async () => {
    const { app, patron: token } = await appWith({ url: receiver.url, from: 'biblioteca@ufe.example' });
    const before = receiver.received.length;
    const res = await app.inject({
      method: 'POST',
      url: '/api/acervo/exportar-cesta',
      headers: { authorization: `Bearer ${token}` },
      payload: { tipo: 'email', dados: 'ris', acervos: titles, opcoesEmail: { emails: 'leitor@example.org; outra.pessoa@example.net', mensagem: 'Minha lista' } },
    });
    expect(res.statusCode, res.body).toBe(200);
    const file = res.json<ExportarCestaResponse>();
    expect(file.enviado_para).toEqual(['leitor@example.org', 'outra.pessoa@example.net']);
    expect(receiver.received).toHaveLength(before + 1);
    const mail = receiver.received.at(-1);
    expect(mail?.to).toEqual(['leitor@example.org', 'outra.pessoa@example.net']);
    const msg = parseMime(mail?.raw ?? '');
    expect(msg.headers['content-type']).toMatch(/^multipart\/mixed/);
    expect(msg.headers.subject).toBe(`Cesta do catálogo (${titles.length})`);
    const [body, attachment] = leaves(msg);
    expect(body?.headers['content-type']).toMatch(/^text\/plain/);
    expect(body?.body).toContain('Minha lista');
    expect(attachment?.headers['content-disposition']).toContain(`filename=${file.arquivo}`);
    expect(attachment?.headers['content-type']).toContain(file.tipo_conteudo.split(';')[0] ?? '');
    expect(attachment?.body.trim()).toBe(file.conteudo.trim());
    expect(file.conteudo).toMatch(/^TY {2}- /m);
    expect(await outboxFiles()).toEqual([]);
    await app.close();
  });
});

describe('when the SMTP server does not take the message', () => {
  it('a refused message: 503 EMAIL_INDISPONIVEL to the caller; the log has the SMTP reply, not the code nor the text', async () => {
    const refusing = await startReceiver({ rejectData: true });
    const log = new LogCapture();
    const { app, token } = await appWith({ url: refusing.url, from: 'biblioteca@ufe.example' }, log);
    const res = await app.inject({ url: '/api/pessoas/20240001/recuperar-senha', headers: { authorization: `Bearer ${token}`, lang: '5' } });
    expect(res.statusCode, res.body).toBe(503);
    expect(res.json<AuthErrorResponse>()).toEqual({ message: 'The e-mail could not be sent right now. Please try again later.', codigo: 'EMAIL_INDISPONIVEL' });
    // the server did see the message (so the code was in it) and refused it at the end of DATA
    const seen = parseMime(refusing.received.at(-1)?.raw ?? '');
    const text = leaves(seen)[0]?.body ?? '';
    const code = /\b(\d{6})\b/.exec(text)?.[1] ?? '';
    expect(code).toMatch(/^\d{6}$/);
    const failure = log.records().find((r) => r.msg === 'password recovery e-mail not sent');
    expect(failure?.level).toBe(50);
    expect(JSON.stringify(failure)).toContain('552');
    const all = log.lines.join('\n');
    expect(all).not.toContain(code);
    expect(all).not.toContain('Seu código de verificação');
    expect(all).not.toContain('ana.souza@aluno.estante.example');
    expect(all).not.toContain(PASS);
    expect(await outboxFiles()).toEqual([]);
    await app.close();
    await refusing.close();
  });

  it('wrong credentials or nobody listening: 503 for the basket export too, never a silent success', async () => {
    const receiver = await startReceiver();
    const wrongPassword = await appWith({ url: `smtp://${USER}:wrong@127.0.0.1:${receiver.port}`, from: 'biblioteca@ufe.example' });
    const payload = { tipo: 'email', dados: 'ris', acervos: titles, opcoesEmail: { emails: 'leitor@example.org' } };
    const refused = await wrongPassword.app.inject({ method: 'POST', url: '/api/acervo/exportar-cesta', headers: { authorization: `Bearer ${wrongPassword.patron}` }, payload });
    expect(refused.statusCode, refused.body).toBe(503);
    expect(refused.json()).toEqual({ message: 'Não foi possível enviar o e-mail agora. Tente novamente mais tarde.', codigo: 'EMAIL_INDISPONIVEL' });
    expect(receiver.received).toHaveLength(0);
    await wrongPassword.app.close();
    await receiver.close();

    // the port is closed now: connection refused
    const nobody = await appWith({ url: `smtp://${USER}:${PASS}@127.0.0.1:${receiver.port}`, from: 'biblioteca@ufe.example' });
    const unreachable = await nobody.app.inject({ method: 'POST', url: '/api/acervo/exportar-cesta', headers: { authorization: `Bearer ${nobody.patron}` }, payload });
    expect(unreachable.statusCode, unreachable.body).toBe(503);
    await nobody.app.close();
    expect(await outboxFiles()).toEqual([]);
  });

  it('without SMTP_URL the outbox folder gets the message, as before', async () => {
    const { app, token } = await appWith(undefined);
    const res = await app.inject({ url: '/api/pessoas/20240002/recuperar-senha', headers: { authorization: `Bearer ${token}` } });
    expect(res.statusCode, res.body).toBe(200);
    const files = await outboxFiles();
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/-20240002-[0-9a-f]{8}\.json$/);
    await app.close();
    await rm(path.join(outbox, files[0] ?? ''), { force: true });
  });
});
