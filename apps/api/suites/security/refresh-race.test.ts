/**
 * The refresh-token race on real PostgreSQL (a pool of connections: requests really run at once,
 * unlike PGlite's single connection): 50 requests spending one refresh token get at most one new
 * pair, and the reuse ends the sign-in. TEST_DATABASE_URL (.ci/run sets it).
 */
import { describe, expect, it } from 'vitest';
import { useAuthHarness, type Pair } from '../../test/auth-helpers';
import { BACKENDS } from '../../test/helpers';
import { report, size } from '../figures';

const PG = BACKENDS[1]!;

describe.skipIf(PG.skip !== null)('refresh tokens spent at once on PostgreSQL', () => {
  const h = useAuthHarness(PG);

  it('rounds of concurrent refreshes with one token: never two pairs, the family revoked', async () => {
    const rounds = size(5, 50);
    const n = 50;
    const failures: string[] = [];
    let issued = 0;
    for (let r = 0; r < rounds; r++) {
      const p = await h.person({ password: 'Corrida#2024' });
      const pair = (await h.login(p.login, p.password)).json<Pair>();
      const answers = await Promise.all(Array.from({ length: n }, () => h.refresh(pair.refresh_token)));
      const ok = answers.filter((a) => a.statusCode === 200);
      issued += ok.length;
      if (ok.length > 1) failures.push(`round ${r}: ${ok.length} pairs for one refresh token`);
      for (const a of answers) if (a.statusCode !== 200 && a.statusCode !== 401) failures.push(`round ${r}: ${a.statusCode} ${a.body.slice(0, 120)}`);
      for (const a of ok) if ((await h.get('/api/pessoas', a.json<Pair>().access_token)).statusCode !== 401) failures.push(`round ${r}: the winner's token outlived the reuse`);
    }
    report('security', 'tokens: refresh race on PostgreSQL', { cases: rounds * n, failures: failures.length, rounds, pairs_issued: issued });
    expect(failures).toEqual([]);
  });
});
