import type { AuthContext } from '../access/signin';
import type { Db } from '../db/db';
import type { MailSettings } from '../lib/outbox';
import type { SsoOptions } from './sso/config';

/** What app.ts hands every module (each takes what it needs). */
export interface ModuleDeps {
  /**
   * The database. With DATABASE_READ_URL, a plain read (`db.query`) of the public catalogue made with
   * the public token runs on the read standby (db/read-standby.ts, plugins/read-routing.ts); writes,
   * transactions and a patron's reads run on the primary, whatever module makes them.
   */
  db: Db;
  /** Sign-in services: tokens, settings, captcha, clock. */
  ctx: AuthContext;
  /** The clock (tests move it). */
  now: () => Date;
  mail: MailSettings;
  sso: SsoOptions;
  jwtSecret: string;
  /** The site's public address (PUBLIC_URL), no trailing slash; undefined: the request's own (publicBase). */
  publicUrl: string | undefined;
  /** Longest wait of GET /ready for the database's answer (ms). */
  readyTimeoutMs: number;
  /** True once the server is stopping (GET /ready answers 503). */
  draining: () => boolean;
}
