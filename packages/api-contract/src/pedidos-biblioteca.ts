/**
 * The patron's requests to the library (issue 26 item 5): a bibliographic survey (levantamento
 * bibliográfico) and an exchange of publications (permuta). Each has a status (received, in
 * progress, answered, cancelled) and the library's answer (plain text); the patron may cancel one
 * while it is not answered; the library's staff lists the open ones and answers them through the
 * staff command (the moderation client's token only). The rules: ./pedidos-biblioteca-regras.ts.
 */
import { Type, type Static } from '@sinclair/typebox';
import { ErrorResponse, IdParams, Nullable } from './common';

/** Stable codes (`codigo`) of the errors of these calls. */
export const PEDIDO_CODIGOS = {
  invalido: 'PEDIDO_CAMPO_INVALIDO',
  naoEncontrado: 'PEDIDO_NAO_ENCONTRADO',
  encerrado: 'PEDIDO_ENCERRADO',
  permissaoNegada: 'PERMISSAO_NEGADA',
  somenteEquipe: 'SOMENTE_EQUIPE',
} as const;

const Situacao = Type.Union([Type.Literal('recebido'), Type.Literal('em_andamento'), Type.Literal('respondido'), Type.Literal('cancelado')]);
const texto = (max: number) => Type.Optional(Nullable(Type.String({ maxLength: max })));
// Null first: the server coerces types, and a null tried as an integer first would arrive as 0.
const Ano = Type.Optional(Type.Union([Type.Null(), Type.Integer(), Type.String({ maxLength: 12 })]));

/** One choice of a list, by its code, named in the request's language. */
export const OpcaoPedido = Type.Object({ valor: Type.String(), rotulo: Type.String() });
export type OpcaoPedido = Static<typeof OpcaoPedido>;

/** `GET /api/pessoas/levantamento-bibliografico/opcoes`: the survey form's lists, in the request's language. */
export const OpcoesLevantamento = Type.Object({
  idiomas: Type.Array(OpcaoPedido),
  /** The catalogue's work types (valor: cod_tipo_obra). */
  tipos_obra: Type.Array(OpcaoPedido),
  finalidades: Type.Array(OpcaoPedido),
});
export type OpcoesLevantamento = Static<typeof OpcoesLevantamento>;

/** What every request carries: its status, by code and name, and the library's answer. */
const PedidoBase = {
  cod_pedido: Type.Integer(),
  situacao: Situacao,
  /** The status in the request's language. */
  situacao_descricao: Type.String(),
  /** ISO timestamp of the request. */
  data_pedido: Type.String(),
  /** ISO timestamp of the last change of status (null: none since it was received). */
  data_situacao: Nullable(Type.String()),
  /** The library's answer, plain text (null: none yet). */
  resposta: Nullable(Type.String()),
  /** The patron may still cancel it (received or in progress). */
  cancelavel: Type.Boolean(),
  /** Who cancelled it (null: not cancelled). */
  cancelado_por: Nullable(Type.Union([Type.Literal('usuario'), Type.Literal('biblioteca')])),
};

/** One bibliographic survey of the patron. */
export const Levantamento = Type.Object({
  ...PedidoBase,
  assunto: Type.String(),
  ano_inicio: Type.Integer(),
  ano_fim: Type.Integer(),
  idiomas: Type.Array(OpcaoPedido),
  tipos_obra: Type.Array(OpcaoPedido),
  finalidade: OpcaoPedido,
  /** yyyy-mm-dd */
  prazo: Type.String(),
  observacoes: Nullable(Type.String()),
});
export type Levantamento = Static<typeof Levantamento>;
export const Levantamentos = Type.Array(Levantamento);
export type Levantamentos = Static<typeof Levantamentos>;

