// pnpm --filter @estante/api run import <files...>: imports MARC 21 files (MARCXML .xml, ISO 2709
// .mrc/.iso/.marc) into DATA_DIR (or the DATABASE_URL server).
// Exits with 1 when any record could not be imported (the others are imported anyway).
import path from 'node:path';
import { loadConfig } from '../config';
import { openDb } from '../db/db';
import { migrate } from '../db/migrations';
import { formatReport, importMarcFiles } from '../marc/import';
import { seedSettings } from '../seed';

const files = process.argv.slice(2).filter((a) => a !== '--');
if (files.length === 0) {
  console.error('usage: pnpm --filter @estante/api run import <file.xml|file.mrc> [more ...]');
  process.exit(2);
}
const config = loadConfig();
const db = await openDb(config);
await migrate(db);
// Relative paths are relative to where the command was typed (pnpm sets INIT_CWD).
const base = process.env.INIT_CWD ?? process.cwd();
const report = await importMarcFiles(db, files.map((f) => path.resolve(base, f)));
await seedSettings(db, config.seedDate);
await db.close();
console.log(formatReport(report));
process.exit(report.failures.length > 0 ? 1 : 0);
