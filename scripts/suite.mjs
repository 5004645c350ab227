// `pnpm test:security` / `pnpm test:reliability` (`--full` for the full size): the suite's API part
// (apps/api/suites/<suite>, vitest) then its browser part (e2e/tests/<suite>, Playwright's project of
// that name, on the built site), then a table of every figure the tests reported (cases tried,
// failures, p50/p99 …), then the name and message of every API test that failed (vitest's own report
// scrolls away behind the browser part's output, and CI keeps only the end of the log). Exits non-zero
// when a part fails. `npm test` runs both at their CI size.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { root } from './pnpm.mjs';

const [suite, ...rest] = process.argv.slice(2);
if (suite !== 'security' && suite !== 'reliability') {
  console.error('usage: node scripts/suite.mjs security|reliability [--full] [--api-only|--browser-only]');
  process.exit(2);
}
const full = rest.includes('--full');
const figures = path.join(root, '.suite-figures', `${suite}.jsonl`);
fs.mkdirSync(path.dirname(figures), { recursive: true });
fs.rmSync(figures, { force: true });
const apiReport = path.join(root, '.suite-figures', `${suite}-api.json`);
fs.rmSync(apiReport, { force: true });
const env = { ...process.env, SUITE_FIGURES: figures, ...(full ? { SUITE_FULL: '1' } : {}) };

const parts = [];
if (!rest.includes('--browser-only')) parts.push(['API', ['--filter', '@estante/api', `test:${suite}`, '--reporter=default', '--reporter=json', `--outputFile.json=${apiReport}`]]);
const browserSpecs = path.join(root, 'e2e', 'tests', suite);
if (!rest.includes('--api-only') && fs.existsSync(browserSpecs) && fs.readdirSync(browserSpecs).some((f) => f.endsWith('.spec.ts'))) {
  parts.push(['browser', ['--filter', '@estante/e2e', 'exec', 'playwright', 'test', '--project', suite]]);
}
const failedParts = [];
for (const [name, args] of parts) {
  console.log(`\n[${suite}] ${name} part${full ? ' (full size)' : ''}`);
  try {
    execFileSync('pnpm', args, { cwd: root, stdio: 'inherit', env });
  } catch {
    console.error(`[${suite}] ${name} part failed`);
    failedParts.push(name);
  }
}

const rows = fs.existsSync(figures)
  ? fs.readFileSync(figures, 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l))
  : [];
console.log(`\n[${suite}] figures${full ? ' (full size)' : ' (CI size; --full for the full one)'}`);
for (const { suite: _s, name, ...f } of rows) {
  const cells = Object.entries(f).map(([k, v]) => `${k}=${typeof v === 'number' && !Number.isInteger(v) ? v.toFixed(1) : v}`);
  console.log(`  ${name.padEnd(56)} ${cells.join('  ')}`);
}
const failures = rows.reduce((n, r) => n + (Number(r.failures) || 0), 0);
console.log(`  ${rows.length} measurements, ${failures} failures`);

// vitest's JSON report: a test that failed an assertion the figures do not count (or a hook, or a file
// that did not load) is named here, at the end of the log, with the start of its message.
if (fs.existsSync(apiReport)) {
  const report = JSON.parse(fs.readFileSync(apiReport, 'utf8'));
  for (const file of report.testResults ?? []) {
    const rel = path.relative(root, file.name);
    const tests = (file.assertionResults ?? []).filter((t) => t.status === 'failed');
    if (file.status === 'failed' && tests.length === 0) {
      console.log(`\n[${suite}] API ${rel} failed: ${String(file.message ?? '').split('\n').slice(0, 12).join('\n    ')}`);
    }
    for (const t of tests) {
      const message = (t.failureMessages ?? []).join('\n').split('\n').slice(0, 12).join('\n    ');
      console.log(`\n[${suite}] API test failed: ${rel} › ${t.fullName}\n    ${message}`);
    }
  }
}
if (failedParts.length) console.log(`\n[${suite}] failed: ${failedParts.join(', ')} part`);
process.exit(failedParts.length || failures > 0 ? 1 : 0);
