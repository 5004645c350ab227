import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { Horario } from './bibliotecas';
import { ErrorResponse, IdParams, Nullable } from './common';

/**
 * Option lists of the search screen (SPEC.md §7: /consulta/campus, /bibliotecas, /cursos,
 * /disciplinas, /professores) and one entry of each by code (/consulta/campus/{id}, /biblioteca/{id},
 * /curso/{id}, /disciplina/{id}, /professor/{id}; the plural paths answer the same). Entries are
 * `codigo`/`descricao` pairs like the other option lists, plus a few fields of their own.
 */
export const OpcaoCodigo = Type.Object({ codigo: Type.Integer(), descricao: Type.String() });
export type OpcaoCodigo = Static<typeof OpcaoCodigo>;

/** `GET /api/consulta/campus`: the campuses, by code. */
export const ConsultaCampusList = Type.Array(OpcaoCodigo);
export type ConsultaCampusList = Static<typeof ConsultaCampusList>;

/** `GET /api/consulta/campus/{id}`: a campus with its libraries and courses. */
export const ConsultaCampus = Type.Object({
  codigo: Type.Integer(),
  descricao: Type.String(),
  bibliotecas: Type.Array(OpcaoCodigo),
  cursos: Type.Array(OpcaoCodigo),
});
export type ConsultaCampus = Static<typeof ConsultaCampus>;

/** `GET /api/consulta/bibliotecas`: one library (information unit). */
export const ConsultaBibliotecaItem = Type.Object({
  codigo: Type.Integer(),
  descricao: Type.String(),
  sigla: Type.String(),
  cod_campus: Type.Integer(),
  nome_campus: Type.String(),
});
export type ConsultaBibliotecaItem = Static<typeof ConsultaBibliotecaItem>;
export const ConsultaBibliotecaList = Type.Array(ConsultaBibliotecaItem);
export type ConsultaBibliotecaList = Static<typeof ConsultaBibliotecaList>;

/** `GET /api/consulta/biblioteca/{id}`: a library with its address and opening hours (ISO weekdays 1 … 7). */
export const ConsultaBiblioteca = Type.Object({
  codigo: Type.Integer(),
  descricao: Type.String(),
  sigla: Type.String(),
  cod_campus: Type.Integer(),
  nome_campus: Type.String(),
  endereco: Type.String(),
  telefone: Type.String(),
  email: Type.String(),
  horarios: Type.Array(Horario),
});
export type ConsultaBiblioteca = Static<typeof ConsultaBiblioteca>;

/** Level of a course; `desc_nivel` is its label in the request's language. */
export const NivelCurso = Type.Union([Type.Literal('graduacao'), Type.Literal('pos_graduacao'), Type.Literal('tecnico')]);
export type NivelCurso = Static<typeof NivelCurso>;

/** `GET /api/consulta/cursos`: one course, by name. */
export const ConsultaCursoItem = Type.Object({
  codigo: Type.Integer(),
  descricao: Type.String(),
  sigla: Type.String(),
  nivel: NivelCurso,
  desc_nivel: Type.String(),
  cod_campus: Nullable(Type.Integer()),
  nome_campus: Nullable(Type.String()),
});
export type ConsultaCursoItem = Static<typeof ConsultaCursoItem>;
export const ConsultaCursoList = Type.Array(ConsultaCursoItem);
export type ConsultaCursoList = Static<typeof ConsultaCursoList>;

/** `GET /api/consulta/disciplinas`: one discipline; `sigla` is its academic code (e.g. BIB101). */
export const ConsultaDisciplinaItem = Type.Object({
  codigo: Type.Integer(),
  descricao: Type.String(),
  sigla: Type.String(),
  carga_horaria: Nullable(Type.Integer()),
});
export type ConsultaDisciplinaItem = Static<typeof ConsultaDisciplinaItem>;
export const ConsultaDisciplinaList = Type.Array(ConsultaDisciplinaItem);
export type ConsultaDisciplinaList = Static<typeof ConsultaDisciplinaList>;

/** `GET /api/consulta/curso/{id}`: a course with its disciplines, by semester (`periodo`) then name. */
export const ConsultaCurso = Type.Composite([
  ConsultaCursoItem,
  Type.Object({
    disciplinas: Type.Array(Type.Composite([ConsultaDisciplinaItem, Type.Object({ periodo: Nullable(Type.Integer()) })])),
  }),
]);
export type ConsultaCurso = Static<typeof ConsultaCurso>;

/** A title of a course bibliography. `rota` is the catalogue page of the title. */
export const TituloBibliografia = Type.Object({
  cod_acervo: Type.Integer(),
  obra: Type.String(),
  responsabilidade: Nullable(Type.String()),
  ano_publicacao: Nullable(Type.String()),
  rota: Type.String(),
});
export type TituloBibliografia = Static<typeof TituloBibliografia>;

