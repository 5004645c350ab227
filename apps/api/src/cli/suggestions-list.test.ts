import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_ARGON2, useAuthHarness } from '../../test/auth-helpers';
import { BACKENDS } from '../../test/helpers';
import { seedModerationClient } from '../seed/moderation';
import { runSuggestionsList } from './suggestions-list';

// The staff's suggestions command against a real listening server (the seeded suggestions).
const SECRET = 'cli-suggestions-secret-0123456789abcdef';

describe('suggestions:list', () => {
  const h = useAuthHarness(BACKENDS[0]!);
  let apiUrl = '';
  beforeAll(async () => {
    await seedModerationClient(h.db(), { OAUTH_MODERATION_CLIENT_SECRET: SECRET }, TEST_ARGON2);
    apiUrl = await h.app().listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => h.app().close());

  const run = async (args: string[], secret: string | null = SECRET) => {
    const lines: string[] = [];
    const code = await runSuggestionsList(args, { apiUrl, secret: secret ?? undefined, out: (l) => lines.push(l) });
    return { code, lines };
  };

  it("prints the teachers' suggestions apart, first, with the discipline they name, then the others", async () => {
    const [counts] = await h.query<{ p: number; o: number }>('SELECT count(*) FILTER (WHERE professor)::int AS p, count(*) FILTER (WHERE NOT professor)::int AS o FROM sugestoes_aquisicao');
    const { code, lines } = await run([]);
    expect(code).toBe(0);
    const others = lines.indexOf(`Other suggestions: ${counts?.o} (page 1)`);
    expect(lines[0]).toBe(`Teachers' suggestions: ${counts?.p} (page 1)`);
    expect(others).toBeGreaterThan(0);
    const teacherLines = lines.slice(1, others - 1);
    expect(teacherLines.some((l) => l.includes('by Carlos Eduardo Mendes (Professor): Como elaborar projetos de pesquisa') && l.includes('[course Biblioteconomia, discipline MET101 Metodologia Científica]'))).toBe(true);
    expect(lines.slice(others + 1).some((l) => l.includes('Ansiedade: como enfrentar o mal do século'))).toBe(true);
    expect(lines.slice(others + 1).every((l) => !l.includes('(Professor)'))).toBe(true);
    expect(lines.join('\n')).not.toContain(SECRET);
  });

  it('without the secret, or with a wrong one, or a bad page, it fails and lists nothing', async () => {
    expect((await run([], null)).code).toBe(2);
    expect((await run([], 'wrong-secret-0123456789abcdef0123')).code).toBe(1);
    expect((await run(['x'])).code).toBe(2);
  });
});
