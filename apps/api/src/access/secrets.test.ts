import { execFile } from 'node:child_process';
import fs from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { REPO_ROOT } from '../config';
import { lightDb } from '../../test/ops-helpers';
import type { Db } from '../db/db';
import { resolveSecrets, SECRET_NAMES, SECRETS_FILE, SecretsError } from './secrets';

// The server's secrets (issue 24): never a constant of the code. Without the variables `npm start`
// generates random ones once per data folder (kept, mode 0600); production refuses to start.

let work: string;
beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'estante-secrets-'));
});
afterAll(async () => {
  await rm(work, { recursive: true, force: true });
});
let n = 0;
const folder = () => path.join(work, `data-${++n}`);
const modeOf = (file: string) => fs.statSync(file).mode & 0o777;

describe('secrets without the environment variables', () => {
  it('a fresh data folder gets random secrets, kept (mode 0600) and the same at the next start', () => {
    const dir = folder();
    const first = resolveSecrets({}, dir);
    expect(first.generated).toEqual([...SECRET_NAMES]);
    const file = path.join(dir, SECRETS_FILE);
    expect(first.file).toBe(file);
    expect(modeOf(file)).toBe(0o600);
    for (const name of SECRET_NAMES) expect(first.secrets[name]).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(new Set(Object.values(first.secrets)).size).toBe(SECRET_NAMES.length);

    const again = resolveSecrets({}, dir);
    expect(again.secrets).toEqual(first.secrets);
    expect(again.generated).toEqual([]);
    expect(again.fromFile).toEqual([...SECRET_NAMES]);
  });

  it('two data folders get different secrets', () => {
    const a = resolveSecrets({}, folder()).secrets;
    const b = resolveSecrets({}, folder()).secrets;
    for (const name of SECRET_NAMES) expect(a[name]).not.toBe(b[name]);
  });

  it('a variable that is set wins and is never written to the folder; with all set no file is made', () => {
    const dir = folder();
    const r = resolveSecrets({ JWT_SECRET: 'from-the-environment-0123456789abcdef', OAUTH_WEB_CLIENT_SECRET: ' ' }, dir);
    expect(r.secrets.JWT_SECRET).toBe('from-the-environment-0123456789abcdef');
    expect(r.generated).toEqual(['OAUTH_WEB_CLIENT_SECRET', 'ALTCHA_HMAC_KEY']); // blank counts as unset
    const kept = JSON.parse(fs.readFileSync(path.join(dir, SECRETS_FILE), 'utf8')) as Record<string, string>;
    expect(Object.keys(kept).sort()).toEqual(['ALTCHA_HMAC_KEY', 'OAUTH_WEB_CLIENT_SECRET']);
    expect(JSON.stringify(kept)).not.toContain('from-the-environment');

    const all = folder();
    const env = { JWT_SECRET: 'j'.repeat(40), OAUTH_WEB_CLIENT_SECRET: 'w'.repeat(40), ALTCHA_HMAC_KEY: 'a'.repeat(40) };
    expect(resolveSecrets(env, all).fromFile).toEqual([]);
    expect(fs.existsSync(path.join(all, SECRETS_FILE))).toBe(false);
  });

  it('a kept file readable by others is closed to 0600; a damaged one stops the start with a clear message', () => {
    const dir = folder();
    const { secrets } = resolveSecrets({}, dir);
    const file = path.join(dir, SECRETS_FILE);
    fs.chmodSync(file, 0o644);
    expect(resolveSecrets({}, dir).secrets).toEqual(secrets);
    expect(modeOf(file)).toBe(0o600);

    fs.writeFileSync(file, '{ not json');
    expect(() => resolveSecrets({}, dir)).toThrow(SecretsError);
    expect(() => resolveSecrets({}, dir)).toThrow(`${file} is not a JSON object of secrets`);
  });
});