/** `GET /api/consulta/disciplina/{id}`: a discipline, its courses, professors and bibliography (basic and complementary). */
export const ConsultaDisciplina = Type.Composite([
  ConsultaDisciplinaItem,
  Type.Object({
    cursos: Type.Array(Type.Composite([OpcaoCodigo, Type.Object({ periodo: Nullable(Type.Integer()) })])),
    professores: Type.Array(OpcaoCodigo),
    bibliografia: Type.Object({
      basica: Type.Array(TituloBibliografia),
      complementar: Type.Array(TituloBibliografia),
    }),
  }),
]);
export type ConsultaDisciplina = Static<typeof ConsultaDisciplina>;

/** `GET /api/consulta/professores`: professors (patron category 04) who teach a discipline: code and name only. */
export const ConsultaProfessorList = Type.Array(OpcaoCodigo);
export type ConsultaProfessorList = Static<typeof ConsultaProfessorList>;

/** `GET /api/consulta/professor/{id}`: a professor's name and disciplines, never any personal data. */
export const ConsultaProfessor = Type.Object({
  codigo: Type.Integer(),
  descricao: Type.String(),
  disciplinas: Type.Array(ConsultaDisciplinaItem),
});
export type ConsultaProfessor = Static<typeof ConsultaProfessor>;

/** Query of `GET /api/consulta/bibliotecas`: `campus` narrows to one campus (empty: all). */
export const ConsultaBibliotecasQuery = Type.Object({ campus: Type.Optional(Type.String({ maxLength: 12 })) });
export type ConsultaBibliotecasQuery = Static<typeof ConsultaBibliotecasQuery>;

/** Query of `GET /api/consulta/disciplinas`: `curso` narrows to one course's disciplines (empty: all). */
export const ConsultaDisciplinasQuery = Type.Object({ curso: Type.Optional(Type.String({ maxLength: 12 })) });
export type ConsultaDisciplinasQuery = Static<typeof ConsultaDisciplinasQuery>;

/** Query of `GET /api/consulta/professores`: those who teach in a course and/or a discipline (empty: all). */
export const ConsultaProfessoresQuery = Type.Object({
  curso: Type.Optional(Type.String({ maxLength: 12 })),
  disciplina: Type.Optional(Type.String({ maxLength: 12 })),
});
export type ConsultaProfessoresQuery = Static<typeof ConsultaProfessoresQuery>;

const listErrors = { 400: ErrorResponse, 401: ErrorResponse };
const entryErrors = { 400: ErrorResponse, 401: ErrorResponse, 404: ErrorResponse };
/** One entry by code (path ids 1 … 2^31−1, else 400), at its singular path (SPEC.md §7) and at the plural one. */
const entry = <S extends TSchema>(summary: string, response: S) => ({ tags: ['consulta'], summary, params: IdParams, response: { 200: response, ...entryErrors } }) as const;
const alias = <S extends TSchema>(summary: string, singular: string, response: S) => entry(`${summary} (alias of /api/consulta/${singular}/{id})`, response);

const CAMPUS = 'A campus with its libraries and courses';
const BIBLIOTECA = 'A library with its address and opening hours';
const CURSO = 'A course with its disciplines by semester';
const DISCIPLINA = 'A discipline with its courses, professors and bibliography (basic and complementary titles)';
const PROFESSOR = "A professor's name and disciplines (no personal data)";

/**
 * The option lists of the search screen and one entry of each by code: public (any valid token, the
 * visitors' one included). A professor's entry holds the name and the disciplines only.
 */
export const consultaListasEndpoints = {
  searchCampuses: { tags: ['consulta'], summary: 'Campuses (codigo, descricao)', response: { 200: ConsultaCampusList, 401: ErrorResponse } },
  searchLibraries: {
    tags: ['consulta'],
    summary: 'Libraries, optionally of one campus',
    querystring: ConsultaBibliotecasQuery,
    response: { 200: ConsultaBibliotecaList, ...listErrors },
  },
  courses: { tags: ['consulta'], summary: 'Courses, by name', response: { 200: ConsultaCursoList, 401: ErrorResponse } },
  disciplines: {
    tags: ['consulta'],
    summary: 'Disciplines, optionally of one course, by name',
    querystring: ConsultaDisciplinasQuery,
    response: { 200: ConsultaDisciplinaList, ...listErrors },
  },
  professors: {
    tags: ['consulta'],
    summary: 'Professors who teach in a course and/or a discipline (code and name only)',
    querystring: ConsultaProfessoresQuery,
    response: { 200: ConsultaProfessorList, ...listErrors },
  },
  searchCampus: entry(CAMPUS, ConsultaCampus),
  searchLibrary: entry(BIBLIOTECA, ConsultaBiblioteca),
  searchLibraryAlias: alias(BIBLIOTECA, 'biblioteca', ConsultaBiblioteca),
  course: entry(CURSO, ConsultaCurso),
  courseAlias: alias(CURSO, 'curso', ConsultaCurso),
  discipline: entry(DISCIPLINA, ConsultaDisciplina),
  disciplineAlias: alias(DISCIPLINA, 'disciplina', ConsultaDisciplina),
  professor: entry(PROFESSOR, ConsultaProfessor),
  professorAlias: alias(PROFESSOR, 'professor', ConsultaProfessor),
} as const;
