import { describe } from 'vitest';
import { useAuthHarness } from '../../../test/auth-helpers';
import { BACKENDS, TEST_DATABASE_URL } from '../../../test/helpers';
import { recoveryCases } from '../../../test/recovery-cases';
import { signinCases } from '../../../test/signin-cases';

// Sign-in (/oauth, /api/captcha), people and password recovery (/api/pessoas, the cases of
// test/signin-cases.ts and test/recovery-cases.ts) on every backend: in-memory PGlite, and the
// PostgreSQL server of TEST_DATABASE_URL when it is set. One seeded database per backend for all of
// them (a seed is the expensive part), each case making its own persons when it changes state.
if (!TEST_DATABASE_URL) console.info('[auth tests] TEST_DATABASE_URL is not set: PGlite only. .ci/run sets it.');

for (const backend of BACKENDS) {
  describe.skipIf(backend.skip !== null)(`auth on ${backend.name}${backend.skip ? ` — skipped: ${backend.skip}` : ''}`, () => {
    const h = useAuthHarness(backend);
    signinCases(h);
    recoveryCases(h);
  });
}
