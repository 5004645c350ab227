import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { TSchema } from '@sinclair/typebox';
import {
  ConsultaBiblioteca,
  ConsultaBibliotecaList,
  ConsultaBibliotecasQuery,
  ConsultaCampus,
  ConsultaCampusList,
  ConsultaCurso,
  ConsultaCursoList,
  ConsultaDisciplina,
  ConsultaDisciplinaList,
  ConsultaDisciplinasQuery,
  ConsultaIdParams,
  ConsultaProfessor,
  ConsultaProfessorList,
  ConsultaProfessoresQuery,
  ErrorResponse,
} from '@estante/api-contract';
import type { Db } from '../db/db';
import { langOf, t, type Lang, type MessageKey } from '../i18n';
import { parseId } from '../libraries';
import {
  campusEntry,
  courseEntry,
  disciplineEntry,
  libraryEntry,
  listCampusOptions,
  listCourseOptions,
  listDisciplineOptions,
  listLibraryOptions,
  listProfessorOptions,
  professorEntry,
} from '../listas';

/** An optional numeric query value: undefined or blank → null (no narrowing); anything but a valid id → 'invalid'. */
function optionalId(raw: string | undefined): number | null | 'invalid' {
  const s = raw?.trim() ?? '';
  if (s === '') return null;
  return parseId(s) ?? 'invalid';
}

const common = { tags: ['consulta'], security: [{ bearer: [] }] };
const listErrors = { 400: ErrorResponse, 401: ErrorResponse };
const entryErrors = { 400: ErrorResponse, 401: ErrorResponse, 404: ErrorResponse };

/**
 * The option lists of the search screen (SPEC.md §7) and one entry of each by code: public (any
 * valid token, the visitors' one included). A professor's entry holds the name and the disciplines
 * only: no personal data is served here.
 */
export const consultaListasRoutes: FastifyPluginAsyncTypebox<{ db: Db }> = async (app, { db }) => {
  app.get('/api/consulta/campus', { schema: { ...common, summary: 'Campuses (codigo, descricao)', response: { 200: ConsultaCampusList, 401: ErrorResponse } } }, async () =>
    listCampusOptions(db),
  );

  app.get(
    '/api/consulta/bibliotecas',
    {
      schema: { ...common, summary: 'Libraries, optionally of one campus', querystring: ConsultaBibliotecasQuery, response: { 200: ConsultaBibliotecaList, ...listErrors } },
    },
    async (request, reply) => {
      const campus = optionalId(request.query.campus);
      if (campus === 'invalid') return reply.code(400).send({ message: t('campusInvalido', langOf(request.headers.lang)) });
      return listLibraryOptions(db, campus);
    },
  );

  app.get('/api/consulta/cursos', { schema: { ...common, summary: 'Courses, by name', response: { 200: ConsultaCursoList, 401: ErrorResponse } } }, async (request) =>
    listCourseOptions(db, langOf(request.headers.lang)),
  );

  app.get(
    '/api/consulta/disciplinas',
    {
      schema: {
        ...common,
        summary: 'Disciplines, optionally of one course, by name',
        querystring: ConsultaDisciplinasQuery,
        response: { 200: ConsultaDisciplinaList, ...listErrors },
      },
    },
    async (request, reply) => {
      const curso = optionalId(request.query.curso);
      if (curso === 'invalid') return reply.code(400).send({ message: t('cursoInvalido', langOf(request.headers.lang)) });
      return listDisciplineOptions(db, curso);
    },
  );

  app.get(
    '/api/consulta/professores',
    {
      schema: {
        ...common,
        summary: 'Professors who teach in a course and/or a discipline (code and name only)',
        querystring: ConsultaProfessoresQuery,
        response: { 200: ConsultaProfessorList, ...listErrors },
      },
    },
    async (request, reply) => {
      const lang = langOf(request.headers.lang);
      const curso = optionalId(request.query.curso);
      if (curso === 'invalid') return reply.code(400).send({ message: t('cursoInvalido', lang) });
      const disciplina = optionalId(request.query.disciplina);
      if (disciplina === 'invalid') return reply.code(400).send({ message: t('disciplinaInvalida', lang) });
      return listProfessorOptions(db, curso, disciplina);
    },
  );

  /** One entry by code, at its singular path (SPEC.md §7) and at the plural one. */
  const entry = (
    paths: string[],
    summary: string,
    response: TSchema,
    invalid: MessageKey,
    notFound: MessageKey,
    load: (id: number, lang: Lang) => Promise<unknown>,
  ) => {
    paths.forEach((url, i) =>
      app.get(
        url,
        {
          schema: {
            ...common,
            summary: i === 0 ? summary : `${summary} (alias of ${paths[0]?.replace(':id', '{id}')})`,
            params: ConsultaIdParams,
            response: { 200: response, ...entryErrors },
          },
        },
        async (request, reply) => {
          const lang = langOf(request.headers.lang);
          const id = parseId(request.params.id);
          if (id === null) return reply.code(400).send({ message: t(invalid, lang) });
          return (await load(id, lang)) ?? reply.code(404).send({ message: t(notFound, lang) });
        },
      ),
    );
  };

  entry(['/api/consulta/campus/:id'], 'A campus with its libraries and courses', ConsultaCampus, 'campusInvalido', 'campusNaoEncontrado', (id) =>
    campusEntry(db, id),
  );
  entry(
    ['/api/consulta/biblioteca/:id', '/api/consulta/bibliotecas/:id'],
    'A library with its address and opening hours',
    ConsultaBiblioteca,
    'bibliotecaInvalida',
    'bibliotecaNaoEncontrada',
    (id) => libraryEntry(db, id),
  );
  entry(
    ['/api/consulta/curso/:id', '/api/consulta/cursos/:id'],
    'A course with its disciplines by semester',
    ConsultaCurso,
    'cursoInvalido',
    'cursoNaoEncontrado',
    (id, lang) => courseEntry(db, id, lang),
  );
  entry(
    ['/api/consulta/disciplina/:id', '/api/consulta/disciplinas/:id'],
    'A discipline with its courses, professors and bibliography (basic and complementary titles)',
    ConsultaDisciplina,
    'disciplinaInvalida',
    'disciplinaNaoEncontrada',
    (id) => disciplineEntry(db, id),
  );
  entry(
    ['/api/consulta/professor/:id', '/api/consulta/professores/:id'],
    "A professor's name and disciplines (no personal data)",
    ConsultaProfessor,
    'professorInvalido',
    'professorNaoEncontrado',
    (id) => professorEntry(db, id),
  );
};
