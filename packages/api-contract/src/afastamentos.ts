/**
 * Schemas of the personal area's removals (issue 25; SPEC.md §1 "removals", §7 GET
 * /api/pessoas/afastamentos): the patron's periods away from the institution (a leave, an
 * exchange, a locked enrolment…) as the registry office records them. Private token only.
 */
import { Type, type Static } from '@sinclair/typebox';
import { ErrorResponse, Nullable } from './common';
import type { EndpointSchemas } from './endpoints';

/** Where a period stands on the day of the request: not begun, under way, over. */
export const SITUACOES_AFASTAMENTO = ['futuro', 'vigente', 'encerrado'] as const;
export type SituacaoAfastamento = (typeof SITUACOES_AFASTAMENTO)[number];

/** One removal of the patron. */
export const Afastamento = Type.Object({
  cod_afastamento: Type.Integer(),
  /** The kind's code (licenca_saude, intercambio, trancamento, …). */
  tipo: Type.String(),
  /** The kind by name, in the request's language. */
  tipo_descricao: Type.String(),
  /** The registry's own note, as recorded (null when none). */
  motivo: Nullable(Type.String()),
  /** First day (yyyy-mm-dd). */
  data_inicio: Type.String(),
  /** Last day (yyyy-mm-dd); null while no return date is recorded. */
  data_fim: Nullable(Type.String()),
  situacao: Type.Union([Type.Literal('futuro'), Type.Literal('vigente'), Type.Literal('encerrado')]),
});
export type Afastamento = Static<typeof Afastamento>;

/** `GET /api/pessoas/afastamentos`: the patron's removals, latest start first. */
export const AfastamentosResposta = Type.Object({ afastamentos: Type.Array(Afastamento) });
export type AfastamentosResposta = Static<typeof AfastamentosResposta>;

/** Error of the personal area's calls: `codigo` a refusal a client may branch on. */
const Erro = Type.Object({ message: Type.String(), codigo: Type.Optional(Type.String()) });

export const afastamentosEndpoints = {
  patronRemovals: {
    tags: ['pessoas'],
    summary: "The signed-in patron's removals (periods away from the institution), latest first (private token)",
    description: '403 PERMISSAO_NEGADA for a category without the removals page (module 571, activity 5722).',
    response: { 200: AfastamentosResposta, 401: ErrorResponse, 403: Erro },
  },
} as const satisfies EndpointSchemas;
