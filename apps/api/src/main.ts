import { buildApp } from './app';
import { authOptionsFromEnv } from './auth-options';
import { loadConfig, DEV_JWT_SECRET } from './config';
import { openDb, redactUrl } from './db/db';
import { migrate } from './db/migrations';
import { formatReport } from './marc/import';
import { seed } from './seed';
import { gracefulShutdown, shutdownTimeoutFromEnv } from './shutdown';
import { applyInstitutionFlags, institutionFlagsFromEnv, ssoOptionsFromEnv } from './sso/config';

const config = loadConfig();
const shutdownTimeoutMs = shutdownTimeoutFromEnv(process.env);
const db = await openDb(config);
await migrate(db);
const auth = authOptionsFromEnv(process.env, config.dataDir);
const app = await buildApp({ db, jwtSecret: config.jwtSecret, logger: { level: config.logLevel }, auth, sso: ssoOptionsFromEnv(process.env) });
app.log.info(config.databaseUrl ? `storage: PostgreSQL ${redactUrl(config.databaseUrl)}` : `storage: PGlite in ${config.dataDir}`);
// SMTP_URL's password never reaches the log.
app.log.info(auth.smtp ? `mail: SMTP ${redactUrl(auth.smtp.url)}, from ${auth.smtp.from}` : `mail: the outbox folder ${auth.mailOutbox} (SMTP_URL is not set)`);
if (config.jwtSecret === DEV_JWT_SECRET) app.log.warn('JWT_SECRET is not set: using the development secret');

const report = await seed(db, config.marcDir, false, config.seedDate ? { referenceDate: config.seedDate } : {});
if (report) {
  app.log.info({ marcDir: config.marcDir }, `seeded the empty catalogue:\n${formatReport(report)}`);
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
