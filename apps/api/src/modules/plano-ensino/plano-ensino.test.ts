import { describe, expect, it } from 'vitest';
import { Value } from '@sinclair/typebox/value';
import { PlanoDisciplina, PlanoEnsino, PlanosEnsinoResposta, type PlanoEnsinoRequest, type PlanoErrorResponse } from '@estante/api-contract';
import { useAuthHarness, type AuthHarness, type Pair } from '../../../test/auth-helpers';
import { BACKENDS, TEST_DATABASE_URL } from '../../../test/helpers';
import { DEMO, DEMO_PASSWORDS } from '../../seed/people';

// Teaching plans (SPEC.md §3, §5 "at least one teaching-plan field", "start page not greater than end
// page"): the professor who teaches a discipline saves its plan and bibliography; a student reads the
// plans of the disciplines of their courses and nothing else; another professor or a student cannot
// change a plan; two saves at the version read leave one (the other 409, nothing written).
if (!TEST_DATABASE_URL) console.info('[plano-ensino tests] TEST_DATABASE_URL is not set: PGlite only. .ci/run sets it.');

const URL = '/api/plano-ensino';
const LANG = { pt: '1', en: '5', es: '3' } as const;
const schemaErrors = (schema: Parameters<typeof Value.Errors>[0], body: unknown) => [...Value.Errors(schema, body)].map((e) => `${e.path}: ${e.message}`);

interface Me {
  cod_pessoa: number;
  token: string;
}

