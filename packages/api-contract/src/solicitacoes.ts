/**
 * Schemas of loan requests, interlibrary requests and closed stacks (H2): /api/solicitacoes and
 * /api/solicitacao-emprestimo (SPEC.md §3 "loan request with status", §4 request filter values, §5
 * request rules, §7 "Requests", §8 request limit exceeded, duplicate request). Errors are
 * `{ message }` in the `lang` header's language, with `campo` naming the field of a 422 and `codigo`
 * where a client may branch (SOLICITACAO_CODES of ./constants).
 */
import { Type, type Static } from '@sinclair/typebox';
import { ErrorResponse, Id, IdParams, Nullable } from './common';
import type { EndpointSchemas } from './endpoints';

/**
 * How the patron receives what is asked for: delivered to an address (domicilio), picked up at a
 * library (retirada), sent from another library to the receiving one (inter_bibliotecas), one copy
 * of the closed stacks brought to a library's desk (acervo_fechado).
 */
export const TIPOS_SOLICITACAO = ['domicilio', 'retirada', 'inter_bibliotecas', 'acervo_fechado'] as const;
export type TipoSolicitacao = (typeof TIPOS_SOLICITACAO)[number];
/** A request's status: waiting, in transit, available to collect, finished, cancelled. */
export const SITUACOES_SOLICITACAO = ['aguardando', 'em_transito', 'disponivel', 'finalizada', 'cancelada'] as const;
export type SituacaoSolicitacao = (typeof SITUACOES_SOLICITACAO)[number];
/** SPEC.md §4 filter values: all, waiting, finished, not finished (cancelled), available, in transit. */
export const FILTROS_SOLICITACAO = ['todas', 'aguardando', 'finalizada', 'cancelada', 'disponivel', 'em_transito'] as const;
export type FiltroSolicitacao = (typeof FILTROS_SOLICITACAO)[number];

// Written out (a union built by mapping the lists loses the literal types in the server's type provider).
const Tipo = Type.Union([Type.Literal('domicilio'), Type.Literal('retirada'), Type.Literal('inter_bibliotecas'), Type.Literal('acervo_fechado')]);
const Situacao = Type.Union([Type.Literal('aguardando'), Type.Literal('em_transito'), Type.Literal('disponivel'), Type.Literal('finalizada'), Type.Literal('cancelada')]);
const Filtro = Type.Union([
  Type.Literal('todas'),
  Type.Literal('aguardando'),
  Type.Literal('finalizada'),
  Type.Literal('cancelada'),
  Type.Literal('disponivel'),
  Type.Literal('em_transito'),
]);
// The lists and the schemas name the same values.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const _same: [Same<Static<typeof Tipo>, TipoSolicitacao>, Same<Static<typeof Situacao>, SituacaoSolicitacao>, Same<Static<typeof Filtro>, FiltroSolicitacao>] = [true, true, true];
void _same;

/** A title's code as a form or a query sends it: a number or its digits. */
const Acervo = Type.Union([Id, Type.String({ pattern: '^[1-9][0-9]{0,9}$' })]);
/** A code as a form sends it: a number, or the digits of a `<select>` ('' or null: not chosen). */
const Codigo = Type.Optional(Type.Union([Type.Null(), Type.Integer(), Type.String({ maxLength: 12 })]));
/** A text as a form sends it (absent, null or blank: not given). The server checks lengths with a message. */
const Texto = (max: number) => Type.Optional(Nullable(Type.String({ maxLength: max })));

/** One value of a choice: what the form sends (`valor`) and what it shows (`rotulo`, in the request's language). */
export const OpcaoSolicitacao = Type.Object({ valor: Type.String(), rotulo: Type.String() });
export type OpcaoSolicitacao = Static<typeof OpcaoSolicitacao>;

/** `GET /api/solicitacoes/tipos`: the request types, the statuses and the list's filter values, labelled. */
export const TiposSolicitacao = Type.Object({
  tipos: Type.Array(
    Type.Object({
      valor: Tipo,
      rotulo: Type.String(),
      /** What the type means for the patron, one sentence. */
      descricao: Type.String(),
      /** The request needs a delivery address (home loan, interlibrary: SPEC.md §5). */
      exige_endereco: Type.Boolean(),
      /** The request names the library the copy comes from (interlibrary). */
      exige_origem: Type.Boolean(),
    }),
  ),
  situacoes: Type.Array(Type.Object({ valor: Situacao, rotulo: Type.String() })),
  filtros: Type.Array(Type.Object({ valor: Filtro, rotulo: Type.String() })),
});
export type TiposSolicitacao = Static<typeof TiposSolicitacao>;

