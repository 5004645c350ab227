import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { REPO_ROOT } from '../config';
import { smtpOptionsFromEnv, type SmtpOptions } from '../lib/outbox';

/** argon2id cost; production uses the library defaults (OWASP's m=19 MiB, t=2). Tests may lower it. */
export interface Argon2Cost {
  memoryCost?: number;
  timeCost?: number;
  parallelism?: number;
}

export interface RateLimit {
  max: number;
  windowSeconds: number;
}

/** Everything of the sign-in that a deployment (env) or a test (buildApp options) may change. */
export interface AuthOptions {
  /** The clock of tokens, refresh expiry, recovery codes and limits (tests move it). */
  now: () => Date;
  /** Access tokens live this long (seconds, at most 900). */
  accessTokenTtl: number;
  /** A refresh token unused this long expires (seconds). */
  refreshIdleTtl: number;
  /** A sign-in (refresh family) ends this long after the password was given, however it is used (seconds). */
  refreshAbsoluteTtl: number;
  /** Cost of the hashes the server writes (new passwords). */
  argon2: Argon2Cost;
  /** Per client IP on /oauth/token and the recovery calls (@fastify/rate-limit). */
  ipRateLimit: RateLimit;
  /** Per user code: password attempts (successful or not). */
  accountRateLimit: RateLimit;
  /** Per user code: recovery codes sent. */
  recoveryRateLimit: RateLimit;
  captcha: {
    hmacKey: string;
    /** PBKDF2 iterations per attempt. */
    cost: number;
    /** The solver tries counters 0, 1, … up to a secret number drawn in [counterMin, counterMax]. */
    counterMin: number;
    counterMax: number;
    ttlSeconds: number;
  };
  /** Folder of the development mail outbox: one JSON file per message (when `smtp` is not set). */
  mailOutbox: string;
  /** Real e-mail (SMTP_URL, MAIL_FROM): recovery codes and basket exports go through this server instead of the outbox. */
  smtp?: SmtpOptions | undefined;
  /** Fastify trustProxy: whose X-Forwarded-For to believe (default loopback: the shell's proxy on the same host). */
  trustProxy: string | boolean;
}

export function defaultAuthOptions(dataDir = path.join(REPO_ROOT, '.data')): AuthOptions {
  return {
    now: () => new Date(),
    accessTokenTtl: 900,
    refreshIdleTtl: 7 * 24 * 3600,
    refreshAbsoluteTtl: 30 * 24 * 3600,
    argon2: {},
    ipRateLimit: { max: 60, windowSeconds: 60 },
    accountRateLimit: { max: 10, windowSeconds: 15 * 60 },
    recoveryRateLimit: { max: 5, windowSeconds: 15 * 60 },
    // The server's key comes from ALTCHA_HMAC_KEY or the data folder (secrets.ts); an app built
    // without one (tests, benchmarks) signs its challenges with a key of its own, never a constant.
    captcha: { hmacKey: randomBytes(32).toString('base64url'), cost: 1000, counterMin: 500, counterMax: 3000, ttlSeconds: 600 },
    mailOutbox: path.join(dataDir, 'outbox'),
    trustProxy: 'loopback',
  };
}

/** "30d", "12h", "15m", "90s" or plain seconds. */
export function parseDuration(value: string | undefined, fallback: number): number {
  if (!value) return fallback;
  const m = /^\s*(\d+)\s*([smhd]?)\s*$/i.exec(value);
  if (!m) throw new Error(`invalid duration: ${value} (use e.g. 30d, 12h, 15m, 90s)`);
  const n = Number(m[1]);
  const unit = (m[2] ?? '').toLowerCase();
  return n * (unit === 'd' ? 86400 : unit === 'h' ? 3600 : unit === 'm' ? 60 : 1);
}

const int = (value: string | undefined, fallback: number) => {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new Error(`not a non-negative integer: ${value}`);
  return n;
};

/** The sign-in settings of the environment (README "Environment"). */
export function authOptionsFromEnv(env: NodeJS.ProcessEnv, dataDir: string): AuthOptions {
  const d = defaultAuthOptions(dataDir);
  const trust = env.TRUST_PROXY;
  return {
    ...d,
    accessTokenTtl: Math.min(900, parseDuration(env.ACCESS_TOKEN_TTL, d.accessTokenTtl)),
    refreshIdleTtl: parseDuration(env.REFRESH_IDLE_TTL, d.refreshIdleTtl),
    refreshAbsoluteTtl: parseDuration(env.REFRESH_ABSOLUTE_TTL, d.refreshAbsoluteTtl),
    ipRateLimit: { max: int(env.OAUTH_IP_RATE_MAX, d.ipRateLimit.max), windowSeconds: parseDuration(env.OAUTH_IP_RATE_WINDOW, d.ipRateLimit.windowSeconds) },
    accountRateLimit: {
      max: int(env.LOGIN_ACCOUNT_RATE_MAX, d.accountRateLimit.max),
      windowSeconds: parseDuration(env.LOGIN_ACCOUNT_RATE_WINDOW, d.accountRateLimit.windowSeconds),
    },
    captcha: {
      ...d.captcha,
      hmacKey: env.ALTCHA_HMAC_KEY || d.captcha.hmacKey,
      cost: int(env.ALTCHA_COST, d.captcha.cost) || d.captcha.cost,
      counterMax: int(env.ALTCHA_MAX_NUMBER, d.captcha.counterMax) || d.captcha.counterMax,
    },
    mailOutbox: env.MAIL_OUTBOX ? path.resolve(REPO_ROOT, env.MAIL_OUTBOX) : d.mailOutbox,
    smtp: smtpOptionsFromEnv(env),
    trustProxy: trust === undefined || trust === '' ? d.trustProxy : trust === 'true' ? true : trust === 'false' ? false : trust,
  };
}
