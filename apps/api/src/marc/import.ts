import path from 'node:path';
import type { Db } from '../db/db';
import { isAuthorityRecord, mapAuthority, mapBibliographic } from './map';
import { streamMarcFile } from './read';
import { reasonOf, type ReadItem, type RecordFailure } from './record';
import { BATCH, BatchWriter, rebuildVocabulary, type UpsertCounts } from './upsert';

export interface FileReport {
  file: string;
  /** Records found in the file (read or failed; not counting failures of the file as a whole). */
  records: number;
  bibliographic: number;
  authorities: number;
  /** Failures: records that could not be read or mapped, and failures of the file as a whole (position 0). */
  failed: number;
}

export interface ImportReport extends UpsertCounts {
  files: FileReport[];
  /** The codes of the titles the run inserted (committed with it). */
  insertedTitles: number[];
  failures: RecordFailure[];
  ms: number;
}

export interface ImportOptions {
  /**
   * Called every BATCH records of a file (once they are written) and at the end of each file (`done`):
   * `count` records of `file` read so far; `report` its figures so far.
   */
  onProgress?: (count: number, file: string, report: FileReport, done: boolean) => void;
}

/**
 * Imports MARC 21 files (MARCXML or ISO 2709), streaming: each file is read in chunks and its records
 * are mapped and upserted on their control number in batches of BATCH as they are read, so memory
 * does not grow with the files (only the heading index, one entry per distinct heading, and the list
 * of failures do). Authority files should come first (seed.ts passes auth/ before bib/): a heading
 * links to the authorities written before it, else it gets a lightweight heading row. The same control
 * number twice: the later record wins. The vocabulary is rebuilt once, at the end.
 *
 * Transaction: the whole run is one transaction, so a database error leaves the catalogue as it was
 * (records that cannot be read or mapped are reported and skipped: they are not database errors). The
 * rows of the run live in the database's uncommitted state (PostgreSQL and PGlite spill it to disk), not
 * in this process. On PGlite the run holds the single connection until it commits.
 */
export async function importMarcFiles(db: Db, files: string[], options: ImportOptions = {}): Promise<ImportReport> {
  const t0 = Date.now();
  const failures: RecordFailure[] = [];
  const reports: FileReport[] = [];
  let insertedTitles: number[] = [];
  const counts = await db.transaction(async (tx) => {
    const writer = new BatchWriter(tx);
    for (const file of files) {
      const report: FileReport = { file, records: 0, bibliographic: 0, authorities: 0, failed: 0 };
      reports.push(report);
      await importFile(file, writer, report, failures, options);
    }
    await writer.finish();
    await rebuildVocabulary(tx);
    insertedTitles = writer.insertedTitles;
    return writer.counts;
  });
  return { files: reports, failures, insertedTitles, ...counts, ms: Date.now() - t0 };
}

async function importFile(file: string, writer: BatchWriter, report: FileReport, failures: RecordFailure[], options: ImportOptions) {
  const base = path.basename(file);
  const fail = (failure: RecordFailure) => {
    failures.push(failure);
    report.failed++;
  };
  const items = streamMarcFile(file);
  let reported = 0;
  try {
    for (;;) {
      let next: IteratorResult<ReadItem, void>;
      try {
        next = await items.next();
      } catch (e) {
        fail({ file, position: 0, line: 0, reason: `cannot read file: ${reasonOf(e)}` });
        break;
      }
      if (next.done) break;
      const item = next.value;
      if ('failure' in item) {
        if (item.failure.position > 0) report.records++;
        fail(item.failure);
        continue;
      }
      report.records++;
      const { position, line, record } = item;
      let row;
      try {
        row = isAuthorityRecord(record) ? { authority: mapAuthority(record, `${base}#${position}`) } : { title: mapBibliographic(record, `${base}#${position}`) };
      } catch (e) {
        fail({ file, position, line, reason: reasonOf(e) });
        continue;
      }
      if ('authority' in row) {
        await writer.authority(row.authority);
        report.authorities++;
      } else {
        await writer.title(row.title);
        report.bibliographic++;
      }
      if (options.onProgress && report.records - reported >= BATCH) {
        reported = report.records;
        await writer.flush();
        options.onProgress(report.records, file, report, false);
      }
    }
  } finally {
    // A database error stops the run: close the file.
    await items.return();
  }
  await writer.flush();
  options.onProgress?.(report.records, file, report, true);
}

/** Human-readable lines for the CLI. */
export function formatReport(r: ImportReport): string {
  const lines = r.files.map(
    (f) => `${path.basename(f.file)}: ${f.records} records (${f.bibliographic} bibliographic, ${f.authorities} authority, ${f.failed} failed)`,
  );
  lines.push(
    `titles: ${r.titlesInserted} inserted, ${r.titlesUpdated} updated; authorities: ${r.authoritiesInserted} inserted, ${r.authoritiesUpdated} updated; lightweight headings: ${r.headingsCreated}; ${r.ms} ms`,
  );
  for (const f of r.failures) lines.push(formatFailure(f));
  return lines.join('\n');
}

/** "FAILED file record #2 (line 9): reason", or "FAILED file: reason" for the file as a whole. */
function formatFailure(f: RecordFailure): string {
  const where = f.position > 0 ? ` record #${f.position}${f.line ? ` (line ${f.line})` : ''}` : f.line ? ` (line ${f.line})` : '';
  return `FAILED ${f.file}${where}${f.offset !== undefined ? ` (byte ${f.offset})` : ''}: ${f.reason}`;
}
