import { describe } from 'vitest';
import { useAuthHarness } from './auth-helpers';
import { BACKENDS, TEST_DATABASE_URL } from './helpers';
import { recoveryCases } from './recovery-cases';
import { signinCases } from './signin-cases';

// Sign-in, people and password recovery on every backend: in-memory PGlite, and the PostgreSQL
// server of TEST_DATABASE_URL when it is set. One seeded database per backend for all of them (a
// seed is the expensive part), each case making its own persons when it changes state.
if (!TEST_DATABASE_URL) console.info('[auth tests] TEST_DATABASE_URL is not set: PGlite only. .ci/run sets it.');

for (const backend of BACKENDS) {
  describe.skipIf(backend.skip !== null)(`auth on ${backend.name}${backend.skip ? ` — skipped: ${backend.skip}` : ''}`, () => {
    const h = useAuthHarness(backend);
    signinCases(h);
    recoveryCases(h);
  });
}