/** A library as a request's choices list it. */
export const BibliotecaSolicitacao = Type.Object({ cod_biblioteca: Type.Integer(), desc_biblioteca: Type.String(), nome_campus: Type.String() });
export type BibliotecaSolicitacao = Static<typeof BibliotecaSolicitacao>;

/** A volume / tome / part / material combination of the title's lendable copies ('-' stands for none). */
export const CombinacaoSolicitacao = Type.Object({
  volume: OpcaoSolicitacao,
  tomo: OpcaoSolicitacao,
  parte: OpcaoSolicitacao,
  material: OpcaoSolicitacao,
  /** Lendable copies of the combination. */
  exemplares: Type.Integer({ minimum: 1 }),
  /** The libraries holding them (the origins an interlibrary request may name). */
  origens: Type.Array(Type.Integer()),
});
export type CombinacaoSolicitacao = Static<typeof CombinacaoSolicitacao>;

/** Query of `GET /api/solicitacao-emprestimo/opcoes` and `GET /api/solicitacoes/acervo-fechado`. */
export const SolicitacaoAcervoQuery = Type.Object({ acervo: Acervo });
export type SolicitacaoAcervoQuery = Static<typeof SolicitacaoAcervoQuery>;

/**
 * `GET /api/solicitacao-emprestimo/opcoes`: what the request form offers for a title — the
 * combinations of its lendable copies (not for reading in the library, not in the closed stacks) and
 * every library as a receiving location.
 */
export const OpcoesSolicitacao = Type.Object({
  cod_acervo: Type.Integer(),
  titulo: Type.String(),
  combinacoes: Type.Array(CombinacaoSolicitacao),
  bibliotecas: Type.Array(BibliotecaSolicitacao),
});
export type OpcoesSolicitacao = Static<typeof OpcoesSolicitacao>;

/** `GET /api/solicitacao-emprestimo/contato`: the patron's contact as recorded (the form's first values) and where their limit stands. */
export const ContatoSolicitacao = Type.Object({
  telefone: Type.String(),
  /** The recorded e-mails, separated by "; ". */
  emails: Type.String(),
  /** The recorded address on one line ('' when none). */
  endereco: Type.String(),
  /** Open requests (waiting, in transit, available) and the category's limit (politicas_circulacao). */
  abertas: Type.Integer({ minimum: 0 }),
  limite: Type.Integer({ minimum: 0 }),
});
export type ContatoSolicitacao = Static<typeof ContatoSolicitacao>;

/** A patron's request (SPEC.md §3): what, how, where, the contact given, its status and dates. */
export const Solicitacao = Type.Object({
  cod_solicitacao: Type.Integer(),
  cod_acervo: Type.Integer(),
  titulo: Type.String(),
  tipo: Tipo,
  tipo_descricao: Type.String(),
  situacao: Situacao,
  situacao_descricao: Type.String(),
  /** Only a waiting request may be cancelled by its patron. */
  cancelavel: Type.Boolean(),
  volume: Nullable(Type.String()),
  tomo: Nullable(Type.String()),
  parte: Nullable(Type.String()),
  material: Nullable(Type.String()),
  /** The closed-stacks copy asked for. */
  cod_exemplar: Nullable(Type.Integer()),
  /** The receiving location (library; the desk of a closed-stacks request). */
  cod_biblioteca: Type.Integer(),
  desc_biblioteca: Type.String(),
  /** The library an interlibrary request's copy comes from. */
  cod_biblioteca_origem: Nullable(Type.Integer()),
  desc_biblioteca_origem: Nullable(Type.String()),
  endereco: Nullable(Type.String()),
  telefone: Type.String(),
  emails: Type.Array(Type.String()),
  /** ISO timestamps. */
  data_solicitacao: Type.String(),
  data_atualizacao: Type.String(),
  data_cancelamento: Nullable(Type.String()),
});
export type Solicitacao = Static<typeof Solicitacao>;
export const SolicitacaoList = Type.Array(Solicitacao);

/** Query of the lists: a status filter (SPEC.md §4; default all) and, optionally, one title. */
export const SolicitacoesQuery = Type.Object({
  situacao: Type.Optional(Filtro),
  acervo: Type.Optional(Acervo),
});
export type SolicitacoesQuery = Static<typeof SolicitacoesQuery>;

