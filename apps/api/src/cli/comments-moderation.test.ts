import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_ARGON2, useAuthHarness } from '../../test/auth-helpers';
import { BACKENDS } from '../../test/helpers';
import { seedModerationClient } from '../seed/moderation';
import { runModeration } from './comments-moderation';

// The moderation command against a real listening server (the seeded pending comments).
const SECRET = 'cli-moderation-secret-0123456789abcdef';

describe('comments:moderate', () => {
  const h = useAuthHarness(BACKENDS[0]!);
  let apiUrl = '';
  beforeAll(async () => {
    await seedModerationClient(h.db(), { OAUTH_MODERATION_CLIENT_SECRET: SECRET }, TEST_ARGON2);
    apiUrl = await h.app().listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => h.app().close());

  const run = async (args: string[], secret: string | null = SECRET) => {
    const lines: string[] = [];
    const code = await runModeration(args, { apiUrl, secret: secret ?? undefined, out: (l) => lines.push(l) });
    return { code, text: lines.join('\n') };
  };

  it('lists the pending comments on titles with their codes, titles and texts', async () => {
    const pending = await h.query<{ cod_comentario: number; texto: string; n: number }>(
      `SELECT cod_comentario, texto, count(*) OVER ()::int AS n FROM comentarios WHERE situacao = 'pendente' AND cod_acervo IS NOT NULL ORDER BY data_comentario, cod_comentario LIMIT 1`,
    );
    const first = pending[0];
    expect(first).toBeDefined();
    const { code, text } = await run(['list']);
    expect(code).toBe(0);
    expect(text).toContain(`${first?.n} comment(s) awaiting approval (page 1 of`);
    expect(text).toContain(`#${first?.cod_comentario}  `);
    expect(text).toContain(`    ${first?.texto}`);
    expect(text).not.toContain(SECRET);
  });

  it('approves and rejects by code; an unknown code fails the run', async () => {
    const [a, b] = await h.query<{ cod_comentario: number }>(
      `SELECT cod_comentario FROM comentarios WHERE situacao = 'pendente' AND cod_acervo IS NOT NULL ORDER BY cod_comentario LIMIT 2`,
    );
    const approved = await run(['approve', String(a?.cod_comentario)]);
    expect(approved).toMatchObject({ code: 0 });
    expect(approved.text).toContain(`#${a?.cod_comentario}: Comment approved.`);
    expect((await run(['reject', String(b?.cod_comentario), '2000000000'])).code).toBe(1);
    expect(await h.query('SELECT situacao FROM comentarios WHERE cod_comentario = ANY($1) ORDER BY cod_comentario', [[a?.cod_comentario, b?.cod_comentario]])).toEqual([
      { situacao: 'aprovado' },
      { situacao: 'rejeitado' },
    ]);
  });

  it('refuses to run without the secret, with a wrong one, or with unknown arguments', async () => {
    expect((await run(['list'], null)).code).toBe(2);
    const wrong = await run(['list'], 'not-it');
    expect(wrong.code).toBe(1);
    expect(wrong.text).toContain('refused the staff client (401)');
    expect((await run(['delete', '1'])).code).toBe(2);
    expect((await run(['approve'])).code).toBe(2);
    expect((await run(['approve', 'x'])).code).toBe(2);
  });
});
