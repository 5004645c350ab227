// pnpm --filter @estante/api run import <files...>: imports MARC 21 files (MARCXML .xml, ISO 2709
// .mrc/.iso/.marc) into DATA_DIR (or the DATABASE_URL server), streaming (see src/marc/import.ts).
// Progress goes to stderr (every 5,000 records and at the end of each file); the report to stdout.
// Exits with 1 when any record could not be imported (the others are imported anyway).
import path from 'node:path';
import { loadConfig } from '../config';
import { openDbForCli } from './open';
import { migrate, withStartupLock } from '../db/migrate';
import { formatReport, importMarcFiles, type FileReport } from '../marc/import';
import { seedSettings } from '../seed';
import { authOptionsFromEnv } from '../access/options';
import { notifyProfileMatches } from '../modules/perfil-interesse/notify';

/** Records between two progress lines. */
const PROGRESS_EVERY = 5_000;

const files = process.argv.slice(2).filter((a) => a !== '--');
if (files.length === 0) {
  console.error('usage: pnpm --filter @estante/api run import <file.xml|file.mrc> [more ...]');
  process.exit(2);
}
const config = loadConfig();
const db = await openDbForCli(config);
await withStartupLock(db, () => migrate(db), () => console.error('waiting for another process (a server starting?) to finish migrating and seeding'));
// Relative paths are relative to where the command was typed (pnpm sets INIT_CWD).
const base = process.env.INIT_CWD ?? process.cwd();

// Each file's rate counts from the end of the previous one.
let started = performance.now();
let printed = 0;
const progress = (count: number, file: string, r: FileReport, done: boolean) => {
  if (!done && count - printed < PROGRESS_EVERY) return;
  printed = count;
  const seconds = (performance.now() - started) / 1000;
  const rate = seconds > 0 ? Math.round(count / seconds) : count;
  process.stderr.write(
    `${path.basename(file)}: ${count} read, ${r.bibliographic + r.authorities} imported, ${r.failed} failed, ${rate} records/s${done ? ` (done in ${seconds.toFixed(1)} s)` : ''}\n`,
  );
  if (done) [started, printed] = [performance.now(), 0];
};
const report = await importMarcFiles(db, files.map((f) => path.resolve(base, f)), { onProgress: progress });
await seedSettings(db, config.seedDate);
// The import has committed: patrons whose interest profile matches a title it added get one alert
// each and, if they accept e-mails, one e-mail listing those titles (each title told once ever).
const auth = authOptionsFromEnv(process.env, config.dataDir);
const told = await notifyProfileMatches(db, report.insertedTitles, {
  mail: { outbox: auth.mailOutbox, smtp: auth.smtp },
  now: () => new Date(),
  publicUrl: config.publicUrl,
  warn: (line) => console.error(line),
});
await db.close();
console.log(formatReport(report));
console.log(`interest profile: ${told.alertas} patron(s) alerted, ${told.emails} e-mail(s) sent${told.falhas ? `, ${told.falhas} e-mail(s) failed` : ''}`);
process.exit(report.failures.length > 0 ? 1 : 0);