/** Body of `POST /api/pessoas/levantamento-bibliografico` (rules: problemasDoLevantamento). */
export const NovoLevantamento = Type.Object({
  assunto: texto(400),
  ano_inicio: Ano,
  ano_fim: Ano,
  idiomas: Type.Optional(Nullable(Type.Array(Type.String({ maxLength: 8 }), { maxItems: 50 }))),
  tipos_obra: Type.Optional(Nullable(Type.Array(Type.Integer({ minimum: 0, maximum: 2147483647 }), { maxItems: 50 }))),
  finalidade: texto(40),
  /** yyyy-mm-dd, not before today. */
  prazo: texto(20),
  observacoes: texto(2200),
});
export type NovoLevantamento = Static<typeof NovoLevantamento>;

/** One publication offered or asked for. */
export const ItemPermuta = Type.Object({
  titulo: Type.String(),
  autor: Nullable(Type.String()),
  ano: Nullable(Type.Integer()),
  quantidade: Type.Integer({ minimum: 1 }),
  notas: Nullable(Type.String()),
});
export type ItemPermuta = Static<typeof ItemPermuta>;

/** One exchange request of the patron. */
export const Permuta = Type.Object({
  ...PedidoBase,
  modalidade: Type.Union([Type.Literal('oferta'), Type.Literal('procura')]),
  /** The kind in the request's language. */
  modalidade_descricao: Type.String(),
  instituicao: Nullable(Type.String()),
  observacoes: Nullable(Type.String()),
  itens: Type.Array(ItemPermuta),
});
export type Permuta = Static<typeof Permuta>;
export const Permutas = Type.Array(Permuta);
export type Permutas = Static<typeof Permutas>;

/** Body of `POST /api/pessoas/permuta` (rules: problemasDaPermuta). */
export const NovaPermuta = Type.Object({
  modalidade: texto(20),
  instituicao: texto(300),
  observacoes: texto(2200),
  itens: Type.Optional(
    Nullable(
      Type.Array(
        Type.Object({
          titulo: texto(600),
          autor: texto(400),
          ano: Ano,
          quantidade: Ano,
          notas: texto(600),
        }),
        { maxItems: 100 },
      ),
    ),
  ),
});
export type NovaPermuta = Static<typeof NovaPermuta>;

/** `201` of a new request and `200` of a cancellation: the request as it now stands and a message. */
export const LevantamentoGravado = Type.Object({ levantamento: Levantamento, message: Type.String() });
export type LevantamentoGravado = Static<typeof LevantamentoGravado>;
export const PermutaGravada = Type.Object({ permuta: Permuta, message: Type.String() });
export type PermutaGravada = Static<typeof PermutaGravada>;

/** A request as the library's staff reads it: who asked, and what (in one line of text per field). */
export const PedidoEquipe = Type.Object({
  cod_pedido: Type.Integer(),
  tipo: Type.Union([Type.Literal('levantamento'), Type.Literal('permuta')]),
  situacao: Situacao,
  data_pedido: Type.String(),
  nome_pessoa: Type.String(),
  categoria: Type.String(),
  email: Nullable(Type.String()),
  /** What was asked, field by field, in the request's language. */
  detalhes: Type.Array(Type.Object({ campo: Type.String(), valor: Type.String() })),
});
export type PedidoEquipe = Static<typeof PedidoEquipe>;
export const PedidosEquipe = Type.Array(PedidoEquipe);
export type PedidosEquipe = Static<typeof PedidosEquipe>;

/** Body of `PUT /api/pessoas/pedidos-biblioteca/equipe/:id`: in progress, answered (with the answer) or cancelled by the library. */
export const RespostaEquipe = Type.Object({
  situacao: Type.Union([Type.Literal('em_andamento'), Type.Literal('respondido'), Type.Literal('cancelado')]),
  /** Plain text (HTML tags are taken out); required to answer. */
  resposta: texto(8200),
});
export type RespostaEquipe = Static<typeof RespostaEquipe>;
export const PedidoEquipeGravado = Type.Object({
  pedido: PedidoEquipe,
  message: Type.String(),
  /** On an answer, the e-mail to the patron: sent, none (no address, or they refuse e-mail), or the mail server refused it (the answer stands); null otherwise. */
  email: Nullable(Type.Union([Type.Literal('enviado'), Type.Literal('sem_email'), Type.Literal('falhou')])),
});
export type PedidoEquipeGravado = Static<typeof PedidoEquipeGravado>;

