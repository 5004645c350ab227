// pnpm --filter @estante/api seed: imports everything under MARC_DIR (auth, then bib; .xml, .mrc,
// .iso, .marc) into DATA_DIR (or the DATABASE_URL server) and creates the institution settings. Re-running updates records in place (upsert on 001).
import { loadConfig } from '../config';
import { openDb, redactUrl } from '../db/db';
import { migrate } from '../db/migrations';
import { formatReport } from '../marc/import';
import { countTitles, seed } from '../seed';

const config = loadConfig();
console.log(`MARC_DIR=${config.marcDir}\n${config.databaseUrl ? `DATABASE_URL=${redactUrl(config.databaseUrl)}` : `DATA_DIR=${config.dataDir}`}`);
const db = await openDb(config);
await migrate(db);
const report = await seed(db, config.marcDir, true);
console.log(report ? formatReport(report) : 'nothing imported');
console.log(`titles in the catalogue: ${await countTitles(db)}`);
await db.close();
process.exit(report && report.failures.length > 0 ? 1 : 0);