const contato = {
  /** Required: digits, hyphens, parentheses and spaces, at most 16 characters. */
  telefone: Texto(200),
  /** Required: one or more e-mails separated by ";". */
  emails: Texto(2000),
};
const escolha = {
  acervo: Type.Optional(Type.Union([Type.Null(), Acervo])),
  /** Values of `combinacoes` (volume, tome, part, material; '-' for none): all four must be chosen. */
  volume: Texto(200),
  tomo: Texto(200),
  parte: Texto(200),
  material: Texto(200),
  /** The receiving location (a library): required. */
  local_recebimento: Codigo,
  /** The delivery address: required for a home loan and an interlibrary request. */
  endereco: Texto(1000),
  ...contato,
};

/**
 * Body of `POST /api/solicitacao-emprestimo`. Send an `Idempotency-Key` header (one per form) so a
 * repeated send makes one request.
 */
export const SolicitacaoRequest = Type.Object({
  /** domicilio, retirada or inter_bibliotecas (closed stacks have their own call). */
  tipo: Texto(40),
  ...escolha,
  /** The library the copy comes from: required for an interlibrary request, one holding such a copy. */
  biblioteca_origem: Codigo,
});
export type SolicitacaoRequest = Static<typeof SolicitacaoRequest>;

/** Body of `POST /api/solicitacoes/emprestimo-inter-bibliotecas`: an interlibrary request. */
export const InterBibliotecasRequest = Type.Object({ ...escolha, biblioteca_origem: Codigo });
export type InterBibliotecasRequest = Static<typeof InterBibliotecasRequest>;

/** A copy kept in the closed stacks (collection 'Reserva técnica'). */
export const ExemplarFechado = Type.Object({
  cod_exemplar: Type.Integer(),
  cod_biblioteca: Type.Integer(),
  desc_biblioteca: Type.String(),
  volume: Nullable(Type.String()),
  tomo: Nullable(Type.String()),
  parte: Nullable(Type.String()),
  material: Type.String(),
  tipo_emprestimo: Type.String(),
  localizacao: Type.String(),
  situacao: Type.String(),
  situacao_descricao: Type.String(),
  data_devolucao_prevista: Nullable(Type.String()),
  /** It is in the stacks now (on the shelf or for reading in the library), so it can be brought. */
  solicitavel: Type.Boolean(),
  /** The desks it can be brought to: the libraries of its campus. */
  balcoes: Type.Array(Type.Object({ cod_biblioteca: Type.Integer(), desc_biblioteca: Type.String() })),
});
export type ExemplarFechado = Static<typeof ExemplarFechado>;

/** `GET /api/solicitacoes/acervo-fechado?acervo=`: the title's closed-stack copies (none: an empty list). */
export const AcervoFechado = Type.Object({ cod_acervo: Type.Integer(), titulo: Type.String(), exemplares: Type.Array(ExemplarFechado) });
export type AcervoFechado = Static<typeof AcervoFechado>;

/** Body of `POST /api/solicitacoes/acervo-fechado`: one closed-stacks copy to a desk. Idempotency-Key as above. */
export const AcervoFechadoRequest = Type.Object({
  exemplar: Codigo,
  /** The desk (library) the copy is brought to: one of the copy's `balcoes`. */
  balcao: Codigo,
  ...contato,
});
export type AcervoFechadoRequest = Static<typeof AcervoFechadoRequest>;

/** `201` (made) or `200` (the same send again, by its Idempotency-Key) of a POST: the request and a message. */
export const SolicitacaoCriada = Type.Object({ solicitacao: Solicitacao, message: Type.String() });
export type SolicitacaoCriada = Static<typeof SolicitacaoCriada>;

/** `200` of the DELETE: the cancelled request and a message. */
export const SolicitacaoCancelada = SolicitacaoCriada;
export type SolicitacaoCancelada = SolicitacaoCriada;

/** Error of these calls: `campo` names the field of a 422, `codigo` the refusal (SOLICITACAO_CODES). */
export const SolicitacaoErrorResponse = Type.Object({
  message: Type.String(),
  codigo: Type.Optional(Type.String()),
  campo: Type.Optional(Type.String()),
});
export type SolicitacaoErrorResponse = Static<typeof SolicitacaoErrorResponse>;

const RULES =
  '422 with `campo` and the message in the request language for: the type (tipo), the title (acervo), volume, tomo, ' +
  'parte and material each not chosen or not among the copies, the receiving location (local_recebimento) not chosen or ' +
  'unknown, the address (endereco) missing for a home loan or an interlibrary request, the phone (telefone) missing, with ' +
  'other characters than digits, hyphens, parentheses and spaces, or over 16 characters, the e-mails missing or one of them ' +
  'invalid (emails, several separated by ";"). 422 `codigo` LIMITE_SOLICITACOES_EXCEDIDO when the patron has ' +
  'politicas_circulacao.limite_solicitacoes open requests; 409 `codigo` SOLICITACAO_DUPLICADA when the patron already has an ' +
  'open request of the title (a unique index keeps it so under concurrent sends). An `Idempotency-Key` header sent again ' +
  'answers 200 with the request it made (422 `codigo` CHAVE_IDEMPOTENCIA_REUTILIZADA when it made one for another title). 401 for a visitor (public token).';

