import { buildApp } from './app';
import { authOptionsFromEnv } from './access/options';
import { loadConfig, DEV_JWT_SECRET } from './config';
import { openDb, redactUrl } from './db/db';
import { DataDirInUseError } from './db/data-lock';
import { migrate, withStartupLock } from './db/migrate';
import { formatReport } from './marc/import';
import { countTitles, seed } from './seed';
import { gracefulShutdown, shutdownTimeoutFromEnv } from './lib/shutdown';
import { applyInstitutionFlags, institutionFlagsFromEnv, ssoOptionsFromEnv } from './modules/sso/config';

const config = loadConfig();
const shutdownTimeoutMs = shutdownTimeoutFromEnv(process.env);
// The embedded database's folder is one process's (db/data-lock.ts): refused, with why, while a command has it open.
const db = await openDb(config).catch((e: unknown) => {
  if (!(e instanceof DataDirInUseError)) throw e;
  console.error(e.message);
  return process.exit(1);
});
// Migrations and the seed under the database's start-up lock: replicas started together on one
// empty PostgreSQL take turns; the first migrates and seeds, the others then find it done (the
// seed only adds what is missing). Logged once the app's logger exists.
let waitFrom: number | undefined;
const startup = await withStartupLock(
  db,
  async () => {
    const waitedMs = waitFrom === undefined ? null : Date.now() - waitFrom;
    const migrations = await migrate(db);
    if (config.skipSeed) {
      if ((await countTitles(db)) === 0) throw new Error('SKIP_SEED=1 but the catalogue is empty: seed the database first (unset SKIP_SEED)');
      return { waitedMs, migrations, report: null };
    }
    const report = await seed(db, config.marcDir, false, config.seedDate ? { referenceDate: config.seedDate } : {});
    return { waitedMs, migrations, report };
  },
  () => (waitFrom = Date.now()),
);
const auth = authOptionsFromEnv(process.env, config.dataDir);
const app = await buildApp({ db, jwtSecret: config.jwtSecret, logger: { level: config.logLevel }, auth, sso: ssoOptionsFromEnv(process.env), ...(config.publicUrl ? { publicUrl: config.publicUrl } : {}) });
app.log.info(config.databaseUrl ? `storage: PostgreSQL ${redactUrl(config.databaseUrl)}` : `storage: PGlite in ${config.dataDir}`);
// SMTP_URL's password never reaches the log.
app.log.info(auth.smtp ? `mail: SMTP ${redactUrl(auth.smtp.url)}, from ${auth.smtp.from}` : `mail: the outbox folder ${auth.mailOutbox} (SMTP_URL is not set)`);
if (config.jwtSecret === DEV_JWT_SECRET) app.log.warn('JWT_SECRET is not set: using the development secret');

if (startup.waitedMs !== null) app.log.info(`waited ${(startup.waitedMs / 1000).toFixed(1)} s for another process to migrate and seed the database`);
if (startup.migrations.length > 0) app.log.info({ migrations: startup.migrations }, `applied migrations ${startup.migrations.join(', ')}`);
if (startup.report) {
  app.log.info({ marcDir: config.marcDir }, `seeded the empty catalogue:\n${formatReport(startup.report)}`);
}

// USA_OIDC, LINK_LOGOUT_OIDC, LINK_LOGOUT_SAML: the login page's single sign-on switches (README "Single sign-on").
await applyInstitutionFlags(db, institutionFlagsFromEnv(process.env));

// SIGTERM / SIGINT: a graceful stop (shutdown.ts), exit 0; 1 when SHUTDOWN_TIMEOUT_MS runs out.
// A second signal during the stop ends the process at once (the default action).
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void gracefulShutdown(app, db, { timeoutMs: shutdownTimeoutMs, signal }).then((code) => process.exit(code));
  });
}

await app.listen({ port: config.port, host: config.host });
