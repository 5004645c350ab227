// `npm test`: lint, typecheck, unit tests (vitest), production build, e2e (Playwright in
// Debian's chromium), then the security and reliability suites at their CI size (scripts/suite.mjs).
// Stops at the first failing step.
import { ensurePnpm, pnpm } from './pnpm.mjs';

ensurePnpm();
pnpm('install', '--frozen-lockfile');
const steps = [
  ['lint', ['run', 'lint']],
  ['typecheck', ['run', 'typecheck']],
  ['unit tests', ['run', 'test:unit']],
  ['build', ['run', 'build']],
  ['e2e', ['run', 'e2e']],
  ['security suite', ['run', 'test:security']],
  ['reliability suite', ['run', 'test:reliability']],
];
for (const [name, args] of steps) {
  console.log(`\n[estante] ${name}`);
  try {
    pnpm(...args);
  } catch {
    console.error(`\n[estante] ${name} failed`);
    process.exit(1);
  }
}
console.log('\n[estante] all checks passed');
