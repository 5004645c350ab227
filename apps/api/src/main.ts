import { buildApp } from './app';
import { authOptionsFromEnv } from './access/options';
import { resolveSecrets, SecretsError, type ResolvedSecrets } from './access/secrets';
import { loadConfig } from './config';
import { openDb, redactUrl } from './db/db';
import { DataDirInUseError } from './db/data-lock';
import { migrate, withStartupLock } from './db/migrate';
import { formatReport } from './marc/import';
import { countTitles, seed } from './seed';
import { seedAuth } from './seed/auth';
import { gracefulShutdown, shutdownTimeoutFromEnv } from './lib/shutdown';
import { noticeSettingsFromEnv } from './notices/config';
import { NoticeRunner } from './notices/runner';
import { applyInstitutionFlags, institutionFlagsFromEnv, ssoOptionsFromEnv } from './modules/sso/config';

const config = loadConfig();
const shutdownTimeoutMs = shutdownTimeoutFromEnv(process.env);
const notices = noticeSettingsFromEnv(process.env);
// The secrets (access/secrets.ts): from the environment; without it, kept in the data folder
// (generated on the first start), except in production, where a missing one stops the start here.
let resolved: ResolvedSecrets;
try {
  resolved = resolveSecrets(process.env, config.dataDir);
} catch (e) {
  if (!(e instanceof SecretsError)) throw e;
  console.error(`[estante api] ${e.message}`);
  process.exit(1);
}
const { secrets } = resolved;
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
      await seedAuth(db, secrets.OAUTH_WEB_CLIENT_SECRET); // the web client's secret follows the configured one
      return { waitedMs, migrations, report: null };
    }
    const report = await seed(db, config.marcDir, false, {
      ...(config.seedDate ? { referenceDate: config.seedDate } : {}),
      webClientSecret: secrets.OAUTH_WEB_CLIENT_SECRET,
    });
    return { waitedMs, migrations, report };
  },
  () => (waitFrom = Date.now()),
);
const auth = authOptionsFromEnv({ ...process.env, ALTCHA_HMAC_KEY: secrets.ALTCHA_HMAC_KEY }, config.dataDir);
const app = await buildApp({ db, jwtSecret: secrets.JWT_SECRET, logger: { level: config.logLevel }, auth, corsOrigins: config.corsOrigins, sso: ssoOptionsFromEnv(process.env), ...(config.publicUrl ? { publicUrl: config.publicUrl } : {}) });
app.log.info(config.databaseUrl ? `storage: PostgreSQL ${redactUrl(config.databaseUrl)}` : `storage: PGlite in ${config.dataDir}`);
// DATABASE_READ_URL: the standby's changes of state (falling back to the primary, answering again) in the app's log.
if (config.databaseReadUrl && 'setLog' in db) {
  db.setLog({ warn: (m) => app.log.warn(m), info: (m) => app.log.info(m) });
  app.log.info(`storage: the public catalogue's reads on the standby ${redactUrl(config.databaseReadUrl)} (${await db.readStandby.ping()})`);
}
// SMTP_URL's password never reaches the log.
app.log.info(auth.smtp ? `mail: SMTP ${redactUrl(auth.smtp.url)}, from ${auth.smtp.from}` : `mail: the outbox folder ${auth.mailOutbox} (SMTP_URL is not set)`);
// Which secrets come from the data folder (never their values).
if (resolved.fromFile.length > 0) {
  const generated = resolved.generated.length > 0 ? ` (generated now: ${resolved.generated.join(', ')})` : '';
  app.log.warn(`${resolved.fromFile.join(', ')} not set: using the random ones kept in ${resolved.file}${generated}; set them in any shared deployment (NODE_ENV=production requires them)`);
}

if (startup.waitedMs !== null) app.log.info(`waited ${(startup.waitedMs / 1000).toFixed(1)} s for another process to migrate and seed the database`);
if (startup.migrations.length > 0) app.log.info({ migrations: startup.migrations }, `applied migrations ${startup.migrations.join(', ')}`);
if (startup.report) {
  app.log.info({ marcDir: config.marcDir }, `seeded the empty catalogue:\n${formatReport(startup.report)}`);
}

// USA_OIDC, LINK_LOGOUT_OIDC, LINK_LOGOUT_SAML: the login page's single sign-on switches (README "Single sign-on").
await applyInstitutionFlags(db, institutionFlagsFromEnv(process.env));

// The courtesy notices' job runner (README "Courtesy notices"; NOTICES=0 turns it off): its jobs live in
// this database; it stops with the app (onClose), before the database is closed.
if (notices.enabled) {
  const runner = await NoticeRunner.start({
    db,
    mail: { outbox: auth.mailOutbox, smtp: auth.smtp },
    now: auth.now,
    log: app.log,
    sweepSeconds: notices.sweepSeconds,
    publicUrl: config.publicUrl,
  });
  app.addHook('onClose', () => runner.stop(shutdownTimeoutMs));
  app.log.info(`notices: job runner started, a sweep every ${notices.sweepSeconds} s`);
} else {
  app.log.info('notices: job runner off (NOTICES=0)');
}

// SIGTERM / SIGINT: a graceful stop (shutdown.ts), exit 0; 1 when SHUTDOWN_TIMEOUT_MS runs out.
// A second signal during the stop ends the process at once (the default action).
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void gracefulShutdown(app, db, { timeoutMs: shutdownTimeoutMs, signal }).then((code) => process.exit(code));
  });
}

await app.listen({ port: config.port, host: config.host });
