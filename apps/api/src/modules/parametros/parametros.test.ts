import { describe, expect, it } from 'vitest';
import type {
  Atendimento,
  AtendimentoList,
  Atividade,
  AtividadeInformativo,
  Autoatendimento,
  EventosInstitucionais,
  Funcionalidades,
  Instituicao,
  TextoInstitucional,
} from '@estante/api-contract';
import { catalogueChecks } from '../../../test/catalogue-helpers';
import { useSeededApp } from '../../../test/helpers';

const app = useSeededApp();
const { inject, ok, query, db } = app;
const { expectError, expectNo500, expectDocumented } = catalogueChecks(app);

describe('GET /api/parametros/*', () => {
  it('serves the four institution text blocks as { titulo, html }', async () => {
    for (const key of ['secao_1', 'secao_2', 'faq', 'informacoes_gerais']) {
      const body = await ok<TextoInstitucional>(`/api/parametros/${key}`);
      expect(body.titulo.length).toBeGreaterThan(0);
      expect(body.html).toMatch(/^<(p|ul|h3)>/);
    }
    expect((await ok<TextoInstitucional>('/api/parametros/faq')).titulo).toBe('Perguntas frequentes');
  });

  it('atividade/{id}: any activity with its flag and link; informativo as HTML', async () => {
    expect(await ok<Atividade>('/api/parametros/atividade/87')).toEqual({
      cod_atividade: 87,
      descricao: 'Biblioteca digital',
      ativo: true,
      link: 'https://bibliotecadigital.estante.example',
    });
    expect(await ok<Atividade>('/api/parametros/atividade/1120')).toEqual({ cod_atividade: 1120, descricao: 'Captcha no login', ativo: false, link: null });
    expect((await ok<AtividadeInformativo>('/api/parametros/atividade/12/informativo')).html).toMatch(/^<p>Sugira/);
    expect(await ok<AtividadeInformativo>('/api/parametros/atividade/57/informativo')).toEqual({ html: '' });
  });

  it('activities 107 and 1120 are configurable: turned on, funcionalidades lists them', async () => {
    await query('UPDATE funcionalidades SET ativo = true WHERE cod_atividade IN (107, 1120)');
    try {
      const codes = (await ok<Funcionalidades>('/api/parametros/funcionalidades')).map((f) => f.cod_atividade);
      expect(codes).toEqual([8, 12, 13, 57, 87, 88, 107, 1120]);
      expect((await ok<Atividade>('/api/parametros/atividade/107')).ativo).toBe(true);
    } finally {
      await query('UPDATE funcionalidades SET ativo = false WHERE cod_atividade IN (107, 1120)');
    }
    expect((await ok<Funcionalidades>('/api/parametros/funcionalidades')).map((f) => f.cod_atividade)).toEqual([8, 12, 13, 57, 87, 88]);
  });

  it('atividade: 404 unknown, 400 bad id, in the request language', async () => {
    for (const sub of ['', '/informativo']) {
      await expectError(`/api/parametros/atividade/999${sub}`, 404, 'Atividade não encontrada.');
      await expectError(`/api/parametros/atividade/x${sub}`, 400, 'Invalid activity code.', '5');
      await expectError(`/api/parametros/atividade/0${sub}`, 400, 'Código de actividad no válido.', '3');
    }
  });

  it('atendimento: service hours of every campus, and of one', async () => {
    const all = await ok<AtendimentoList>('/api/parametros/atendimento');
    expect(all.map((a) => a.cod_campus)).toEqual([1, 2, 3]);
    for (const a of all) expect(a.horarios.map((h) => h.dia_semana)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    const norte = await ok<Atendimento>('/api/parametros/atendimento/2');
    expect(norte).toEqual(all[1]);
    expect(norte).toMatchObject({ nome_campus: 'Campus Norte', telefone: '(00) 3000-2000' });
    expect(norte.horarios[0]).toEqual({ dia_semana: 1, abertura: '08:00', fechamento: '18:00' });
    expect(norte.horarios[5]).toEqual({ dia_semana: 6, abertura: null, fechamento: null });
    await expectError('/api/parametros/atendimento/9', 404, 'Campus não encontrado.');
    await expectError('/api/parametros/atendimento/abc', 400, 'Invalid campus code.', '5');
  });

  it('eventos_institucionais: events dated from the fixed seed reference date, in date order', async () => {
    const events = await ok<EventosInstitucionais>('/api/parametros/eventos_institucionais');
    expect(events.map((e) => [e.codigo, e.data_inicio, e.data_fim])).toEqual([
      [1, '02/03/2026', '06/03/2026'],
      [2, '11/03/2026', '11/03/2026'],
      [3, '27/03/2026', '28/03/2026'],
    ]);
    expect(events[1]).toMatchObject({ local: 'Biblioteca de Ciências da Saúde', link: 'https://estante.example/eventos/abnt' });
  });

  it('every field of institution HTML is answered sanitised, whatever an administrator stored, and the stored text is kept', async () => {
    const hostile = '<p>Aberto <b>hoje</b><img src=x onerror="alert(1)"><script>alert(2)</script></p><a href="javascript:alert(3)">x</a><a href="https://estante.example" target="_blank">site</a><iframe src="https://evil.example"></iframe><p style="position:fixed" onclick="alert(4)">y</p>';
    const clean = '<p>Aberto <b>hoje</b><img src="x" alt=""></p><a>x</a><a href="https://estante.example" target="_blank" rel="noopener noreferrer">site</a><p>y</p>';
    const [saved] = await query<{ instituicao: unknown; secao_1: unknown; eventos: unknown; informativo: string | null }>(
      `SELECT (SELECT valor FROM configuracoes WHERE chave = 'instituicao') AS instituicao, (SELECT valor FROM configuracoes WHERE chave = 'secao_1') AS secao_1,
              (SELECT valor FROM configuracoes WHERE chave = 'eventos_institucionais') AS eventos, (SELECT informativo FROM funcionalidades WHERE cod_atividade = 12) AS informativo`,
    );
    try {
      await query(`UPDATE configuracoes SET valor = jsonb_set(valor, '{msg_suporte_consulta}', to_jsonb($1::text)) WHERE chave = 'instituicao'`, [hostile]);
      await query(`UPDATE configuracoes SET valor = jsonb_set(valor, '{html}', to_jsonb($1::text)) WHERE chave = 'secao_1'`, [hostile]);
      await query(`UPDATE configuracoes SET valor = jsonb_set(valor, '{0,descricao}', to_jsonb($1::text)) WHERE chave = 'eventos_institucionais'`, [hostile]);
      await query(`UPDATE funcionalidades SET informativo = $1 WHERE cod_atividade = 12`, [hostile]);

      expect((await ok<Instituicao>('/api/parametros/instituicao')).msg_suporte_consulta).toBe(clean);
      expect((await ok<TextoInstitucional>('/api/parametros/secao_1')).html).toBe(clean);
      expect((await ok<EventosInstitucionais>('/api/parametros/eventos_institucionais'))[0]?.descricao).toBe(clean);
      expect((await ok<AtividadeInformativo>('/api/parametros/atividade/12/informativo')).html).toBe(clean);
      // Only the answer changes: what the administrator typed is still stored as typed.
      const [stored] = await query<{ informativo: string }>('SELECT informativo FROM funcionalidades WHERE cod_atividade = 12');
      expect(stored?.informativo).toBe(hostile);
    } finally {
      await query(`UPDATE configuracoes SET valor = $1 WHERE chave = 'instituicao'`, [JSON.stringify(saved?.instituicao)]);
      await query(`UPDATE configuracoes SET valor = $1 WHERE chave = 'secao_1'`, [JSON.stringify(saved?.secao_1)]);
      await query(`UPDATE configuracoes SET valor = $1 WHERE chave = 'eventos_institucionais'`, [JSON.stringify(saved?.eventos)]);
      await query(`UPDATE funcionalidades SET informativo = $1 WHERE cod_atividade = 12`, [saved?.informativo]);
    }
  });

  it('the seeded institution HTML is answered unchanged by the sanitiser', async () => {
    const { INSTITUICAO } = await import('../../seed/institution');
    expect((await ok<Instituicao>('/api/parametros/instituicao')).msg_suporte_consulta).toBe(INSTITUICAO.msg_suporte_consulta);
    const [row] = await query<{ html: string }>(`SELECT valor->>'html' AS html FROM configuracoes WHERE chave = 'faq'`);
    expect((await ok<TextoInstitucional>('/api/parametros/faq')).html).toBe(row?.html);
  });

  it('autoatendimento: kiosk settings', async () => {
    expect(await ok<Autoatendimento>('/api/parametros/autoatendimento')).toEqual({ showAuto: false, codBibAuto: 1, authAuto: true, idiomaAuto: '1' });
  });

  it('every parametros endpoint needs a token', async () => {
    for (const url of ['secao_1', 'faq', 'atividade/8', 'atividade/8/informativo', 'atendimento', 'atendimento/1', 'eventos_institucionais', 'autoatendimento']) {
      expect((await inject({ method: 'GET', url: `/api/parametros/${url}` })).statusCode).toBe(401);
    }
  });

  it('a fresh seed is deterministic and a re-seed keeps administrator changes', async () => {
    const { seedSettings } = await import('../../seed');
    await query(`UPDATE funcionalidades SET link = 'https://outro.example' WHERE cod_atividade = 57`);
    await seedSettings(db());
    expect((await ok<Atividade>('/api/parametros/atividade/57')).link).toBe('https://outro.example');
    await query(`UPDATE funcionalidades SET link = 'https://periodicos.estante.example' WHERE cod_atividade = 57`);
  });

  it('never answers 500 on odd input, and is described in the OpenAPI document', async () => {
    await expectNo500([
      (x: string) => `/api/parametros/atividade/${x}`,
      (x: string) => `/api/parametros/atividade/${x}/informativo`,
      (x: string) => `/api/parametros/atendimento/${x}`,
    ]);
    await expectDocumented([
      ...['secao_1', 'secao_2', 'faq', 'informacoes_gerais', 'atendimento', 'eventos_institucionais', 'autoatendimento'].map((s) => `/api/parametros/${s}`),
      '/api/parametros/atividade/{id}',
      '/api/parametros/atividade/{id}/informativo',
      '/api/parametros/atendimento/{campus}',
    ]);
  });
});
