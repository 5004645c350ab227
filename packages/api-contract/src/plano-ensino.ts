/**
 * Schemas of the teaching plans (issue 25 item 5; SPEC.md §1, §3 "teaching plan", §5, §7
 * "teaching-plan endpoints"): a professor keeps a plan per discipline they teach, with its basic and
 * complementary bibliography picked from the catalogue; a student reads the plans of the disciplines
 * of their courses. The rules the server checks are ./plano-ensino-regras.ts (the editor's too).
 */
import { Type, type Static } from '@sinclair/typebox';
import { ErrorResponse, IdParams, Nullable } from './common';
import type { EndpointSchemas } from './endpoints';

/** A discipline as the plans name it. */
export const DisciplinaPlano = Type.Object({
  cod_disciplina: Type.Integer(),
  /** e.g. MET101 */
  codigo: Type.String(),
  nome_disciplina: Type.String(),
  carga_horaria: Nullable(Type.Integer()),
});
export type DisciplinaPlano = Static<typeof DisciplinaPlano>;

/** A course the discipline is part of, and its semester there. */
export const CursoDisciplina = Type.Object({
  cod_curso: Type.Integer(),
  nome_curso: Type.String(),
  sigla: Type.String(),
  periodo: Nullable(Type.Integer()),
});
export type CursoDisciplina = Static<typeof CursoDisciplina>;

/** One reference of a plan, with the title it names. */
export const ReferenciaPlano = Type.Object({
  cod_acervo: Type.Integer(),
  /** B basic, C complementary. */
  tipo: Type.Union([Type.Literal('B'), Type.Literal('C')]),
  /** 1, 2, … within its kind. */
  ordem: Type.Integer(),
  /** The title's main title. */
  obra: Type.String(),
  /** ISBD-like summary: title / responsibility. — edition. — place : publisher, year */
  descricao: Type.String(),
  ano_publicacao: Nullable(Type.String()),
  capitulo: Nullable(Type.String()),
  pagina_inicial: Nullable(Type.Integer()),
  pagina_final: Nullable(Type.Integer()),
  nota: Nullable(Type.String()),
});
export type ReferenciaPlano = Static<typeof ReferenciaPlano>;

const texts = {
  ementa: Nullable(Type.String()),
  objetivos: Nullable(Type.String()),
  conteudo: Nullable(Type.String()),
  metodologia: Nullable(Type.String()),
  avaliacao: Nullable(Type.String()),
};

/** A teaching plan as its professor and the students of its courses read it. */
export const PlanoEnsino = Type.Object({
  cod_plano: Type.Integer(),
  /** The stored version: a save states it (`versao`). */
  versao: Type.Integer(),
  /** Last saved (ISO timestamp). */
  atualizado_em: Type.String(),
  disciplina: DisciplinaPlano,
  /** Who keeps it. */
  professor: Type.String(),
  /** Whether the caller is its professor (who may change it). */
  meu: Type.Boolean(),
  cursos: Type.Array(CursoDisciplina),
  ...texts,
  /** Basic references first, then complementary, each in its order. */
  bibliografia: Type.Array(ReferenciaPlano),
});
export type PlanoEnsino = Static<typeof PlanoEnsino>;

/** A plan as a list names it. */
export const PlanoResumo = Type.Object({
  cod_plano: Type.Integer(),
  versao: Type.Integer(),
  professor: Type.String(),
  atualizado_em: Type.String(),
  /** How many titles its bibliography has. */
  titulos: Type.Integer(),
});
export type PlanoResumo = Static<typeof PlanoResumo>;

/** A discipline the professor teaches, and their plan of it (null: none yet). */
export const DisciplinaLecionada = Type.Object({
  disciplina: DisciplinaPlano,
  cursos: Type.Array(CursoDisciplina),
  plano: Nullable(PlanoResumo),
});
export type DisciplinaLecionada = Static<typeof DisciplinaLecionada>;

/** A course the student is enrolled in, its disciplines (by semester) and the plans of each. */
export const CursoPlanos = Type.Object({
  cod_curso: Type.Integer(),
  nome_curso: Type.String(),
  sigla: Type.String(),
  disciplinas: Type.Array(
    Type.Object({
      disciplina: DisciplinaPlano,
      periodo: Nullable(Type.Integer()),
      planos: Type.Array(PlanoResumo),
    }),
  ),
});
export type CursoPlanos = Static<typeof CursoPlanos>;

/** `GET /api/plano-ensino`: what the patron teaches (with their plans) and the courses they are enrolled in (with every plan of their disciplines). */
export const PlanosEnsinoResposta = Type.Object({
  lecionadas: Type.Array(DisciplinaLecionada),
  cursos: Type.Array(CursoPlanos),
});
export type PlanosEnsinoResposta = Static<typeof PlanosEnsinoResposta>;

/** `GET /api/plano-ensino/disciplina/:id`: a discipline the professor teaches and their plan of it (null: none yet; save with versao 0). */
export const PlanoDisciplina = Type.Object({
  disciplina: DisciplinaPlano,
  cursos: Type.Array(CursoDisciplina),
  plano: Nullable(PlanoEnsino),
});
export type PlanoDisciplina = Static<typeof PlanoDisciplina>;

