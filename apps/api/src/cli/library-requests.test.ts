import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_ARGON2, useAuthHarness } from '../../test/auth-helpers';
import { BACKENDS } from '../../test/helpers';
import { insertSurvey } from '../modules/pessoas/pedidos-biblioteca/repository';
import { seedModerationClient } from '../seed/moderation';
import { runLibraryRequests } from './library-requests';

// The staff's surveys and exchange command against a real listening server.
const SECRET = 'cli-requests-secret-0123456789abcdef';

describe('requests:answer', () => {
  const h = useAuthHarness(BACKENDS[0]!);
  let apiUrl = '';
  let cod = 0;
  beforeAll(async () => {
    await seedModerationClient(h.db(), { OAUTH_MODERATION_CLIENT_SECRET: SECRET }, TEST_ARGON2);
    const p = await h.person({ name: 'Helena Prado Vasconcelos', emails: ['helena.vasconcelos@estante.example'] });
    cod = await insertSurvey(
      h.db(),
      p.cod_pessoa,
      { assunto: 'Arquivologia digital', ano_inicio: 2010, ano_fim: 2024, idiomas: ['por', 'spa'], tipos_obra: [1], finalidade: 'artigo', prazo: '2099-12-31', observacoes: null },
      new Date().toISOString(),
    );
    apiUrl = await h.app().listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => h.app().close());

  const run = async (args: string[], secret: string | null = SECRET) => {
    const lines: string[] = [];
    const code = await runLibraryRequests(args, { apiUrl, secret: secret ?? undefined, out: (l) => lines.push(l) });
    return { code, lines };
  };

  it('lists the open request with what was asked, sets it in progress, answers it; then it is no longer open', async () => {
    const listed = await run(['list']);
    expect(listed.code).toBe(0);
    const head = listed.lines.findIndex((l) => l.startsWith(`#${cod} `));
    expect(listed.lines[head]).toContain('bibliographic survey  recebido  by Helena Prado Vasconcelos (Undergraduate student)');
    expect(listed.lines.slice(head + 1, head + 7)).toEqual(
      expect.arrayContaining(['    Subject: Arquivologia digital', '    Period: 2010–2024', '    Languages: Portuguese, Spanish', '    Types of material: Book', '    Purpose: Scientific article']),
    );
    expect(await run(['progress', String(cod)])).toEqual({ code: 0, lines: [`#${cod}: em_andamento`] });
    expect(await run(['answer', String(cod), 'Encontramos', '18', 'referências;', 'veja', 'o', 'e-mail.'])).toEqual({ code: 0, lines: [`#${cod}: respondido`, `#${cod}: the patron was told by e-mail`] });
    expect(await h.query('SELECT situacao, resposta FROM pedidos_biblioteca WHERE cod_pedido = $1', [cod])).toEqual([{ situacao: 'respondido', resposta: 'Encontramos 18 referências; veja o e-mail.' }]);
    expect((await run(['list'])).lines.some((l) => l.startsWith(`#${cod} `))).toBe(false);
    const again = await run(['cancel', String(cod)]);
    expect(again.code).toBe(1);
    expect(again.lines[0]).toMatch(new RegExp(`^#${cod}: 409 This request has already been answered or cancelled`));
    expect((await run(['progress', '999999'])).lines[0]).toMatch(/^#999999: 404 /);
  });

  it('without the secret, or with a wrong one, or with bad arguments, it fails and changes nothing', async () => {
    expect((await run(['list'], null)).code).toBe(2);
    expect((await run(['list'], 'wrong-secret-0123456789abcdef0123')).code).toBe(1);
    expect((await run(['answer', '3'])).code).toBe(2);
    expect((await run(['progress', 'x'])).code).toBe(2);
    expect((await run([])).code).toBe(2);
    const all = (await run(['list'])).lines.join('\n');
    expect(all).not.toContain(SECRET);
  });
});