const errors = { 400: ErrorResponse, 401: ErrorResponse, 404: SolicitacaoErrorResponse, 409: SolicitacaoErrorResponse, 422: SolicitacaoErrorResponse };

export const solicitacoesEndpoints = {
  requestTypes: {
    tags: ['solicitacoes'],
    summary: 'Loan request types, statuses and the list filter values, labelled in the request language',
    response: { 200: TiposSolicitacao, 401: ErrorResponse },
  },
  loanRequestOptions: {
    tags: ['solicitacoes'],
    summary: "A title's choices for a loan request: combinations of its lendable copies (with their libraries) and the receiving libraries",
    description: '404 for an unknown title. Copies for reading in the library only and copies of the closed stacks are not lent on request.',
    querystring: SolicitacaoAcervoQuery,
    response: { 200: OpcoesSolicitacao, 400: ErrorResponse, 401: ErrorResponse, 404: ErrorResponse },
  },
  loanRequestContact: {
    tags: ['solicitacoes'],
    summary: "The signed-in patron's recorded phone, e-mails and address (the request form's first values), open requests and limit",
    response: { 200: ContatoSolicitacao, 401: ErrorResponse },
  },
  loanRequests: {
    tags: ['solicitacoes'],
    summary: "The signed-in patron's own requests (every type), newest first, by status filter and optionally one title",
    querystring: SolicitacoesQuery,
    response: { 200: SolicitacaoList, 400: ErrorResponse, 401: ErrorResponse },
  },
  placeLoanRequest: {
    tags: ['solicitacoes'],
    summary: 'A loan request: home delivery, pick-up at a library or interlibrary (private token)',
    description: RULES,
    body: SolicitacaoRequest,
    response: { 201: SolicitacaoCriada, 200: SolicitacaoCriada, ...errors },
  },
  cancelLoanRequest: {
    tags: ['solicitacoes'],
    summary: "Cancels one of the patron's own requests while it is waiting",
    description: "404 for another patron's request or an unknown one; 422 `codigo` SOLICITACAO_NAO_CANCELAVEL once it is no longer waiting.",
    params: IdParams,
    response: { 200: SolicitacaoCancelada, ...errors },
  },
  interlibraryRequests: {
    tags: ['solicitacoes'],
    summary: "The signed-in patron's interlibrary requests, newest first, by status filter",
    querystring: SolicitacoesQuery,
    response: { 200: SolicitacaoList, 400: ErrorResponse, 401: ErrorResponse },
  },
  placeInterlibraryRequest: {
    tags: ['solicitacoes'],
    summary: 'An interlibrary request: a copy held by another library (biblioteca_origem) sent to the receiving library',
    description: `${RULES} Also 422 (biblioteca_origem) for an origin not chosen, not holding such a copy, or the receiving library itself.`,
    body: InterBibliotecasRequest,
    response: { 201: SolicitacaoCriada, 200: SolicitacaoCriada, ...errors },
  },
  closedStacks: {
    tags: ['solicitacoes'],
    summary: "A title's copies kept in the closed stacks (collection 'Reserva técnica'), their library, status and desks",
    description: '404 for an unknown title; a title without such copies answers an empty list.',
    querystring: SolicitacaoAcervoQuery,
    response: { 200: AcervoFechado, 400: ErrorResponse, 401: ErrorResponse, 404: ErrorResponse },
  },
  placeClosedStacksRequest: {
    tags: ['solicitacoes'],
    summary: 'Asks for one closed-stacks copy to be brought to a desk (a library of its campus)',
    description:
      '422 with `campo`: exemplar not chosen or not a closed-stacks copy, balcao not chosen or not a desk of its campus, ' +
      'telefone, emails as for loan requests; 422 `codigo` EXEMPLAR_INDISPONIVEL when the copy is out of the stacks ' +
      '(on loan, in transit); the limit, duplicate and Idempotency-Key rules of loan requests.',
    body: AcervoFechadoRequest,
    response: { 201: SolicitacaoCriada, 200: SolicitacaoCriada, ...errors },
  },
} as const satisfies EndpointSchemas;
