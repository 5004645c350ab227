import { buildApp } from './app';
import { authOptionsFromEnv } from './auth-options';
import { loadConfig, DEV_JWT_SECRET } from './config';
import { openDb, redactUrl } from './db/db';
import { migrate } from './db/migrations';
import { formatReport } from './marc/import';
import { seed } from './seed';
import { applyInstitutionFlags, institutionFlagsFromEnv, ssoOptionsFromEnv } from './sso/config';

const config = loadConfig();
const db = await openDb(config);
await migrate(db);
const app = await buildApp({ db, jwtSecret: config.jwtSecret, logger: { level: config.logLevel }, auth: authOptionsFromEnv(process.env, config.dataDir), sso: ssoOptionsFromEnv(process.env) });
app.log.info(config.databaseUrl ? `storage: PostgreSQL ${redactUrl(config.databaseUrl)}` : `storage: PGlite in ${config.dataDir}`);
if (config.jwtSecret === DEV_JWT_SECRET) app.log.warn('JWT_SECRET is not set: using the development secret');

const report = await seed(db, config.marcDir, false, config.seedDate ? { referenceDate: config.seedDate } : {});
if (report) {
  app.log.info({ marcDir: config.marcDir }, `seeded the empty catalogue:\n${formatReport(report)}`);
}

// USA_OIDC, LINK_LOGOUT_OIDC, LINK_LOGOUT_SAML: the login page's single sign-on switches (README "Single sign-on").
await applyInstitutionFlags(db, institutionFlagsFromEnv(process.env));

await app.listen({ port: config.port, host: config.host });

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    app.log.info({ signal }, 'shutting down');
    void app
      .close()
      .then(() => db.close())
      .finally(() => process.exit(0));
  });
}