describe('secrets in production', () => {
  it('NODE_ENV=production without the variables refuses, naming each missing one, and writes nothing', () => {
    const dir = folder();
    expect(() => resolveSecrets({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40) }, dir)).toThrow(
      'NODE_ENV=production and OAUTH_WEB_CLIENT_SECRET, ALTCHA_HMAC_KEY are not set: the server does not start without them.',
    );
    // even with a folder that has kept secrets from development
    resolveSecrets({}, dir);
    expect(() => resolveSecrets({ NODE_ENV: 'production' }, dir)).toThrow('JWT_SECRET, OAUTH_WEB_CLIENT_SECRET, ALTCHA_HMAC_KEY are not set');
    const env = { NODE_ENV: 'production', JWT_SECRET: 'j'.repeat(40), OAUTH_WEB_CLIENT_SECRET: 'w'.repeat(40), ALTCHA_HMAC_KEY: 'a'.repeat(40) };
    expect(resolveSecrets(env, folder()).secrets).toEqual({ JWT_SECRET: env.JWT_SECRET, OAUTH_WEB_CLIENT_SECRET: env.OAUTH_WEB_CLIENT_SECRET, ALTCHA_HMAC_KEY: env.ALTCHA_HMAC_KEY });
  });

  it('the server itself exits with that message (code 1) before touching the data folder', async () => {
    const dir = folder();
    const env: NodeJS.ProcessEnv = { PATH: process.env.PATH, NODE_ENV: 'production', DATA_DIR: dir, PORT: '0', LOG_LEVEL: 'warn' };
    const run = promisify(execFile)(process.execPath, ['--import', 'tsx', 'src/main.ts'], { cwd: path.join(REPO_ROOT, 'apps/api'), env, timeout: 60_000 });
    const failure = await run.then(
      () => null,
      (e: { code?: number; stderr?: string }) => e,
    );
    expect(failure?.code).toBe(1);
    expect(failure?.stderr).toContain('NODE_ENV=production and JWT_SECRET, OAUTH_WEB_CLIENT_SECRET, ALTCHA_HMAC_KEY are not set');
    expect(failure?.stderr).not.toMatch(/\n\s+at /); // a message, not a stack trace
    expect(fs.existsSync(dir)).toBe(false);
  }, 90_000);
});

describe('a restart on the same data folder', () => {
  let db: Db;
  beforeAll(async () => {
    db = await lightDb();
  });
  afterAll(async () => {
    await db?.close();
  });

  it("keeps the tokens it signed working; another folder's server refuses them", async () => {
    const dir = folder();
    const start = () => buildApp({ db, jwtSecret: resolveSecrets({}, dir).secrets.JWT_SECRET });
    const before = await start();
    const res = await before.inject({ method: 'POST', url: '/oauth/token', payload: { grant_type: 'client_credentials', client_id: 'estante-web' } });
    const token = res.json<{ access_token: string }>().access_token;
    await before.close();

    const after = await start();
    const elsewhere = await buildApp({ db, jwtSecret: resolveSecrets({}, folder()).secrets.JWT_SECRET });
    try {
      const call = (app: typeof after) => app.inject({ url: '/api/consulta/ordenacao', headers: { authorization: `Bearer ${token}` } });
      expect((await call(after)).statusCode).toBe(200);
      expect((await call(elsewhere)).statusCode).toBe(401);
    } finally {
      await after.close();
      await elsewhere.close();
    }
  });
});

describe('no working secret in the code', () => {
  // The product's own code: the API's sources, the shell's server and the scripts that start them.
  const sources = (): string[] => {
    const out: string[] = [];
    const walk = (dir: string) => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        const p = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(p);
        else if (/\.(ts|mjs|js)$/.test(entry.name) && !/\.test\.(ts|mjs)$/.test(entry.name)) out.push(p);
      }
    };
    walk(path.join(REPO_ROOT, 'apps/api/src'));
    for (const f of ['apps/shell/server.mjs', 'scripts/start.mjs', 'scripts/serve.mjs', 'scripts/api-process.mjs']) out.push(path.join(REPO_ROOT, f));
    return out;
  };
  const SECRET_VARS = '(?:JWT_SECRET|OAUTH_[A-Z]+_CLIENT_SECRET|ALTCHA_HMAC_KEY|EXTERNAL_BASES_SECRET|OIDC_CLIENT_SECRET)';
  const patterns: [string, RegExp][] = [
    ['a secret variable falling back to a literal', new RegExp(`${SECRET_VARS}\\s*(?:\\?\\?|\\|\\|)\\s*['"\`]`)],
    ['a DEV_/DEFAULT_ secret or key constant', /\b(?:DEV|DEFAULT)_\w*(?:SECRET|KEY)\b/],
    ['a literal given as a signing key or secret', /\b(?:jwtSecret|hmacKey|clientSecret|secret)\s*[:=]\s*['"`][^'"`]{6,}['"`]/],
    ['an old development secret', /estante-dev-|change-me/],
  ];

  it('no source file has a default secret', () => {
    const files = sources();
    expect(files.length).toBeGreaterThan(100);
    const found: string[] = [];
    for (const file of files) {
      const text = fs.readFileSync(file, 'utf8');
      for (const [what, re] of patterns) if (re.test(text)) found.push(`${path.relative(REPO_ROOT, file)}: ${what} (${re.exec(text)?.[0]})`);
    }
    expect(found).toEqual([]);
  });

  it('the check finds the defaults that used to be there', () => {
    const old = [
      "export const DEV_JWT_SECRET = 'estante-dev-secret-change-me-0123456789abcdef';",
      "const clientSecret = env.OAUTH_WEB_CLIENT_SECRET ?? 'estante-dev-secret';",
      "hmacKey: env.ALTCHA_HMAC_KEY || 'some-key'",
    ];
    for (const line of old) expect(patterns.some(([, re]) => re.test(line)), line).toBe(true);
  });
});
