/** Schemas of holds (H1): /api/reserva (SPEC.md §3 hold, §4, §5, §7 "Reservation", §8). */
import { Type, type Static } from '@sinclair/typebox';
import { ErrorResponse, Id, IdParams, Nullable } from './common';
import type { EndpointSchemas } from './endpoints';

/** A calendar date, yyyy-mm-dd. */
const Data = Type.String({ pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' });

/**
 * Why a hold cannot be placed (`codigo` of a refusal, and of `motivo` in informacoes-iniciais and
 * possibilidade): the title's — copies on the shelf, a title without copies, every copy for
 * reading in the library only — and the patron's — a category that may not hold, already holding
 * or borrowing the title, the category's limit of open holds reached, blocked by the library.
 */
export type MotivoReserva =
  | 'EXEMPLARES_DISPONIVEIS'
  | 'CATEGORIA_SEM_RESERVA'
  | 'SEM_EXEMPLARES'
  | 'NENHUM_EXEMPLAR_RESERVAVEL'
  | 'RESERVA_DUPLICADA'
  | 'EMPRESTIMO_ATIVO'
  | 'LIMITE_RESERVAS_EXCEDIDO'
  | 'USUARIO_BLOQUEADO';

/** A title's code as a form sends it: a number or its digits. */
const Acervo = Type.Union([Id, Type.String({ pattern: '^[1-9][0-9]{0,9}$' })]);
/**
 * One of the values of `combinacoes` (volume, tome, part, material), as the server gave it (`valor`);
 * empty or absent: not chosen.
 */
const Escolha = Type.Optional(Nullable(Type.String({ maxLength: 200 })));
/** A library's code as a form sends it: a number, or the digits of a `<select>` ('' not chosen). */
const Codigo = Type.Union([Type.Null(), Type.Integer(), Type.String({ maxLength: 12 })]);

/** One value of a choice: what the form sends (`valor`) and what it shows (`rotulo`, in the request's language). */
export const OpcaoReserva = Type.Object({ valor: Type.String(), rotulo: Type.String() });
export type OpcaoReserva = Static<typeof OpcaoReserva>;

/** A volume / tome / part / material combination that holdable copies of the title have, and how many copies. */
export const CombinacaoReserva = Type.Object({
  volume: OpcaoReserva,
  tomo: OpcaoReserva,
  parte: OpcaoReserva,
  material: OpcaoReserva,
  exemplares: Type.Integer({ minimum: 1 }),
});
export type CombinacaoReserva = Static<typeof CombinacaoReserva>;

/** Where a queue stands for a choice: its length, the position a new hold would get, the estimate. */
export const FilaReserva = Type.Object({
  /** Holds in the queue of the title now. */
  tamanho: Type.Integer({ minimum: 0 }),
  /** The position a hold placed now would get (tamanho + 1). */
  posicao: Type.Integer({ minimum: 1 }),
  /** When a copy is expected for it (YYYY-MM-DD); null when no copy can serve it. */
  previsao: Nullable(Data),
  /** Days from today to `previsao` (0: a copy may be free now). */
  dias: Nullable(Type.Integer({ minimum: 0 })),
  /** Holdable copies of the title that fit the choice. */
  exemplares: Type.Integer({ minimum: 0 }),
});
export type FilaReserva = Static<typeof FilaReserva>;

/** A patron's hold (SPEC.md §3: queue position, release date, cancellation date). */
export const Reserva = Type.Object({
  cod_reserva: Type.Integer(),
  cod_acervo: Type.Integer(),
  /** The title's main title. */
  titulo: Type.String(),
  situacao: Type.Union([Type.Literal('fila'), Type.Literal('liberada'), Type.Literal('cancelada'), Type.Literal('atendida')]),
  /** The situation as a patron reads it, in the request's language. */
  situacao_descricao: Type.String(),
  /** 1.. while in the queue; null otherwise. */
  posicao_fila: Nullable(Type.Integer({ minimum: 1 })),
  /** When it was placed (ISO timestamp). */
  data_reserva: Type.String(),
  /** While in the queue: when a copy is expected (YYYY-MM-DD) and in how many days; else null. */
  previsao: Nullable(Data),
  dias: Nullable(Type.Integer({ minimum: 0 })),
  /** The receiving library. */
  cod_biblioteca: Nullable(Type.Integer()),
  desc_biblioteca: Nullable(Type.String()),
  /** What was chosen (null where the copies have none, or for a hold placed before choices were kept). */
  volume: Nullable(Type.String()),
  tomo: Nullable(Type.String()),
  parte: Nullable(Type.String()),
  material: Nullable(Type.String()),
  data_liberacao: Nullable(Data),
  data_limite_retirada: Nullable(Data),
  data_cancelamento: Nullable(Data),
  motivo_cancelamento: Nullable(Type.String()),
  /** The reason as a patron reads it, in the request's language (the stored text when the library's list does not know it). */
  motivo_cancelamento_descricao: Nullable(Type.String()),
});
export type Reserva = Static<typeof Reserva>;

/** Why a hold is not possible now: the refusal's `codigo` and its message in the request's language. */
export const MotivoRecusa = Type.Object({ codigo: Type.String(), message: Type.String() });
export type MotivoRecusa = Static<typeof MotivoRecusa>;

/** Query of `GET /api/reserva/informacoes-iniciais`. */
export const InformacoesIniciaisQuery = Type.Object({ acervo: Acervo });
export type InformacoesIniciaisQuery = Static<typeof InformacoesIniciaisQuery>;

/** `GET /api/reserva/informacoes-iniciais`: everything the hold page needs before the patron clicks. */
export const InformacoesIniciais = Type.Object({
  cod_acervo: Type.Integer(),
  titulo: Type.String(),
  /** True when a hold can be placed now (then `motivo` is null). */
  pode_reservar: Type.Boolean(),
  motivo: Nullable(MotivoRecusa),
  /** The choices among the holdable copies (empty when none may be held). */
  combinacoes: Type.Array(CombinacaoReserva),
  /** The receiving libraries: those holding holdable copies of the title. */
  bibliotecas: Type.Array(Type.Object({ cod_biblioteca: Type.Integer(), desc_biblioteca: Type.String() })),
  /** The queue for any copy of the title. */
  fila: FilaReserva,
  /** The patron's open hold of this title (in the queue or released), if any. */
  minha_reserva: Nullable(Reserva),
});
export type InformacoesIniciais = Static<typeof InformacoesIniciais>;

/** Query of `GET /api/reserva/possibilidade`. */
export const PossibilidadeQuery = Type.Object({ acervo: Acervo });
export type PossibilidadeQuery = Static<typeof PossibilidadeQuery>;

/**
 * `GET /api/reserva/possibilidade`: whether the title can be held by the title's own rules (the
 * same the server applies on POST), for anyone with a token — a visitor learns it before filling
 * anything in. The patron's own rules (category, limit, blocks, holding or borrowing it) are in
 * informacoes-iniciais; nothing here depends on who asks.
 */
export const PossibilidadeReserva = Type.Object({
  cod_acervo: Type.Integer(),
  /** True when the title's copies allow a hold now (then `motivo` is null). */
  pode_reservar: Type.Boolean(),
  motivo: Nullable(MotivoRecusa),
  /** The choices among the holdable copies (empty when none may be held). */
  combinacoes: Type.Array(CombinacaoReserva),
  /** The receiving libraries: those holding holdable copies of the title. */
  bibliotecas: Type.Array(Type.Object({ cod_biblioteca: Type.Integer(), desc_biblioteca: Type.String() })),
  /** The queue for any copy of the title. */
  fila: FilaReserva,
});
export type PossibilidadeReserva = Static<typeof PossibilidadeReserva>;

/** Query of `GET /api/reserva/validar-fila`: the title and the choice so far (each may be absent). */
export const ValidarFilaQuery = Type.Object({
  acervo: Acervo,
  volume: Escolha,
  tomo: Escolha,
  parte: Escolha,
  material: Escolha,
});
export type ValidarFilaQuery = Static<typeof ValidarFilaQuery>;

/** Body of `POST /api/reserva`. Send an `Idempotency-Key` header (one per form) so a repeated send makes one hold. */
export const ReservaRequest = Type.Object({
  acervo: Type.Optional(Type.Union([Type.Null(), Acervo])),
  volume: Escolha,
  tomo: Escolha,
  parte: Escolha,
  material: Escolha,
  /** The receiving library. */
  biblioteca: Type.Optional(Codigo),
});
export type ReservaRequest = Static<typeof ReservaRequest>;

/** `201` (placed) or `200` (the same send again) of `POST /api/reserva`: the hold and a message. */
export const ReservaCriada = Type.Object({ reserva: Reserva, message: Type.String() });
export type ReservaCriada = Static<typeof ReservaCriada>;

/** `200` of `DELETE /api/reserva/:id`. */
export const ReservaCancelada = Type.Object({ reserva: Reserva, message: Type.String() });
export type ReservaCancelada = Static<typeof ReservaCancelada>;

/** Error of these calls: `codigo` (a MotivoReserva, or another machine code) and `campo` (the field of a 422). */
export const ReservaErrorResponse = Type.Object({
  message: Type.String(),
  codigo: Type.Optional(Type.String()),
  campo: Type.Optional(Type.String()),
});
export type ReservaErrorResponse = Static<typeof ReservaErrorResponse>;

const readErrors = { 400: ReservaErrorResponse, 401: ErrorResponse, 404: ReservaErrorResponse, 422: ReservaErrorResponse };

const REASONS =
  'EXEMPLARES_DISPONIVEIS (copies on the shelf), SEM_EXEMPLARES, NENHUM_EXEMPLAR_RESERVAVEL (every copy for reading in the library only)';

export const reservaEndpoints = {
  holdPossibility: {
    tags: ['reserva'],
    summary: "Whether the title can be held by the title's own rules, and why not, with the choices, libraries and queue (any token: visitors too)",
    description: `Nothing of the patron: the same answer for every caller. A title that does not exist is 404. \`motivo.codigo\` is one of ${REASONS}.`,
    querystring: PossibilidadeQuery,
    response: { 200: PossibilidadeReserva, 400: ReservaErrorResponse, 401: ErrorResponse, 404: ReservaErrorResponse, 422: ReservaErrorResponse },
  },
  holdInfo: {
    tags: ['reserva'],
    summary: "What the hold page needs before the patron clicks: whether a hold is possible (and why not), the choices, libraries, queue and estimate, and the patron's own hold (private token)",
    description:
      `A title that does not exist is 404. \`motivo.codigo\` is one of USUARIO_BLOQUEADO, CATEGORIA_SEM_RESERVA, RESERVA_DUPLICADA, EMPRESTIMO_ATIVO, ${REASONS}, ` +
      'LIMITE_RESERVAS_EXCEDIDO (in that order of precedence).',
    querystring: InformacoesIniciaisQuery,
    response: { 200: InformacoesIniciais, ...readErrors },
  },
  holdQueue: {
    tags: ['reserva'],
    summary: 'The queue position and estimated wait of a hold on a choice of volume, tome, part and material (private token)',
    description: 'A value no holdable copy has is 422 with `campo` (volume, tomo, parte, material).',
    querystring: ValidarFilaQuery,
    response: { 200: FilaReserva, ...readErrors },
  },
  holdHistory: {
    tags: ['reserva'],
    summary: "The patron's holds, newest first, in every situation (private token)",
    response: { 200: Type.Array(Reserva), 401: ErrorResponse },
  },
  placeHold: {
    tags: ['reserva'],
    summary: 'Places a hold (private token); idempotent by the Idempotency-Key header',
    description:
      '201 with the hold; the same patron and Idempotency-Key again answer 200 with the same hold. 422 with `campo` for a choice ' +
      'missing or that no holdable copy has (volume, tomo, parte, material) and for the receiving library (biblioteca). Refusals carry ' +
      '`codigo`: 422 EXEMPLARES_DISPONIVEIS, SEM_EXEMPLARES, NENHUM_EXEMPLAR_RESERVAVEL, EMPRESTIMO_ATIVO, LIMITE_RESERVAS_EXCEDIDO; 403 CATEGORIA_SEM_RESERVA; ' +
      '409 RESERVA_DUPLICADA (an open hold of the title already, e.g. from another tab); 403 USUARIO_BLOQUEADO; 404 for an unknown title.',
    body: ReservaRequest,
    response: { 201: ReservaCriada, 200: ReservaCriada, 403: ReservaErrorResponse, 409: ReservaErrorResponse, ...readErrors },
  },
  cancelHold: {
    tags: ['reserva'],
    summary: "Cancels one of the patron's own holds (private token); the holds behind it move up one place",
    description: "Another patron's hold, or none, is 404. A hold already cancelled answers 200 as it is; one that became a loan is 409.",
    params: IdParams,
    response: { 200: ReservaCancelada, 409: ReservaErrorResponse, ...readErrors },
  },
} as const satisfies EndpointSchemas;
