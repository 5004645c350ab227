import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { seedDateFromEnv } from './seed/date';

/** apps/api/src -> repository root. Resolved from this file, never from the working directory. */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** A real PostgreSQL server instead of PGlite in dataDir. */
  databaseUrl?: string;
  /**
   * DATABASE_READ_URL: a read-only streaming standby of DATABASE_URL's server, for the public
   * catalogue's reads (db/read-standby.ts); needs DATABASE_URL.
   */
  databaseReadUrl?: string;
  /** DATABASE_READ_RETRY_MS: how long a standby that failed is left alone before it is tried again (default 5000). */
  databaseReadRetryMs: number;
  marcDir: string;
  logLevel: string;
  /** SEED_DATE (yyyy-mm-dd): reference date of the seeded data; unset: the current UTC date. */
  seedDate?: string;
  /**
   * SKIP_SEED=1: start without the seed's check of what is missing (a database known to be seeded,
   * e.g. the e2e suite's copies of its seeded snapshot); an empty catalogue still stops the start.
   */
  skipSeed: boolean;
  /** Origins whose pages may call the API from the browser with credentials (CORS). */
  corsOrigins: string[];
  /**
   * PUBLIC_URL: the site's public address (`https://biblioteca.example.edu`), from which the API
   * builds the addresses it gives out (the calendar feed's); unset: the request's own, as the
   * trusted proxy forwards it (TRUST_PROXY).
   */
  publicUrl?: string;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const seedDate = seedDateFromEnv(env.SEED_DATE);
  return {
    port: Number(env.PORT ?? 8090),
    host: env.HOST ?? '127.0.0.1',
    dataDir: path.resolve(REPO_ROOT, env.DATA_DIR ?? '.data'),
    ...(env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : {}),
    ...readStandbyFromEnv(env),
    marcDir: path.resolve(REPO_ROOT, env.MARC_DIR ?? defaultMarcDir()),
    logLevel: env.LOG_LEVEL ?? 'info',
    ...(seedDate ? { seedDate } : {}),
    skipSeed: skipSeedFromEnv(env.SKIP_SEED),
    corsOrigins: corsOriginsFromEnv(env),
    ...(env.PUBLIC_URL ? { publicUrl: publicUrlFromEnv(env.PUBLIC_URL) } : {}),
  };
}

/** DATABASE_READ_URL (with DATABASE_URL only) and DATABASE_READ_RETRY_MS (a positive whole number of ms, default 5000). */
export function readStandbyFromEnv(env: NodeJS.ProcessEnv): { databaseReadUrl?: string; databaseReadRetryMs: number } {
  const url = env.DATABASE_READ_URL?.trim();
  if (url && !env.DATABASE_URL) throw new Error('DATABASE_READ_URL is a standby of DATABASE_URL: set DATABASE_URL too');
  const retry = env.DATABASE_READ_RETRY_MS?.trim();
  const databaseReadRetryMs = retry ? Number(retry) : 5000;
  if (!Number.isInteger(databaseReadRetryMs) || databaseReadRetryMs <= 0) {
    throw new Error(`DATABASE_READ_RETRY_MS must be a positive whole number of milliseconds (got ${retry})`);
  }
  return { ...(url ? { databaseReadUrl: url } : {}), databaseReadRetryMs };
}

/** `npm start`'s site (the shell's server on :8080), under both names of the loopback. */
export const DEFAULT_CORS_ORIGINS: readonly string[] = ['http://localhost:8080', 'http://127.0.0.1:8080'];

/**
 * The origins allowed to call the API cross-origin (CORS, with credentials): CORS_ORIGINS
 * (comma-separated), else the origin of PUBLIC_URL (the site's public address; PUBLIC_BASE_URL, its older name), else
 * `npm start`'s own. Any other origin gets no CORS headers. A value that is not an origin is an error.
 */
export function corsOriginsFromEnv(env: NodeJS.ProcessEnv): string[] {
  const list = env.CORS_ORIGINS?.trim();
  if (list) {
    return list.split(',').map((o) => o.trim()).filter(Boolean).map((o) => {
      const origin = httpOrigin(o);
      if (origin === null || origin !== o.replace(/\/$/, '')) {
        throw new Error(`CORS_ORIGINS: "${o}" is not an origin (scheme://host[:port], e.g. https://biblioteca.example.edu)`);
      }
      return origin;
    });
  }
  const site = env.PUBLIC_URL?.trim() || env.PUBLIC_BASE_URL?.trim();
  if (site) {
    const origin = httpOrigin(site);
    if (origin === null) throw new Error(`PUBLIC_URL: "${site}" is not an http(s) address`);
    return [origin];
  }
  return [...DEFAULT_CORS_ORIGINS];
}

/** The origin of an http(s) address; null for anything else. */
function httpOrigin(value: string): string | null {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
}

/** PUBLIC_URL as an origin and path without a trailing slash; anything but an http(s) address is an error. */
export function publicUrlFromEnv(value: string): string {
  let url: URL | undefined;
  try {
    url = new URL(value.trim());
  } catch {
    url = undefined;
  }
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:') || url.username || url.password || url.search || url.hash) {
    throw new Error(`PUBLIC_URL must be an http(s) address such as https://biblioteca.example.edu (got ${value})`);
  }
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
}

/** SKIP_SEED: unset, empty or 0: seed what is missing at start (the default); 1: skip it. Anything else is an error. */
export function skipSeedFromEnv(value: string | undefined): boolean {
  if (value === undefined || value === '' || value === '0') return false;
  if (value === '1') return true;
  throw new Error(`SKIP_SEED must be 1 or 0 (got ${value})`);
}

/** The real MARC records shipped with the server (apps/api/data/marc, see its README). */
export function defaultMarcDir(): string {
  return path.resolve(REPO_ROOT, 'apps/api/data/marc');
}

/** The CSL styles and locales shipped with the server (apps/api/data/csl); CSL_DIR overrides. */
export function defaultCslDir(): string {
  return path.resolve(REPO_ROOT, 'apps/api/data/csl');
}
