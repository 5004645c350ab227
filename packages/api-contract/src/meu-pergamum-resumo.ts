/**
 * Schemas of the personal area's summary (`GET /api/meu-pergamum/resumo`) and the loan token, the
 * patron's digital library card (`/api/emprestimo/token`; SPEC.md §1 personal area, §3, §8).
 */
import { Type, type Static } from '@sinclair/typebox';
import { ErrorResponse, Nullable } from './common';
import type { EndpointSchemas } from './endpoints';

/** The library's loan desk OAuth client: its tokens (client_credentials, with its secret) validate loan tokens. */
export const BALCAO_CLIENT_ID = 'estante-balcao';

/** A loan token: 8 characters of this alphabet (no 0/O, 1/I: read aloud or typed without doubt). */
export const TOKEN_EMPRESTIMO_ALFABETO = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
export const TOKEN_EMPRESTIMO_TAMANHO = 8;
/** How long a loan token is valid, in minutes. */
export const TOKEN_EMPRESTIMO_MINUTOS = 15;
/** A loan is "due soon" on the summary when due within this many days (or overdue). */
export const RESUMO_DIAS_VENCIMENTO = 3;

/** A calendar day as the loan endpoints write it (PERGAMUM-API.md): dd/mm/yyyy. */
const DiaBr = Type.String({ pattern: '^[0-9]{2}/[0-9]{2}/[0-9]{4}$' });

/** A loan due within RESUMO_DIAS_VENCIMENTO days, or overdue. */
export const ResumoEmprestimo = Type.Object({
  cod_emprestimo: Type.Integer(),
  /** The loaned copy's title (its page: /acervo/{cod_acervo}). */
  cod_acervo: Type.Integer(),
  titulo: Type.String(),
  data_devolucao: DiaBr,
  atrasado: Type.Boolean(),
});
export type ResumoEmprestimo = Static<typeof ResumoEmprestimo>;

/** A hold released to the patron: collect it by the deadline at its library. */
export const ResumoReserva = Type.Object({
  cod_reserva: Type.Integer(),
  /** The held title (its page: /acervo/{cod_acervo}). */
  cod_acervo: Type.Integer(),
  titulo: Type.String(),
  desc_biblioteca: Nullable(Type.String()),
  data_limite_retirada: Nullable(DiaBr),
});
export type ResumoReserva = Static<typeof ResumoReserva>;

/**
 * `GET /api/meu-pergamum/resumo`: the patron's circulation at a glance. A part is null when the
 * patron's category has no access to its page (module 571, SPEC.md §9).
 */
export const Resumo = Type.Object({
  emprestimos: Nullable(
    Type.Object({
      /** Every open loan of the patron. */
      abertos: Type.Integer({ minimum: 0 }),
      /** Those due within 3 days or overdue, soonest first. */
      vencendo: Type.Array(ResumoEmprestimo),
    }),
  ),
  reservas: Nullable(Type.Object({ liberadas: Type.Array(ResumoReserva) })),
  debitos: Nullable(
    Type.Object({
      /** Open debts (balance valor − desconto − valor_pago above zero). */
      quantidade: Type.Integer({ minimum: 0 }),
      /** Their balance in reais, a decimal string ("25.00"). */
      total: Type.String({ pattern: '^[0-9]+\\.[0-9]{2}$' }),
    }),
  ),
  alertas: Nullable(Type.Object({ nao_lidos: Type.Integer({ minimum: 0 }) })),
});
export type Resumo = Static<typeof Resumo>;

/** The patron's loan token: the text (only to its owner) and when it stops working (ISO instant). */
export const TokenEmprestimo = Type.Object({
  token: Type.String({ pattern: `^[${TOKEN_EMPRESTIMO_ALFABETO}]{${TOKEN_EMPRESTIMO_TAMANHO}}$` }),
  expira_em: Type.String(),
  /** Seconds left (the page counts down from it, whatever the device's clock says). */
  segundos_restantes: Type.Integer({ minimum: 0 }),
});
export type TokenEmprestimo = Static<typeof TokenEmprestimo>;

/** Body of `POST /api/emprestimo/token/validar` (the desk scans or types it; spaces and case ignored). */
export const ValidarTokenRequest = Type.Object({ token: Type.String({ minLength: 1, maxLength: 40 }) });
export type ValidarTokenRequest = Static<typeof ValidarTokenRequest>;

/** Who the token belongs to, for the desk. */
export const TokenValidado = Type.Object({
  cod_pessoa: Type.Integer(),
  nome: Type.String(),
  /** The user code the patron signed in with. */
  login: Type.String(),
  cod_categoria: Type.String(),
  /** The category in the request's language. */
  categoria: Type.String(),
  /** Blocked by the library, or an unpaid debt older than 30 days: no loans until settled. */
  bloqueado: Type.Boolean(),
});
export type TokenValidado = Static<typeof TokenValidado>;

export const meuPergamumResumoEndpoints = {
  patronSummary: {
    tags: ['meu-pergamum'],
    summary: "The personal area's summary: loans due within 3 days or overdue, holds ready to collect, open debts, unread alerts (private token)",
    description: 'A part the patron\'s category may not see (module 571) is null.',
    response: { 200: Resumo, 401: ErrorResponse },
  },
  loanToken: {
    tags: ['emprestimo'],
    summary: "The patron's valid loan token (digital library card), or null when none is valid (private token)",
    description: '403 for a category without the loan token page (module 571, activity 5720).',
    response: { 200: Nullable(TokenEmprestimo), 401: ErrorResponse, 403: ErrorResponse },
  },
  newLoanToken: {
    tags: ['emprestimo'],
    summary: `A new loan token, valid ${TOKEN_EMPRESTIMO_MINUTOS} minutes; the previous one stops working (private token)`,
    description: 'One live token per patron: of two requests at once, only the token of the last one works.',
    response: { 201: TokenEmprestimo, 401: ErrorResponse, 403: ErrorResponse },
  },
  validateLoanToken: {
    tags: ['emprestimo'],
    summary: "The loan desk checks a patron's loan token and consumes it (desk client token)",
    description: `403 for any token but one of the desk client ${BALCAO_CLIENT_ID} (client_credentials with its secret); 404 for a token that is unknown, expired or already used (single use).`,
    body: ValidarTokenRequest,
    response: { 200: TokenValidado, 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse },
  },
} as const satisfies EndpointSchemas;
