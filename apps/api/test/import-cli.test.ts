import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { expect, it } from 'vitest';
import { collectionXml, recordXml } from './marc-fixtures';

const API_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

it('the import CLI: progress on stderr, the report and every failure on stdout, exit 1 when a record failed', async () => {
  const dir = await mkdtemp(path.join(tmpdir(), 'estante-cli-'));
  try {
    const file = path.join(dir, 'cli.xml');
    // 5,200 records (a progress line at 5,000), the third with a bare "&".
    const records = Array.from({ length: 5_200 }, (_, i) => recordXml(`CLI-${i + 1}`, i === 2 ? 'Tom & Jerry' : `Title ${i + 1}`));
    await writeFile(file, collectionXml(records));
    const env = { ...process.env, DATA_DIR: path.join(dir, 'db'), DATABASE_URL: '', INIT_CWD: dir };
    const run = promisify(execFile)(process.execPath, ['--import', 'tsx', 'src/cli/import.ts', 'cli.xml'], { cwd: API_DIR, env, maxBuffer: 1 << 24 });
    const failed = await run.then(
      () => null,
      (e: { code: number; stdout: string; stderr: string }) => e,
    );
    expect(failed?.code).toBe(1);
    expect(failed?.stderr).toMatch(/^cli\.xml: 5000 read, 4999 imported, 1 failed, \d+ records\/s$/m);
    expect(failed?.stderr).toMatch(/^cli\.xml: 5200 read, 5199 imported, 1 failed, \d+ records\/s \(done in [\d.]+ s\)$/m);
    expect(failed?.stdout).toContain('cli.xml: 5200 records (5199 bibliographic, 0 authority, 1 failed)');
    expect(failed?.stdout).toContain(`FAILED ${file} record #3 (line 5): unescaped "&" near "Tom & Jerry" (write it as &amp;)`);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});
