// pnpm --filter @estante/api seed: imports everything under MARC_DIR (auth, then bib; .xml, .mrc,
// .iso, .marc) into DATA_DIR (or the DATABASE_URL server) and creates the institution settings, copies, people, courses and
// circulation data that are missing (dated from SEED_DATE, default today). Re-running updates records in place (upsert on 001).
import { loadConfig } from '../config';
import { redactUrl } from '../db/db';
import { openDbForCli } from './open';
import { migrate, withStartupLock } from '../db/migrate';
import { formatReport } from '../marc/import';
import { todayUtc } from '../seed/date';
import { seed, seedCounts } from '../seed';

const config = loadConfig();
console.log(`MARC_DIR=${config.marcDir}\n${config.databaseUrl ? `DATABASE_URL=${redactUrl(config.databaseUrl)}` : `DATA_DIR=${config.dataDir}`}`);
const db = await openDbForCli(config);
const referenceDate = config.seedDate ?? todayUtc();
console.log(`SEED_DATE=${referenceDate}${config.seedDate ? '' : ' (today, UTC)'}`);
let started = Date.now();
// The start-up lock: a server starting on the same database waits for this seed (and the reverse).
const report = await withStartupLock(
  db,
  async () => {
    await migrate(db);
    started = Date.now();
    return seed(db, config.marcDir, true, { referenceDate });
  },
  () => console.log('waiting for another process (a server starting?) to finish migrating and seeding'),
);
console.log(report ? formatReport(report) : 'nothing imported');
console.log(`seeded in ${((Date.now() - started) / 1000).toFixed(1)} s; rows per table:`);
for (const [table, n] of Object.entries(await seedCounts(db))) console.log(`  ${table.padEnd(22)} ${n}`);
await db.close();
process.exit(report && report.failures.length > 0 ? 1 : 0);
