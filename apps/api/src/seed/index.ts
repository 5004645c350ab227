import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { Db } from '../db/db';
import { seedCopies } from './copies';
import { seedCirculation } from './circulation';
import { seedCourses } from './courses';
import { seedNetwork } from './rede';
import { seedSerials } from './serials';
import { seedBookContents } from './contents';
import { todayUtc } from './date';
import { seedAuth } from './auth';
import { seedModerationClient } from './moderation';
import { seedDeskClient } from './desk';
import { seedPeople } from './people';
import { seedAccountDemo } from './account';
import { seedClearanceDemo } from './clearance';
import { seedSettings } from './institution';
import { seedTeachingPlans } from './teaching-plans';
import { seedRemovalsAndPosting } from './removals';
import { importMarcFiles, type ImportReport } from '../marc/import';
import { MARC_EXTENSIONS } from '../marc/read';
import { seedAcquisitions } from './acquisitions';
import { seedNoCpfDemo } from './no-cpf';
import { seedInterestProfile } from './interest-profile';
import { seedLibraryRequests } from './library-requests';

export { FUNCIONALIDADES, INSTITUICAO, seedSettings } from './institution';

/** Every MARC file (MARCXML .xml, ISO 2709 .mrc/.iso/.marc) under marcDir/auth, then marcDir/bib, in name order. */
export async function marcFiles(marcDir: string): Promise<string[]> {
  const out: string[] = [];
  for (const sub of ['auth', 'bib']) {
    const dir = path.join(marcDir, sub);
    const names = await readdir(dir).catch(() => [] as string[]);
    out.push(...names.filter((n) => MARC_EXTENSIONS.includes(path.extname(n).toLowerCase())).sort().map((n) => path.join(dir, n)));
  }
  return out;
}

export async function countTitles(db: Db): Promise<number> {
  const [row] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM titulos');
  return row?.n ?? 0;
}

export interface SeedOptions {
  /**
   * yyyy-mm-dd: every date of the seeded data is an offset from it (see date.ts). Default: the
   * current UTC date; the CLI and the server take SEED_DATE.
   */
  referenceDate?: string;
  /** The `estante-web` client's secret (the server's, access/secrets.ts); unset: the stored one is kept. */
  webClientSecret?: string;
}

/**
 * Imports the whole MARC folder (when `force` or the catalogue is empty), then inserts what is
 * missing of the settings, the copies, the people, the courses and the circulation data. A second
 * run adds nothing (only copies of titles imported since, and their loans and holds).
 */
export async function seed(db: Db, marcDir: string, force = false, options: SeedOptions = {}): Promise<ImportReport | null> {
  const referenceDate = options.referenceDate ?? todayUtc();
  let report: ImportReport | null = null;
  const empty = (await countTitles(db)) === 0;
  if (empty) {
    // Codes restart at 1 so every fresh seed numbers the same records the same way (an
    // interrupted earlier import may have consumed sequence values). CASCADE: the tables that refer to
    // titles and copies (loans, holds, comments, bibliographies, and debts through loans) hold nothing
    // of an empty catalogue worth keeping.
    await db.exec('TRUNCATE exemplares, titulo_autoridade, titulos, autoridades, vocabulario RESTART IDENTITY CASCADE');
  }
  if (force || empty) {
    const files = await marcFiles(marcDir);
    if (files.length === 0) throw new Error(`no MARC files (.xml, .mrc, .iso, .marc) under ${marcDir}/{auth,bib}`);
    report = await importMarcFiles(db, files);
  }
  await seedSettings(db, referenceDate);
  await seedAuth(db, options.webClientSecret);
  await seedModerationClient(db);
  await seedDeskClient(db);
  await db.transaction((tx) => seedCopies(tx, referenceDate));
  await db.transaction(async (tx) => {
    await seedPeople(tx, referenceDate);
    await seedAccountDemo(tx, referenceDate);
    await seedCourses(tx);
    await seedCirculation(tx, referenceDate);
    await seedNetwork(tx);
    await seedClearanceDemo(tx, referenceDate);
    await seedNoCpfDemo(tx, referenceDate);
    await seedRemovalsAndPosting(tx, referenceDate);
    // After every seed that adds a student: it enrols each of them in a course (a second run adds nobody).
    await seedTeachingPlans(tx);
  });
  await db.transaction(async (tx) => {
    await seedSerials(tx, referenceDate);
    await seedBookContents(tx);
  });
  await db.transaction((tx) => seedAcquisitions(tx, referenceDate));
  await db.transaction((tx) => seedInterestProfile(tx, referenceDate));
  await db.transaction((tx) => seedLibraryRequests(tx, referenceDate));
  return report;
}

/** Rows per table of the seeded data (the seed CLI prints them). */
export async function seedCounts(db: Db): Promise<Record<string, number>> {
  const tables = [
    'titulos', 'exemplares', 'pessoas', 'logins', 'emprestimos', 'reservas', 'debitos', 'comentarios', 'sugestoes_aquisicao',
    'cursos', 'disciplinas', 'curso_disciplina', 'disciplina_professor', 'bibliografias',
    'curso_aluno', 'planos_ensino', 'plano_ensino_bibliografia',
  ];
  const [row] = await db.query<Record<string, number>>(`SELECT ${tables.map((t) => `(SELECT count(*)::int FROM ${t}) AS ${t}`).join(', ')}`);
  return row ?? {};
}