/**
 * A request's nullable value as a JSON Schema type list: the server coerces types, and through a
 * union it would turn a null into 0 or '' (or a 0 into null); with a type list a value of either type is kept as sent.
 */
const intOrNull = Type.Unsafe<number | null>({ type: ['integer', 'null'], minimum: -2147483648, maximum: 2147483647 });
const textOrNull = (maxLength: number) => Type.Unsafe<string | null>({ type: ['string', 'null'], maxLength });

/** One reference of a save; the bibliography's order is the order sent within each kind. */
export const ReferenciaRequest = Type.Object({
  cod_acervo: Type.Integer({ minimum: 1, maximum: 2147483647 }),
  tipo: Type.Union([Type.Literal('B'), Type.Literal('C')]),
  capitulo: textOrNull(20000),
  pagina_inicial: intOrNull,
  pagina_final: intOrNull,
  nota: textOrNull(20000),
});
export type ReferenciaRequest = Static<typeof ReferenciaRequest>;

/** The schema's own ceilings are loose: the rules (422 with `campo`) name the real limits. */
const textIn = textOrNull(200000);

/** `PUT /api/plano-ensino/disciplina/:id`: the whole plan and its bibliography, at the version read (0: a new plan). */
export const PlanoEnsinoRequest = Type.Object({
  ementa: textIn,
  objetivos: textIn,
  conteudo: textIn,
  metodologia: textIn,
  avaliacao: textIn,
  bibliografia: Type.Array(ReferenciaRequest, { maxItems: 1000 }),
  versao: Type.Integer({ minimum: 0, maximum: 2147483647 }),
});
export type PlanoEnsinoRequest = Static<typeof PlanoEnsinoRequest>;

/** `DELETE /api/plano-ensino/disciplina/:id?versao=N`: the version read. */
export const PlanoVersaoQuery = Type.Object({ versao: Type.Integer({ minimum: 1, maximum: 2147483647 }) });
export type PlanoVersaoQuery = Static<typeof PlanoVersaoQuery>;

export const PlanoRemovido = Type.Object({ message: Type.String() });
export type PlanoRemovido = Static<typeof PlanoRemovido>;

/** Error of these calls: `campo` names the field of a 422 (`ementa`, `bibliografia.2.pagina_final`…), `codigo` a refusal a client may branch on. */
export const PlanoErrorResponse = Type.Object({
  message: Type.String(),
  codigo: Type.Optional(Type.String()),
  campo: Type.Optional(Type.String()),
});
export type PlanoErrorResponse = Static<typeof PlanoErrorResponse>;

const errors = { 400: PlanoErrorResponse, 401: ErrorResponse, 403: PlanoErrorResponse, 404: PlanoErrorResponse };

export const planoEnsinoEndpoints = {
  teachingPlans: {
    tags: ['plano-ensino'],
    summary: 'The disciplines the patron teaches, with their plans, and the plans of the disciplines of the courses the patron is enrolled in (private token)',
    response: { 200: PlanosEnsinoResposta, ...errors },
  },
  teachingPlan: {
    tags: ['plano-ensino'],
    summary: 'One teaching plan with its bibliography: to its professor, and to the students of a course that has its discipline; anyone else 404',
    params: IdParams,
    response: { 200: PlanoEnsino, ...errors },
  },
  myDisciplinePlan: {
    tags: ['plano-ensino'],
    summary: "The professor's own plan of a discipline they teach (null before the first save)",
    description: '403 NAO_LECIONA for a discipline the caller does not teach; 404 for an unknown discipline.',
    params: IdParams,
    response: { 200: PlanoDisciplina, ...errors },
  },
  saveDisciplinePlan: {
    tags: ['plano-ensino'],
    summary: "Creates (versao 0: 201) or replaces (the version read: 200) the professor's plan of a discipline they teach, bibliography included",
    description:
      '422 with `campo` for a rule of SPEC.md §5 (no field filled: ementa; a start page after the end page: bibliografia.N.pagina_final; ' +
      'an unknown or repeated title: bibliografia.N.cod_acervo; lengths); 409 VERSAO_DESATUALIZADA when the plan changed (or was created or removed) ' +
      'since it was read: nothing saved; 403 NAO_LECIONA for a discipline the caller does not teach.',
    params: IdParams,
    body: PlanoEnsinoRequest,
    response: { 200: PlanoEnsino, 201: PlanoEnsino, ...errors, 409: PlanoErrorResponse, 422: PlanoErrorResponse },
  },
  deleteDisciplinePlan: {
    tags: ['plano-ensino'],
    summary: "Removes the professor's plan of a discipline, at the version read",
    description: '409 VERSAO_DESATUALIZADA when it changed since it was read (nothing removed); 404 when there is none.',
    params: IdParams,
    querystring: PlanoVersaoQuery,
    response: { 200: PlanoRemovido, ...errors, 409: PlanoErrorResponse },
  },
} as const satisfies EndpointSchemas;
