/**
 * Schemas of the library desk's calls (`/api/balcao/...`, issue 26): check out with the patron's
 * loan token, return, release a hold to the next in the queue, mark a loan request ready. Only a
 * token of the confidential desk client (BALCAO_CLIENT_ID, client_credentials with its secret) is
 * accepted; any other token is refused 403 with `codigo` SOMENTE_BALCAO.
 */
import { Type, type Static } from '@sinclair/typebox';
import { ErrorResponse, IdParams, Nullable } from './common';
import { BALCAO_CLIENT_ID } from './meu-pergamum-resumo';
import type { EndpointSchemas } from './endpoints';

/** `codigo` of the desk's refusals (SPEC.md §8); each has a text per locale in @estante/i18n (errors.codes). */
export const BALCAO_CODIGOS = {
  /** 403: a token that is not the desk client's. */
  somenteBalcao: 'SOMENTE_BALCAO',
  /** 404: the loan token is unknown, expired or already used. */
  tokenInvalido: 'BALCAO_TOKEN_INVALIDO',
  /** 404: no copy with that code. */
  exemplarNaoEncontrado: 'BALCAO_EXEMPLAR_NAO_ENCONTRADO',
  /** 403: the patron is blocked (by the library, or a debt unpaid past its tolerance). */
  usuarioBloqueado: 'USUARIO_BLOQUEADO',
  /** 409: the copy is on loan. */
  exemplarEmprestado: 'BALCAO_EXEMPLAR_EMPRESTADO',
  /** 409: the copy is for reading in the library only ("Consulta local"). */
  consultaLocal: 'BALCAO_CONSULTA_LOCAL',
  /** 409: the copy is set aside for another patron's hold. */
  reservadoOutro: 'BALCAO_RESERVADO_OUTRO_USUARIO',
  /** 409: the copy is neither on the shelf nor held for this patron (in transit). */
  exemplarIndisponivel: 'EXEMPLAR_INDISPONIVEL',
  /** 409: returning a copy that is not on loan. */
  naoEmprestado: 'BALCAO_EXEMPLAR_NAO_EMPRESTADO',
  /** 409: releasing a copy that is not on the shelf. */
  naoNaEstante: 'BALCAO_EXEMPLAR_NAO_DISPONIVEL',
  /** 409: no hold waits in the title's queue that the copy can serve. */
  filaVazia: 'BALCAO_FILA_VAZIA',
  /** 404: no loan request with that code. */
  solicitacaoNaoEncontrada: 'BALCAO_SOLICITACAO_NAO_ENCONTRADA',
  /** 409: the request is already ready to collect. */
  solicitacaoJaDisponivel: 'BALCAO_SOLICITACAO_JA_DISPONIVEL',
  /** 409: the request was finished or cancelled. */
  solicitacaoEncerrada: 'BALCAO_SOLICITACAO_ENCERRADA',
} as const;