/** Errors: `codigo` from PEDIDO_CODIGOS, `campo` naming the field of a 422. */
export const PedidoErrorResponse = Type.Object({
  message: Type.String(),
  codigo: Type.Optional(Type.String()),
  campo: Type.Optional(Type.String()),
});
export type PedidoErrorResponse = Static<typeof PedidoErrorResponse>;

const patronErrors = { 401: ErrorResponse, 403: PedidoErrorResponse };

export const pedidosBibliotecaEndpoints = {
  surveyOptions: {
    tags: ['pessoas'],
    summary: "The survey form's lists (languages, the catalogue's work types, purposes) in the request language",
    response: { 200: OpcoesLevantamento, ...patronErrors },
  },
  mySurveys: {
    tags: ['pessoas'],
    summary: "The signed-in patron's bibliographic surveys, newest first, with status and the library's answer",
    description: '403 for a category without the page (module 571, activity 5729).',
    response: { 200: Levantamentos, ...patronErrors },
  },
  requestSurvey: {
    tags: ['pessoas'],
    summary: 'Asks the library for a bibliographic survey',
    description: '422 (`campo`) for each rule of problemasDoLevantamento; 403 without activity 5729.',
    body: NovoLevantamento,
    response: { 201: LevantamentoGravado, ...patronErrors, 422: PedidoErrorResponse },
  },
  cancelSurvey: {
    tags: ['pessoas'],
    summary: "Cancels the patron's own survey while it is not answered",
    description: "404 for another patron's or no such survey; 409 when it is answered or cancelled already (of two cancels at once, one succeeds).",
    params: IdParams,
    response: { 200: LevantamentoGravado, ...patronErrors, 404: PedidoErrorResponse, 409: PedidoErrorResponse },
  },
  myExchanges: {
    tags: ['pessoas'],
    summary: "The signed-in patron's exchange requests, newest first, with status and the library's answer",
    description: '403 for a category without the page (module 571, activity 5730).',
    response: { 200: Permutas, ...patronErrors },
  },
  requestExchange: {
    tags: ['pessoas'],
    summary: 'Offers publications to the library, or asks for publications, in exchange',
    description: '422 (`campo`, items as `itens.N.field`) for each rule of problemasDaPermuta; 403 without activity 5730.',
    body: NovaPermuta,
    response: { 201: PermutaGravada, ...patronErrors, 422: PedidoErrorResponse },
  },
  cancelExchange: {
    tags: ['pessoas'],
    summary: "Cancels the patron's own exchange request while it is not answered",
    params: IdParams,
    response: { 200: PermutaGravada, ...patronErrors, 404: PedidoErrorResponse, 409: PedidoErrorResponse },
  },
  staffLibraryRequests: {
    tags: ['pessoas'],
    summary: "The library staff's list of open surveys and exchange requests, oldest first (the staff client's token only)",
    response: { 200: PedidosEquipe, 401: ErrorResponse, 403: PedidoErrorResponse },
  },
  staffAnswerLibraryRequest: {
    tags: ['pessoas'],
    summary: 'The library staff sets an open request in progress, answers it or cancels it (the staff client only)',
    description: '422 (`campo` resposta) to answer without an answer; 409 when the request is closed already.',
    params: IdParams,
    body: RespostaEquipe,
    response: { 200: PedidoEquipeGravado, 401: ErrorResponse, 403: PedidoErrorResponse, 404: PedidoErrorResponse, 409: PedidoErrorResponse, 422: PedidoErrorResponse },
  },
} as const;
