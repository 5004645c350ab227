// pnpm --filter @estante/api bench:import [N]: how fast, and in how much memory, a large MARCXML file
// imports. Writes N records (default 100,000: the real records of data/marc/bib, replicated with new
// control numbers) to a MARCXML file in a temporary folder, imports it into a fresh PGlite database
// (DATA_DIR in that folder), prints records, seconds, records/s and peak memory (RSS and V8 heap,
// sampled), then deletes the folder. Not a test: run it to measure (README "MARC import").
import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { finished } from 'node:stream/promises';
import { defaultMarcDir } from '../src/config';
import { openPglite } from '../src/db/db';
import { migrate } from '../src/db/migrate';
import { importMarcFiles } from '../src/marc/import';
import { isDataField, readMarcXmlFile, type MarcRecord } from '../src/marc/read';
import { marcXmlChunks } from '../src/marc/write';

const N = Number(process.argv.slice(2).find((a) => /^\d+$/.test(a)) ?? process.env.N ?? 100_000);
const MB = (bytes: number) => `${(bytes / 2 ** 20).toFixed(0)} MB`;

/** The real bibliographic records, read once. */
async function sources(): Promise<MarcRecord[]> {
  const dir = path.join(defaultMarcDir(), 'bib');
  const out: MarcRecord[] = [];
  for (const name of (await readdir(dir)).filter((n) => n.endsWith('.xml')).sort()) {
    out.push(...(await readMarcXmlFile(path.join(dir, name))).records.map((r) => r.record));
  }
  return out;
}

/** Copy k of the sources: source (k − 1) mod S with 001 "bench-import:k" (and no 003, so the key is the 001). */
function* replicas(src: MarcRecord[], n: number): Generator<MarcRecord> {
  for (let k = 1; k <= n; k++) {
    const r = src[(k - 1) % src.length] as MarcRecord;
    const fields = r.fields.filter((f) => isDataField(f) || (f.tag !== '001' && f.tag !== '003'));
    yield { leader: r.leader, fields: [{ tag: '001', value: `bench-import:${k}` }, ...fields] };
  }
}

/** Peak RSS and V8 heap used, sampled every 100 ms and at every progress report. */
function memorySampler() {
  const peak = { rss: 0, heapUsed: 0 };
  const sample = () => {
    const m = process.memoryUsage();
    peak.rss = Math.max(peak.rss, m.rss);
    peak.heapUsed = Math.max(peak.heapUsed, m.heapUsed);
  };
  const timer = setInterval(sample, 100);
  return { peak, sample, stop: () => clearInterval(timer) };
}

const dir = await mkdtemp(path.join(tmpdir(), 'estante-bench-import-'));
try {
  const file = path.join(dir, 'bench.xml');
  const t0 = performance.now();
  const src = await sources();
  const out = createWriteStream(file);
  for (const chunk of marcXmlChunks(replicas(src, N))) if (!out.write(chunk)) await once(out, 'drain');
  out.end();
  await finished(out);
  const size = (await stat(file)).size;
  console.log(`generated ${N} records (${src.length} real ones replicated), ${MB(size)} of MARCXML in ${((performance.now() - t0) / 1000).toFixed(1)} s`);

  const db = await openPglite(path.join(dir, 'db'));
  await migrate(db);
  global.gc?.();
  const before = process.memoryUsage();
  console.log(`before the import: RSS ${MB(before.rss)}, heap used ${MB(before.heapUsed)}`);
  const mem = memorySampler();
  const t1 = performance.now();
  let printed = 0;
  const report = await importMarcFiles(db, [file], {
    onProgress: (count, _file, _r, done) => {
      mem.sample();
      if (count !== printed && (count % 10_000 === 0 || done)) {
        printed = count;
        const s = (performance.now() - t1) / 1000;
        process.stderr.write(`  ${count} records, ${s.toFixed(0)} s, ${Math.round(count / s)} records/s, RSS ${MB(process.memoryUsage().rss)}\n`);
      }
    },
  });
  const seconds = (performance.now() - t1) / 1000;
  mem.stop();
  mem.sample();
  await db.close();
  const failed = report.failures.length;
  console.log(
    [
      `records:     ${report.files[0]?.records ?? 0} (${report.titlesInserted} titles inserted, ${failed} failed)`,
      `seconds:     ${seconds.toFixed(1)}`,
      `records/s:   ${Math.round(N / seconds)}`,
      `peak RSS:    ${MB(mem.peak.rss)} (sampled; process maxRSS ${MB(process.resourceUsage().maxRSS * 1024)})`,
      `peak heap:   ${MB(mem.peak.heapUsed)} used`,
    ].join('\n'),
  );
  if (failed > 0) process.exitCode = 1;
} finally {
  await rm(dir, { recursive: true, force: true });
}
