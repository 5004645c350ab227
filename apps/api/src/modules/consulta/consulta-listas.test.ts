import { describe, expect, it } from 'vitest';
import type { TSchema } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import {
  ConsultaBiblioteca,
  ConsultaBibliotecaList,
  ConsultaCampus,
  ConsultaCampusList,
  ConsultaCurso,
  ConsultaCursoList,
  ConsultaDisciplina,
  ConsultaDisciplinaList,
  ConsultaProfessor,
  ConsultaProfessorList,
  type ErrorResponse,
} from '@estante/api-contract';
import { useSeededApp } from '../../../test/helpers';

const { inject, get, ok, query } = useSeededApp();

/** 200, and the body conforms to the contract's schema. */
const valid = async <T>(url: string, schema: TSchema, headers: Record<string, string> = {}): Promise<T> => {
  const body = await ok<T>(url, headers);
  expect([...Value.Errors(schema, body)].map((e) => `${e.path}: ${e.message}`), url).toEqual([]);
  return body;
};

const expectError = async (url: string, status: number, message: string, lang = '1') => {
  const res = await get(url, { lang });
  expect(res.statusCode, `${url}: ${res.body}`).toBe(status);
  expect(res.json<ErrorResponse>()).toEqual({ message });
};

const codes = (rows: { codigo: number }[]) => rows.map((r) => r.codigo);

describe('GET /api/consulta/campus and /campus/{id}', () => {
  it('lists the campuses as codigo/descricao pairs, by code', async () => {
    expect(await valid('/api/consulta/campus', ConsultaCampusList)).toEqual([
      { codigo: 1, descricao: 'Campus Central' },
      { codigo: 2, descricao: 'Campus Norte' },
      { codigo: 3, descricao: 'Campus Litoral' },
    ]);
  });

  it('answers one campus with its libraries and courses', async () => {
    const campus = await valid<ConsultaCampus>('/api/consulta/campus/1', ConsultaCampus);
    expect(campus).toMatchObject({ codigo: 1, descricao: 'Campus Central' });
    expect(codes(campus.bibliotecas)).toEqual([1, 2]);
    const cursos = await query<{ cod_curso: number }>('SELECT cod_curso FROM cursos WHERE cod_campus = 1');
    expect(codes(campus.cursos).sort((a, b) => a - b)).toEqual(cursos.map((c) => c.cod_curso).sort((a, b) => a - b));
    expect((await valid<ConsultaCampus>('/api/consulta/campus/3', ConsultaCampus)).bibliotecas).toEqual([{ codigo: 4, descricao: 'Biblioteca do Litoral' }]);
  });

  it('400 for a bad code and 404 for an unknown one, in the request language', async () => {
    await expectError('/api/consulta/campus/abc', 400, 'Código de campus inválido.');
    await expectError('/api/consulta/campus/0', 400, 'Invalid campus code.', '5');
    await expectError('/api/consulta/campus/-1', 400, 'Código de campus no válido.', '3');
    await expectError('/api/consulta/campus/99', 404, 'Campus não encontrado.');
    await expectError('/api/consulta/campus/99', 404, 'Campus not found.', '5');
  });
});