const call = (h: AuthHarness, method: 'GET' | 'PUT' | 'DELETE', url: string, token: string | null, payload?: unknown, lang: string = LANG.pt) =>
  h.inject({
    method,
    url,
    headers: { lang, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });

const EMPTY = { ementa: null, objetivos: null, conteudo: null, metodologia: null, avaliacao: null } as const;
const ref = (cod_acervo: number, tipo: 'B' | 'C', more: Partial<PlanoEnsinoRequest['bibliografia'][number]> = {}) => ({
  cod_acervo,
  tipo,
  capitulo: null,
  pagina_inicial: null,
  pagina_final: null,
  nota: null,
  ...more,
});

function cases(h: AuthHarness) {
  let seq = 0;
  async function signIn(category: string): Promise<Me> {
    const p = await h.person({ category });
    const res = await h.login(p.login, p.password);
    expect(res.statusCode, res.body).toBe(200);
    return { cod_pessoa: p.cod_pessoa, token: res.json<Pair>().access_token };
  }
  /** A new discipline (in a new course) taught by a new professor, and a student enrolled in the course. */
  async function classroom() {
    const n = 9000 + ++seq;
    await h.query("INSERT INTO cursos (cod_curso, nome_curso, sigla) VALUES ($1, $2, 'TST')", [n, `Curso de teste ${n}`]);
    await h.query("INSERT INTO disciplinas (cod_disciplina, codigo, nome_disciplina, carga_horaria) VALUES ($1, $2, $3, 60)", [n, `TST${n}`, `Disciplina de teste ${n}`]);
    await h.query('INSERT INTO curso_disciplina (cod_curso, cod_disciplina, periodo) VALUES ($1, $1, 2)', [n]);
    const professor = await signIn('04');
    await h.query('INSERT INTO disciplina_professor (cod_disciplina, cod_pessoa) VALUES ($1, $2)', [n, professor.cod_pessoa]);
    const student = await signIn('01');
    await h.query('INSERT INTO curso_aluno (cod_curso, cod_pessoa) VALUES ($1, $2)', [n, student.cod_pessoa]);
    return { disciplina: n, curso: n, professor, student };
  }
  const titles = async (n: number) => (await h.query<{ cod_acervo: number }>('SELECT cod_acervo FROM titulos ORDER BY cod_acervo LIMIT $1', [n])).map((r) => r.cod_acervo);
  const put = (me: Me, disciplina: number, body: Partial<PlanoEnsinoRequest>, lang: string = LANG.pt) =>
    call(h, 'PUT', `${URL}/disciplina/${disciplina}`, me.token, { ...EMPTY, bibliografia: [], versao: 0, ...body }, lang);
  const stored = async (disciplina: number) => ({
    planos: await h.query<{ cod_pessoa: number; ementa: string | null; versao: number }>('SELECT cod_pessoa, ementa, versao FROM planos_ensino WHERE cod_disciplina = $1 ORDER BY cod_pessoa', [disciplina]),
    refs: await h.query<{ cod_acervo: number; tipo: string; ordem: number; pagina_inicial: number | null; pagina_final: number | null }>(
      `SELECT b.cod_acervo, b.tipo, b.ordem, b.pagina_inicial, b.pagina_final FROM plano_ensino_bibliografia b JOIN planos_ensino p USING (cod_plano)
        WHERE p.cod_disciplina = $1 ORDER BY p.cod_pessoa, b.tipo, b.ordem`,
      [disciplina],
    ),
  });

  describe('who may call', () => {
    it('a visitor (no token, or the public token) gets 401 on every call', async () => {
      const { disciplina } = await classroom();
      const pub = await h.publicToken();
      for (const token of [null, pub]) {
        expect((await call(h, 'GET', URL, token)).statusCode).toBe(401);
        expect((await call(h, 'GET', `${URL}/1`, token)).statusCode).toBe(401);
        expect((await call(h, 'GET', `${URL}/disciplina/${disciplina}`, token)).statusCode).toBe(401);
        expect((await call(h, 'PUT', `${URL}/disciplina/${disciplina}`, token, { ...EMPTY, ementa: 'x', bibliografia: [], versao: 0 })).statusCode).toBe(401);
        expect((await call(h, 'DELETE', `${URL}/disciplina/${disciplina}?versao=1`, token)).statusCode).toBe(401);
      }
      expect((await stored(disciplina)).planos).toEqual([]);
    });

    it('a category without the page (staff) gets 403 with the message of SPEC.md §8', async () => {
      const staff = await signIn('05');
      const res = await call(h, 'GET', URL, staff.token, undefined, LANG.en);
      expect(res.statusCode).toBe(403);
      expect(res.json<PlanoErrorResponse>()).toMatchObject({ codigo: 'PERMISSAO_NEGADA', message: expect.stringMatching(/^Authentication permissions denied/) });
    });
  });

  describe('the professor saves a plan and its bibliography', () => {
    it('no plan yet, then a new plan (201) with basic and complementary references in the order sent; the list shows it', async () => {
      const { disciplina, professor } = await classroom();
      const [a, b, c] = await titles(3);
      const before = await call(h, 'GET', `${URL}/disciplina/${disciplina}`, professor.token);
      expect(before.statusCode, before.body).toBe(200);
      expect(schemaErrors(PlanoDisciplina, before.json())).toEqual([]);
      expect(before.json<PlanoDisciplina>()).toMatchObject({ disciplina: { cod_disciplina: disciplina }, plano: null, cursos: [{ cod_curso: disciplina, periodo: 2 }] });

      const res = await put(professor, disciplina, {
        ementa: '  Introdução à pesquisa.  ',
        objetivos: '   ',
        bibliografia: [ref(c!, 'C'), ref(a!, 'B', { capitulo: ' Cap. 1 ', pagina_inicial: 10, pagina_final: 20, nota: 'Ler antes da aula.' }), ref(b!, 'B')],
      });
      expect(res.statusCode, res.body).toBe(201);
      const plano = res.json<PlanoEnsino>();
      expect(schemaErrors(PlanoEnsino, plano)).toEqual([]);
      expect(plano).toMatchObject({ versao: 1, meu: true, ementa: 'Introdução à pesquisa.', objetivos: null, disciplina: { cod_disciplina: disciplina } });
      expect(plano.bibliografia.map((r) => [r.cod_acervo, r.tipo, r.ordem, r.capitulo, r.pagina_inicial, r.pagina_final, r.nota])).toEqual([
        [a, 'B', 1, 'Cap. 1', 10, 20, 'Ler antes da aula.'],
        [b, 'B', 2, null, null, null, null],
        [c, 'C', 1, null, null, null, null],
      ]);
      expect(plano.bibliografia[0]?.obra).toBeTruthy();

      const list = (await call(h, 'GET', URL, professor.token)).json<PlanosEnsinoResposta>();
      expect(schemaErrors(PlanosEnsinoResposta, list)).toEqual([]);
      expect(list.lecionadas).toEqual([expect.objectContaining({ disciplina: expect.objectContaining({ cod_disciplina: disciplina }), plano: expect.objectContaining({ cod_plano: plano.cod_plano, versao: 1, titulos: 3 }) })]);
      expect(list.cursos).toEqual([]);

      // Saved again at its version: the bibliography is replaced, reordered and one removed.
      const again = await put(professor, disciplina, { ementa: 'Introdução à pesquisa.', bibliografia: [ref(b!, 'B'), ref(a!, 'B')], versao: 1 });
      expect(again.statusCode, again.body).toBe(200);
      expect(again.json<PlanoEnsino>().versao).toBe(2);
      expect((await stored(disciplina)).refs).toEqual([
        { cod_acervo: b, tipo: 'B', ordem: 1, pagina_inicial: null, pagina_final: null },
        { cod_acervo: a, tipo: 'B', ordem: 2, pagina_inicial: null, pagina_final: null },
      ]);
    });

    it('every field blank: 422 under the first field (campo ementa), in the request language; nothing saved', async () => {
      const { disciplina, professor } = await classroom();
      const res = await put(professor, disciplina, { ementa: '  ', avaliacao: '' });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({ campo: 'ementa', message: 'Preencha ao menos um campo do plano: ementa, objetivos, conteúdo, metodologia ou avaliação.' });
      const en = await put(professor, disciplina, {}, LANG.en);
      expect(en.json()).toEqual({ campo: 'ementa', message: 'Fill in at least one field of the plan: summary, objectives, content, methodology or assessment.' });
      const es = await put(professor, disciplina, {}, LANG.es);
      expect(es.json<PlanoErrorResponse>().message).toBe('Complete al menos un campo del plan: resumen, objetivos, contenido, metodología o evaluación.');
      expect((await stored(disciplina)).planos).toEqual([]);
    });

    it('a start page greater than the end page: 422 naming that reference’s end page; bad pages, unknown and repeated titles named too', async () => {
      const { disciplina, professor } = await classroom();
      const [a, b] = await titles(2);
      const inverted = await put(professor, disciplina, { metodologia: 'Aulas.', bibliografia: [ref(a!, 'B'), ref(b!, 'C', { pagina_inicial: 20, pagina_final: 10 })] });
      expect(inverted.statusCode).toBe(422);
      expect(inverted.json()).toEqual({ campo: 'bibliografia.1.pagina_final', message: 'A página inicial não pode ser maior que a página final.' });
      const en = await put(professor, disciplina, { metodologia: 'Aulas.', bibliografia: [ref(b!, 'C', { pagina_inicial: 20, pagina_final: 10 })] }, LANG.en);
      expect(en.json()).toEqual({ campo: 'bibliografia.0.pagina_final', message: 'The start page cannot be greater than the end page.' });
      // Equal pages are one page: allowed (checked below with the save that succeeds).
      const zero = await put(professor, disciplina, { metodologia: 'Aulas.', bibliografia: [ref(a!, 'B', { pagina_inicial: 0 })] });
      expect(zero.json()).toEqual({ campo: 'bibliografia.0.pagina_inicial', message: 'Informe a página como um número de 1 a 99999.' });
      const unknown = await put(professor, disciplina, { metodologia: 'Aulas.', bibliografia: [ref(a!, 'B'), ref(999999, 'B')] });
      expect(unknown.json()).toEqual({ campo: 'bibliografia.1.cod_acervo', message: 'Título não encontrado no acervo.' });
      const twice = await put(professor, disciplina, { metodologia: 'Aulas.', bibliografia: [ref(a!, 'B'), ref(a!, 'C')] });
      expect(twice.json()).toEqual({ campo: 'bibliografia.1.cod_acervo', message: 'Este título já está na bibliografia do plano.' });
      const long = await put(professor, disciplina, { conteudo: 'x'.repeat(8001) });
      expect(long.json()).toEqual({ campo: 'conteudo', message: 'Use no máximo 8000 caracteres.' });
      expect((await stored(disciplina)).planos).toEqual([]);
      const ok = await put(professor, disciplina, { metodologia: 'Aulas.', bibliografia: [ref(a!, 'B', { pagina_inicial: 12, pagina_final: 12 })] });
      expect(ok.statusCode, ok.body).toBe(201);
    });
  });

  describe('students read the plans of their courses only', () => {
    it('the enrolled student sees the plan in the list and reads it (not theirs to change); a plan of another course is 404', async () => {
      const one = await classroom();
      const other = await classroom();
      const [a] = await titles(1);
      const mine = (await put(one.professor, one.disciplina, { ementa: 'Plano do curso um.', bibliografia: [ref(a!, 'B')] })).json<PlanoEnsino>();
      const theirs = (await put(other.professor, other.disciplina, { ementa: 'Plano do curso dois.' })).json<PlanoEnsino>();

      const list = (await call(h, 'GET', URL, one.student.token)).json<PlanosEnsinoResposta>();
      expect(list.lecionadas).toEqual([]);
      expect(list.cursos).toEqual([
        {
          cod_curso: one.curso,
          nome_curso: `Curso de teste ${one.curso}`,
          sigla: 'TST',
          disciplinas: [{ disciplina: expect.objectContaining({ cod_disciplina: one.disciplina }), periodo: 2, planos: [expect.objectContaining({ cod_plano: mine.cod_plano, titulos: 1 })] }],
        },
      ]);
      const read = await call(h, 'GET', `${URL}/${mine.cod_plano}`, one.student.token);
      expect(read.statusCode).toBe(200);
      expect(read.json<PlanoEnsino>()).toMatchObject({ ementa: 'Plano do curso um.', meu: false, bibliografia: [expect.objectContaining({ cod_acervo: a })] });

      const denied = await call(h, 'GET', `${URL}/${theirs.cod_plano}`, one.student.token, undefined, LANG.en);
      expect(denied.statusCode).toBe(404);
      expect(denied.json()).toEqual({ message: 'Teaching plan not found.' });
      // Not a professor of it: the other course's professor does not read it either.
      expect((await call(h, 'GET', `${URL}/${mine.cod_plano}`, other.professor.token)).statusCode).toBe(404);
      expect((await call(h, 'GET', `${URL}/999999`, one.student.token)).statusCode).toBe(404);
    });

    it('the demo student (20240001, Biblioteconomia) reads the demo professor’s seeded plan of Metodologia Científica', async () => {
      const res = await h.login('20240001', DEMO_PASSWORDS.leitura);
      const token = res.json<Pair>().access_token;
      const list = (await call(h, 'GET', URL, token)).json<PlanosEnsinoResposta>();
      expect(list.cursos.map((c) => c.nome_curso)).toEqual(['Biblioteconomia']);
      const met = list.cursos[0]!.disciplinas.find((d) => d.disciplina.codigo === 'MET101');
      expect(met?.planos).toEqual([expect.objectContaining({ professor: 'Carlos Eduardo Mendes' })]);
      const plano = (await call(h, 'GET', `${URL}/${met!.planos[0]!.cod_plano}`, token)).json<PlanoEnsino>();
      expect(plano.bibliografia.length).toBeGreaterThan(0);
      expect(plano.bibliografia[0]).toMatchObject({ tipo: 'B', ordem: 1, capitulo: 'Capítulo 2', pagina_inicial: 15, pagina_final: 42 });
      const carlos = (await call(h, 'GET', URL, (await h.login('P0001', DEMO_PASSWORDS.docente)).json<Pair>().access_token)).json<PlanosEnsinoResposta>();
      expect(carlos.lecionadas.map((d) => [d.disciplina.codigo, d.plano !== null]).sort()).toEqual([
        ['DIR101', false],
        ['ETI201', false],
        ['MET101', true],
      ]);
      expect(DEMO.carlos).toBe(3);
    });
  });

  describe('nobody else changes a plan', () => {
    it('a student of the course and another professor: 403 NAO_LECIONA on read-for-edit, save and remove; the plan unchanged', async () => {
      const { disciplina, professor, student } = await classroom();
      const stranger = (await classroom()).professor;
      await put(professor, disciplina, { ementa: 'Original.' });
      for (const who of [student, stranger]) {
        const get = await call(h, 'GET', `${URL}/disciplina/${disciplina}`, who.token, undefined, LANG.en);
        expect(get.statusCode).toBe(403);
        expect(get.json()).toEqual({ codigo: 'NAO_LECIONA', message: 'Only the professor who teaches this discipline can change its teaching plan.' });
        expect((await put(who, disciplina, { ementa: 'Alterado.', versao: 1 })).statusCode).toBe(403);
        expect((await put(who, disciplina, { ementa: 'Outro plano.', versao: 0 })).statusCode).toBe(403);
        expect((await call(h, 'DELETE', `${URL}/disciplina/${disciplina}?versao=1`, who.token)).statusCode).toBe(403);
      }
      expect((await stored(disciplina)).planos).toEqual([{ cod_pessoa: professor.cod_pessoa, ementa: 'Original.', versao: 1 }]);
      expect((await call(h, 'GET', `${URL}/disciplina/424242`, professor.token)).statusCode).toBe(404);
    });

    it('a co-teacher of the discipline keeps a plan of their own: saving it leaves the first professor’s as it was', async () => {
      const { disciplina, professor, student } = await classroom();
      const co = await signIn('04');
      await h.query('INSERT INTO disciplina_professor (cod_disciplina, cod_pessoa) VALUES ($1, $2)', [disciplina, co.cod_pessoa]);
      await put(professor, disciplina, { ementa: 'Do primeiro.' });
      const theirs = await put(co, disciplina, { ementa: 'Do segundo.', versao: 0 });
      expect(theirs.statusCode).toBe(201);
      expect((await call(h, 'GET', `${URL}/disciplina/${disciplina}`, co.token)).json<PlanoDisciplina>().plano?.ementa).toBe('Do segundo.');
      expect((await stored(disciplina)).planos.map((p) => p.ementa).sort()).toEqual(['Do primeiro.', 'Do segundo.']);
      const list = (await call(h, 'GET', URL, student.token)).json<PlanosEnsinoResposta>();
      expect(list.cursos[0]?.disciplinas[0]?.planos).toHaveLength(2);
    });
  });

  describe('versions and concurrency', () => {
    it('a save or a removal at a stale version is 409 and changes nothing; at the current one it removes the plan', async () => {
      const { disciplina, professor } = await classroom();
      await put(professor, disciplina, { ementa: 'v1' });
      await put(professor, disciplina, { ementa: 'v2', versao: 1 });
      const stale = await put(professor, disciplina, { ementa: 'de uma janela antiga', versao: 1 }, LANG.en);
      expect(stale.statusCode).toBe(409);
      expect(stale.json()).toEqual({
        codigo: 'VERSAO_DESATUALIZADA',
        message: 'This plan was changed in another window after you opened it; reload to see the current version. Nothing was saved.',
      });
      expect((await put(professor, disciplina, { ementa: 'criar de novo', versao: 0 })).statusCode).toBe(409);
      expect((await call(h, 'DELETE', `${URL}/disciplina/${disciplina}?versao=1`, professor.token)).statusCode).toBe(409);
      expect((await stored(disciplina)).planos).toEqual([{ cod_pessoa: professor.cod_pessoa, ementa: 'v2', versao: 2 }]);
      const gone = await call(h, 'DELETE', `${URL}/disciplina/${disciplina}?versao=2`, professor.token);
      expect(gone.statusCode).toBe(200);
      expect(gone.json()).toEqual({ message: 'Plano de ensino removido.' });
      expect((await stored(disciplina)).planos).toEqual([]);
      expect((await call(h, 'DELETE', `${URL}/disciplina/${disciplina}?versao=2`, professor.token)).statusCode).toBe(404);
    });

    it('two saves at the same version at once: one wins (200), the other 409; the stored plan is the winner’s whole, bibliography included', async () => {
      const { disciplina, professor } = await classroom();
      const [a, b, c] = await titles(3);
      await put(professor, disciplina, { ementa: 'v1', bibliografia: [ref(a!, 'B')] });
      const bodies = [
        { ementa: 'aba um', bibliografia: [ref(b!, 'B', { pagina_inicial: 1, pagina_final: 5 })], versao: 1 },
        { ementa: 'aba dois', bibliografia: [ref(c!, 'C'), ref(a!, 'B')], versao: 1 },
      ];
      const results = await Promise.all(bodies.map((body) => put(professor, disciplina, body)));
      expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      const winner = results.findIndex((r) => r.statusCode === 200);
      const now = await stored(disciplina);
      expect(now.planos).toEqual([{ cod_pessoa: professor.cod_pessoa, ementa: bodies[winner]!.ementa, versao: 2 }]);
      expect(now.refs.map((r) => r.cod_acervo).sort()).toEqual(bodies[winner]!.bibliografia.map((r) => r.cod_acervo).sort());
    });

    it('two first saves of a new plan at once: one creates it (201), the other 409', async () => {
      const { disciplina, professor } = await classroom();
      const results = await Promise.all([put(professor, disciplina, { ementa: 'um' }), put(professor, disciplina, { ementa: 'dois' })]);
      expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
      expect((await stored(disciplina)).planos).toHaveLength(1);
    });
  });
}

for (const backend of BACKENDS) {
  describe.skipIf(backend.skip !== null)(`plano-ensino on ${backend.name}${backend.skip ? ` — skipped: ${backend.skip}` : ''}`, () => {
    cases(useAuthHarness(backend));
  });
}