/** A day, YYYY-MM-DD. */
const Dia = Type.String({ pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' });

/** A copy as the desk scans it: its code (exemplares.cod_exemplar, the number on its barcode). */
const Exemplar = Type.Integer({ minimum: 1, maximum: 2147483647 });

export const BalcaoEmprestimoRequest = Type.Object({
  /** The patron's loan token (8 characters; spaces, dashes and case ignored). Used up by a loan. */
  token: Type.String({ minLength: 1, maxLength: 40 }),
  exemplar: Exemplar,
});
export type BalcaoEmprestimoRequest = Static<typeof BalcaoEmprestimoRequest>;

export const BalcaoExemplarRequest = Type.Object({ exemplar: Exemplar });
export type BalcaoExemplarRequest = Static<typeof BalcaoExemplarRequest>;

/** A hold released to its patron: ready to collect until `data_limite_retirada` (days YYYY-MM-DD). */
export const BalcaoReservaLiberada = Type.Object({
  cod_reserva: Type.Integer(),
  cod_pessoa: Type.Integer(),
  cod_exemplar: Type.Integer(),
  cod_biblioteca: Nullable(Type.Integer()),
  data_liberacao: Dia,
  data_limite_retirada: Dia,
});
export type BalcaoReservaLiberada = Static<typeof BalcaoReservaLiberada>;

/** The loan made at the desk (days YYYY-MM-DD). */
export const BalcaoEmprestimo = Type.Object({
  cod_emprestimo: Type.Integer(),
  cod_exemplar: Type.Integer(),
  cod_acervo: Type.Integer(),
  titulo: Type.String(),
  cod_pessoa: Type.Integer(),
  nome: Type.String(),
  data_emprestimo: Dia,
  devolucao_prevista: Dia,
  /** The patron's hold this loan fulfilled (released to them, or waiting in the queue), if any. */
  cod_reserva_atendida: Nullable(Type.Integer()),
});
export type BalcaoEmprestimo = Static<typeof BalcaoEmprestimo>;

/** A return: late days and the fine it created (the debts page shows it), where the copy went. */
export const BalcaoDevolucao = Type.Object({
  cod_emprestimo: Type.Integer(),
  cod_exemplar: Type.Integer(),
  cod_pessoa: Type.Integer(),
  data_devolucao: Dia,
  dias_atraso: Type.Integer({ minimum: 0 }),
  /** The late-return fine (the circulation policy's rate per day), or null when returned on time. */
  multa: Nullable(Type.Object({ cod_debito: Type.Integer(), valor: Type.String() })),
  /** The first hold in the title's queue the copy was released to, or null (the copy is back on the shelf). */
  reserva_liberada: Nullable(BalcaoReservaLiberada),
  situacao_exemplar: Type.Union([Type.Literal('disponivel'), Type.Literal('reservado')]),
});
export type BalcaoDevolucao = Static<typeof BalcaoDevolucao>;

/** A loan request marked ready to collect. */
export const BalcaoSolicitacaoDisponivel = Type.Object({
  cod_solicitacao: Type.Integer(),
  cod_pessoa: Type.Integer(),
  situacao: Type.Literal('disponivel'),
  /** ISO timestamp. */
  data_atualizacao: Type.String(),
});
export type BalcaoSolicitacaoDisponivel = Static<typeof BalcaoSolicitacaoDisponivel>;

/** Errors: `codigo` from BALCAO_CODIGOS. */
export const BalcaoErrorResponse = Type.Object({ message: Type.String(), codigo: Type.Optional(Type.String()), campo: Type.Optional(Type.String()) });
export type BalcaoErrorResponse = Static<typeof BalcaoErrorResponse>;

const who = `Only a token of the desk client ${BALCAO_CLIENT_ID} (client_credentials with its secret): 401 without a token, 403 (SOMENTE_BALCAO) for any other.`;
const errors = { 400: BalcaoErrorResponse, 401: ErrorResponse, 403: BalcaoErrorResponse, 404: BalcaoErrorResponse, 409: BalcaoErrorResponse };

export const balcaoEndpoints = {
  deskCheckout: {
    tags: ['balcao'],
    summary: "Check out a copy to the patron whose loan token is shown (desk client token); the token is used up by the loan",
    description: `${who} The due date is today plus the copy's special period or the patron category's loan days (politicas_circulacao). 404 BALCAO_TOKEN_INVALIDO, BALCAO_EXEMPLAR_NAO_ENCONTRADO; 403 USUARIO_BLOQUEADO; 409 BALCAO_EXEMPLAR_EMPRESTADO, BALCAO_CONSULTA_LOCAL, BALCAO_RESERVADO_OUTRO_USUARIO, EXEMPLAR_INDISPONIVEL. A refused check-out leaves the token valid. A copy released to this patron's hold fulfils it.`,
    body: BalcaoEmprestimoRequest,
    response: { 201: BalcaoEmprestimo, ...errors },
  },
  deskReturn: {
    tags: ['balcao'],
    summary: 'Return a copy on loan (desk client token): a late return creates its fine; the first hold waiting in the queue gets the copy',
    description: `${who} 404 BALCAO_EXEMPLAR_NAO_ENCONTRADO; 409 BALCAO_EXEMPLAR_NAO_EMPRESTADO (also the second of two returns at once).`,
    body: BalcaoExemplarRequest,
    response: { 200: BalcaoDevolucao, ...errors },
  },
  deskReleaseHold: {
    tags: ['balcao'],
    summary: 'Release a copy on the shelf to the first hold waiting in its title queue (desk client token)',
    description: `${who} 404 BALCAO_EXEMPLAR_NAO_ENCONTRADO; 409 BALCAO_EXEMPLAR_NAO_DISPONIVEL (not on the shelf), BALCAO_FILA_VAZIA.`,
    body: BalcaoExemplarRequest,
    response: { 200: BalcaoReservaLiberada, ...errors },
  },
  deskRequestReady: {
    tags: ['balcao'],
    summary: 'Mark a loan request ready to collect (desk client token)',
    description: `${who} 404 BALCAO_SOLICITACAO_NAO_ENCONTRADA; 409 BALCAO_SOLICITACAO_JA_DISPONIVEL, BALCAO_SOLICITACAO_ENCERRADA.`,
    params: IdParams,
    response: { 200: BalcaoSolicitacaoDisponivel, ...errors },
  },
} as const satisfies EndpointSchemas;