describe('GET /api/consulta/bibliotecas and /biblioteca/{id}', () => {
  it('lists the libraries, optionally of one campus; an empty campus means all, an unknown one none', async () => {
    const all = await valid<ConsultaBibliotecaList>('/api/consulta/bibliotecas', ConsultaBibliotecaList);
    expect(codes(all)).toEqual([1, 2, 3, 4]);
    expect(all[0]).toEqual({ codigo: 1, descricao: 'Biblioteca Central', sigla: 'BC', cod_campus: 1, nome_campus: 'Campus Central' });
    expect(codes(await ok('/api/consulta/bibliotecas?campus=1'))).toEqual([1, 2]);
    expect(codes(await ok('/api/consulta/bibliotecas?campus=2'))).toEqual([3]);
    expect(await ok('/api/consulta/bibliotecas?campus=99')).toEqual([]);
    expect(await ok('/api/consulta/bibliotecas?campus=')).toHaveLength(4);
  });

  it('400 for a bad campus', async () => {
    await expectError('/api/consulta/bibliotecas?campus=abc', 400, 'Código de campus inválido.');
    await expectError('/api/consulta/bibliotecas?campus=1.5', 400, 'Invalid campus code.', '5');
    await expectError(`/api/consulta/bibliotecas?campus=${'9'.repeat(13)}`, 400, 'campus deve ter no máximo 12 caracteres.');
  });

  it('answers one library with address and hours, at the singular and the plural path', async () => {
    const lib = await valid<ConsultaBiblioteca>('/api/consulta/biblioteca/2', ConsultaBiblioteca);
    expect(lib).toMatchObject({ codigo: 2, descricao: 'Biblioteca de Ciências da Saúde', sigla: 'BCS', cod_campus: 1, nome_campus: 'Campus Central' });
    expect(lib.horarios.map((h) => h.dia_semana)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(await ok('/api/consulta/bibliotecas/2')).toEqual(lib);
    await expectError('/api/consulta/biblioteca/x', 400, 'Código de biblioteca inválido.');
    await expectError('/api/consulta/bibliotecas/5', 404, 'Library not found.', '5');
    await expectError('/api/consulta/biblioteca/5', 404, 'Biblioteca no encontrada.', '3');
  });
});

describe('GET /api/consulta/cursos and /curso/{id}', () => {
  it('lists every course by name, with its level in the request language', async () => {
    const pt = await valid<ConsultaCursoList>('/api/consulta/cursos', ConsultaCursoList);
    const stored = await query<{ n: number }>('SELECT count(*)::int AS n FROM cursos');
    expect(pt).toHaveLength(stored[0]?.n ?? -1);
    expect(pt.length).toBeGreaterThanOrEqual(5);
    const names = pt.map((c) => c.descricao);
    const key = (s: string) => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
    expect(names).toEqual([...names].sort((a, b) => (key(a) < key(b) ? -1 : 1)));
    expect(pt.find((c) => c.sigla === 'DIR')).toEqual({
      codigo: 3,
      descricao: 'Direito',
      sigla: 'DIR',
      nivel: 'graduacao',
      desc_nivel: 'Graduação',
      cod_campus: 1,
      nome_campus: 'Campus Central',
    });
    const en = await ok<ConsultaCursoList>('/api/consulta/cursos', { lang: '5' });
    expect(en.find((c) => c.sigla === 'DIR')?.desc_nivel).toBe('Undergraduate');
    expect(en.find((c) => c.nivel === 'pos_graduacao')?.desc_nivel).toBe('Graduate');
    const es = await ok<ConsultaCursoList>('/api/consulta/cursos', { lang: '3' });
    expect(es.find((c) => c.nivel === 'pos_graduacao')?.desc_nivel).toBe('Posgrado');
  });

  it('answers one course with its disciplines by semester, at the singular and the plural path', async () => {
    const curso = await valid<ConsultaCurso>('/api/consulta/curso/3', ConsultaCurso);
    expect(curso).toMatchObject({ codigo: 3, descricao: 'Direito', sigla: 'DIR' });
    expect(curso.disciplinas.length).toBeGreaterThanOrEqual(3);
    expect(curso.disciplinas.length).toBeLessThanOrEqual(6);
    const periods = curso.disciplinas.map((d) => d.periodo ?? 99);
    expect(periods).toEqual([...periods].sort((a, b) => a - b));
    expect(curso.disciplinas.map((d) => d.sigla)).toContain('MET101');
    expect(await ok('/api/consulta/cursos/3')).toEqual(curso);
    expect((await ok<ConsultaCurso>('/api/consulta/curso/3', { lang: '3' })).desc_nivel).toBe('Grado');
  });

  it('400 for a bad code, 404 for an unknown one', async () => {
    for (const bad of ['abc', '0', '-3', '1.5', '2147483648', '%20']) await expectError(`/api/consulta/curso/${bad}`, 400, 'Código de curso inválido.');
    await expectError('/api/consulta/cursos/abc', 400, 'Invalid course code.', '5');
    await expectError('/api/consulta/curso/999', 404, 'Curso não encontrado.');
    await expectError('/api/consulta/cursos/999', 404, 'Curso no encontrado.', '3');
  });
});

describe('GET /api/consulta/disciplinas and /disciplina/{id}', () => {
  it('lists every discipline, or those of one course', async () => {
    const all = await valid<ConsultaDisciplinaList>('/api/consulta/disciplinas', ConsultaDisciplinaList);
    const [n] = await query<{ n: number }>('SELECT count(*)::int AS n FROM disciplinas');
    expect(all).toHaveLength(n?.n ?? -1);
    const med = await valid<ConsultaDisciplinaList>('/api/consulta/disciplinas?curso=6', ConsultaDisciplinaList);
    const stored = await query<{ cod_disciplina: number }>('SELECT cod_disciplina FROM curso_disciplina WHERE cod_curso = 6 ORDER BY 1');
    expect(codes(med).sort((a, b) => a - b)).toEqual(stored.map((s) => s.cod_disciplina));
    expect(med.find((d) => d.sigla === 'MED402')).toEqual({ codigo: 26, descricao: 'Medicina de Emergência', sigla: 'MED402', carga_horaria: 90 });
    expect(await ok('/api/consulta/disciplinas?curso=999')).toEqual([]);
    expect(await ok('/api/consulta/disciplinas?curso=')).toHaveLength(all.length);
    await expectError('/api/consulta/disciplinas?curso=med', 400, 'Código de curso inválido.');
    await expectError('/api/consulta/disciplinas?curso=-1', 400, 'Código de curso no válido.', '3');
  });

  it('answers a discipline with its courses, professors and basic and complementary bibliography of real titles', async () => {
    const d = await valid<ConsultaDisciplina>('/api/consulta/disciplina/1', ConsultaDisciplina);
    expect(d).toMatchObject({ codigo: 1, descricao: 'Metodologia Científica', sigla: 'MET101' });
    expect(d.cursos.map((c) => c.descricao)).toEqual(expect.arrayContaining(['Biblioteconomia', 'Direito', 'Medicina']));
    expect(d.professores).toEqual([{ codigo: 3, descricao: 'Carlos Eduardo Mendes' }]);
    expect(d.bibliografia.basica.length).toBeGreaterThan(0);
    for (const t of [...d.bibliografia.basica, ...d.bibliografia.complementar]) {
      const [title] = await query<{ obra: string }>('SELECT obra FROM titulos WHERE cod_acervo = $1', [t.cod_acervo]);
      expect(title?.obra).toBe(t.obra);
      expect(t.rota).toBe(`/acervo/${t.cod_acervo}`);
    }
    expect(d.bibliografia.basica.map((t) => t.obra).join(' ')).toMatch(/metodologia|pesquisa|qualitative/i);
    expect(await ok('/api/consulta/disciplinas/1')).toEqual(d);
  });

  it('every discipline has a basic bibliography whose titles open', async () => {
    for (const { codigo } of await ok<ConsultaDisciplinaList>('/api/consulta/disciplinas')) {
      const d = await ok<ConsultaDisciplina>(`/api/consulta/disciplina/${codigo}`);
      expect(d.bibliografia.basica.length, d.descricao).toBeGreaterThan(0);
      expect(d.bibliografia.basica.length).toBeLessThanOrEqual(3);
      expect(d.bibliografia.complementar.length).toBeLessThanOrEqual(4);
      expect(d.professores.length, d.descricao).toBeGreaterThan(0);
      const first = d.bibliografia.basica[0];
      if (first) expect((await get(`/api/acervo/${first.cod_acervo}`)).statusCode).toBe(200);
    }
  });

  it('400 for a bad code, 404 for an unknown one', async () => {
    await expectError('/api/consulta/disciplina/x', 400, 'Código de disciplina inválido.');
    await expectError('/api/consulta/disciplinas/1.5', 400, 'Invalid discipline code.', '5');
    await expectError('/api/consulta/disciplina/999', 404, 'Asignatura no encontrada.', '3');
    await expectError('/api/consulta/disciplinas/999', 404, 'Disciplina não encontrada.');
  });
});

describe('GET /api/consulta/professores and /professor/{id}', () => {
  it('lists professors (category 04 teaching a discipline) by code and name only', async () => {
    const all = await valid<ConsultaProfessorList>('/api/consulta/professores', ConsultaProfessorList);
    expect(all.length).toBeGreaterThan(5);
    for (const p of all) expect(Object.keys(p).sort()).toEqual(['codigo', 'descricao']);
    const cats = await query<{ cod_categoria: string }>('SELECT DISTINCT cod_categoria FROM pessoas WHERE cod_pessoa = ANY($1::int[])', [codes(all)]);
    expect(cats).toEqual([{ cod_categoria: '04' }]);
    expect(all).toContainEqual({ codigo: 3, descricao: 'Carlos Eduardo Mendes' });
  });

  it('narrows to a course, a discipline, or both', async () => {
    const direito = await ok<ConsultaProfessorList>('/api/consulta/professores?curso=3');
    const expected = await query<{ cod_pessoa: number }>(
      `SELECT DISTINCT dp.cod_pessoa FROM disciplina_professor dp JOIN curso_disciplina cd USING (cod_disciplina) WHERE cd.cod_curso = 3 ORDER BY 1`,
    );
    expect(codes(direito).sort((a, b) => a - b)).toEqual(expected.map((e) => e.cod_pessoa));
    expect(codes(await ok('/api/consulta/professores?disciplina=11'))).toContain(3);
    expect(codes(await ok('/api/consulta/professores?curso=3&disciplina=11'))).toContain(3);
    expect(await ok('/api/consulta/professores?curso=7&disciplina=11')).toEqual([]);
    expect(await ok('/api/consulta/professores?disciplina=999')).toEqual([]);
    expect(await ok('/api/consulta/professores?curso=&disciplina=')).toHaveLength((await ok<unknown[]>('/api/consulta/professores')).length);
    await expectError('/api/consulta/professores?curso=x', 400, 'Código de curso inválido.');
    await expectError('/api/consulta/professores?disciplina=x', 400, 'Invalid discipline code.', '5');
  });

  it('answers a professor with name and disciplines only — no personal data', async () => {
    const p = await valid<ConsultaProfessor>('/api/consulta/professor/3', ConsultaProfessor);
    expect(Object.keys(p).sort()).toEqual(['codigo', 'descricao', 'disciplinas']);
    expect(p).toMatchObject({ codigo: 3, descricao: 'Carlos Eduardo Mendes' });
    expect(p.disciplinas.map((d) => d.sigla).sort()).toEqual(['DIR101', 'ETI201', 'MET101']);
    const res = await get('/api/consulta/professores/3');
    expect(res.json()).toEqual(p);
    expect(res.body).not.toMatch(/@|cpf|email|nascimento|logradouro|99876/i);
  });

  it('a person who is not a professor is not found, like an unknown code; bad codes are 400', async () => {
    await expectError('/api/consulta/professor/1', 404, 'Professor não encontrado.'); // the demo undergraduate
    await expectError('/api/consulta/professores/99999', 404, 'Professor not found.', '5');
    await expectError('/api/consulta/professor/abc', 400, 'Código de profesor no válido.', '3');
    await expectError('/api/consulta/professor/0', 400, 'Código de professor inválido.');
  });
});

describe('the option lists are public but need a token, never fail on odd input, and are documented', () => {
  const paths = [
    '/api/consulta/campus',
    '/api/consulta/bibliotecas',
    '/api/consulta/cursos',
    '/api/consulta/disciplinas',
    '/api/consulta/professores',
    '/api/consulta/campus/1',
    '/api/consulta/biblioteca/1',
    '/api/consulta/bibliotecas/1',
    '/api/consulta/curso/1',
    '/api/consulta/cursos/1',
    '/api/consulta/disciplina/1',
    '/api/consulta/disciplinas/1',
    '/api/consulta/professor/3',
    '/api/consulta/professores/3',
  ];

  it('401 without a token; 200 with the public (client_credentials) one', async () => {
    for (const url of paths) {
      expect((await inject({ method: 'GET', url })).statusCode, url).toBe(401);
      expect((await get(url)).statusCode, url).toBe(200);
    }
  });

  it('never answers 500', async () => {
    const odd = ['%00', '%27%3B--', '1.5', '1e3', '%20', 'NaN', '-0', '00000000000000000001', '9'.repeat(21), '%F0%9F%98%80', '1%2C2'];
    for (const x of odd) {
      for (const url of [
        `/api/consulta/campus/${x}`,
        `/api/consulta/biblioteca/${x}`,
        `/api/consulta/cursos/${x}`,
        `/api/consulta/disciplina/${x}`,
        `/api/consulta/professor/${x}`,
        `/api/consulta/bibliotecas?campus=${x}`,
        `/api/consulta/disciplinas?curso=${x}`,
        `/api/consulta/professores?curso=${x}&disciplina=${x}`,
      ]) {
        const res = await get(url);
        expect(res.statusCode, `${url}: ${res.body}`).toBeLessThan(500);
        expect(res.json<ErrorResponse | unknown[]>()).toBeDefined();
      }
    }
  });

  it('lists every path in the OpenAPI description', async () => {
    const doc = (await inject({ method: 'GET', url: '/api/docs/json' })).json<{ paths: Record<string, unknown> }>();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(
        [
          'campus',
          'bibliotecas',
          'cursos',
          'disciplinas',
          'professores',
          'campus/{id}',
          'biblioteca/{id}',
          'bibliotecas/{id}',
          'curso/{id}',
          'cursos/{id}',
          'disciplina/{id}',
          'disciplinas/{id}',
          'professor/{id}',
          'professores/{id}',
        ].map((p) => `/api/consulta/${p}`),
      ),
    );
  });
});
