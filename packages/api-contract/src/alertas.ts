/**
 * Schemas of the personal area's alerts (issue 16 H3; SPEC.md §3 "alert", §5 "both dates required to
 * filter alerts", §7 /api/solicitacoes/alertas, §8): a notice about the patron's circulation (a
 * released hold, a loan due soon, an overdue loan, a request ready to collect) or an availability
 * alert the patron sets on a title. The text is built by the server in the request's language.
 */
import { Type, type Static } from '@sinclair/typebox';
import { ErrorResponse, IdParams, Nullable } from './common';
import type { EndpointSchemas } from './endpoints';

/** What an alert is about. */
export const TIPOS_ALERTA = ['reserva_liberada', 'devolucao_proxima', 'emprestimo_atrasado', 'solicitacao_disponivel', 'disponibilidade', 'perfil_interesse'] as const;
export type TipoAlerta = (typeof TIPOS_ALERTA)[number];
const Tipo = Type.Union([
  Type.Literal('reserva_liberada'),
  Type.Literal('devolucao_proxima'),
  Type.Literal('emprestimo_atrasado'),
  Type.Literal('solicitacao_disponivel'),
  Type.Literal('disponibilidade'),
  Type.Literal('perfil_interesse'),
]);

/** One alert of the patron. */
export const Alerta = Type.Object({
  cod_alerta: Type.Integer(),
  tipo: Tipo,
  /** The kind of alert as a patron reads it, in the request's language. */
  tipo_descricao: Type.String(),
  /** The title it is about (null for a notice about no one title). */
  cod_acervo: Nullable(Type.Integer()),
  titulo: Nullable(Type.String()),
  /** What the alert says, in the request's language (built from its kind and data, never stored). */
  texto: Type.String(),
  /** Where it leads in the site: the personal area's page it is about, or the title's page. */
  link: Type.String(),
  /** When it was raised (ISO timestamp). */
  data_alerta: Type.String(),
  lido: Type.Boolean(),
  /** When it was marked read (ISO timestamp), null while unread. */
  data_leitura: Nullable(Type.String()),
});
export type Alerta = Static<typeof Alerta>;

/** A calendar day as the date filter sends it: yyyy-mm-dd or dd/mm/yyyy ('' = not given). */
const Dia = Type.String({ maxLength: 10 });

/** Query of `GET /api/solicitacoes/alertas`: both dates or neither; `lido` narrows to read or unread. */
export const AlertasQuery = Type.Object({
  dataInicio: Type.Optional(Dia),
  dataFim: Type.Optional(Dia),
  lido: Type.Optional(Type.Union([Type.Literal('true'), Type.Literal('false'), Type.Literal('')])),
});
export type AlertasQuery = Static<typeof AlertasQuery>;

/** `GET /api/solicitacoes/alertas`: the alerts, newest first, and how many of ALL the patron's alerts are unread. */
export const AlertasResposta = Type.Object({
  alertas: Type.Array(Alerta),
  naoLidos: Type.Integer({ minimum: 0 }),
});
export type AlertasResposta = Static<typeof AlertasResposta>;

/** Body of `POST /api/solicitacoes/alertas`: the title to be told about (a number or its digits). */
export const NovoAlertaRequest = Type.Object({
  codAcervo: Type.Optional(Type.Union([Type.Null(), Type.Integer(), Type.String({ maxLength: 12 })])),
});
export type NovoAlertaRequest = Static<typeof NovoAlertaRequest>;

/** `201` of `POST /api/solicitacoes/alertas`. */
export const AlertaCriado = Type.Object({ alerta: Alerta, message: Type.String() });
export type AlertaCriado = Static<typeof AlertaCriado>;

/** Body of `PUT /api/solicitacoes/alertas/lidos`: the alerts to mark read (1 to 500 codes). */
export const AlertasLidosRequest = Type.Object({
  ids: Type.Array(Type.Integer({ minimum: 1, maximum: 2147483647 }), { minItems: 1, maxItems: 500 }),
});
export type AlertasLidosRequest = Static<typeof AlertasLidosRequest>;

/** `200` of `PUT /api/solicitacoes/alertas/lidos` and `DELETE /api/solicitacoes/alertas/:id`: a message and the unread count now. */
export const AlertasAtualizados = Type.Object({ message: Type.String(), naoLidos: Type.Integer({ minimum: 0 }) });
export type AlertasAtualizados = Static<typeof AlertasAtualizados>;

/** Error of these calls: `campo` names the field of a 422, `codigo` a refusal a client may branch on. */
export const AlertaErrorResponse = Type.Object({
  message: Type.String(),
  codigo: Type.Optional(Type.String()),
  campo: Type.Optional(Type.String()),
});
export type AlertaErrorResponse = Static<typeof AlertaErrorResponse>;

const errors = { 400: AlertaErrorResponse, 401: ErrorResponse, 403: AlertaErrorResponse, 404: AlertaErrorResponse, 422: AlertaErrorResponse };

export const alertasEndpoints = {
  patronAlerts: {
    tags: ['alertas'],
    summary: "The patron's alerts, newest first, with the unread count (private token)",
    description:
      'The date filter needs both dates (yyyy-mm-dd or dd/mm/yyyy): one alone is 422 with `campo` naming the missing one ' +
      '(dataInicio, dataFim); a start after the end is 422 (campo dataFim); a date that is not one is 422 with its field.',
    querystring: AlertasQuery,
    response: { 200: AlertasResposta, ...errors },
  },
  setAvailabilityAlert: {
    tags: ['alertas'],
    summary: 'Sets an alert for when a copy of a title becomes available (private token)',
    description:
      '201 with the alert. 409 ALERTA_DUPLICADO when the patron already has one on the title (a second tab, a double click); ' +
      '404 for an unknown title; 422 with `campo` codAcervo when missing or not a code, and 422 EXEMPLAR_DISPONIVEL when a copy is on the shelf now.',
    body: NovoAlertaRequest,
    response: { 201: AlertaCriado, 409: AlertaErrorResponse, ...errors },
  },
  removeAlert: {
    tags: ['alertas'],
    summary: "Removes one of the patron's own alerts (private token); another patron's, or none, is 404",
    params: IdParams,
    response: { 200: AlertasAtualizados, ...errors },
  },
  markAlertsRead: {
    tags: ['alertas'],
    summary: "Marks the patron's alerts read (private token); idempotent",
    description: "Any code that is not one of the patron's alerts makes it 404 and nothing changes. Alerts already read keep their reading time.",
    body: AlertasLidosRequest,
    response: { 200: AlertasAtualizados, ...errors },
  },
} as const satisfies EndpointSchemas;
