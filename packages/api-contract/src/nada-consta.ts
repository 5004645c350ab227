/**
 * Schemas of the clearance declaration ("nada consta"; issue 25; SPEC.md §1 "clearance declaration",
 * §5 e-mails, §7 "nada-consta verify and POST; POST /nada-consta/send-mail (multipart)", §8): what
 * still keeps the patron from getting it, in words, each blocker pointing at the personal-area page
 * that settles it; issuing it as a PDF with a verification code and a QR code of the public
 * verification address; e-mailing it; and the public check of a code.
 */
import { Type, type Static } from '@sinclair/typebox';
import { ErrorResponse, Nullable } from './common';
import type { EndpointSchemas } from './endpoints';

/** What keeps a patron from the declaration. */
export const TIPOS_PENDENCIA = ['emprestimo', 'debito', 'reserva', 'solicitacao', 'bloqueio'] as const;
export type TipoPendencia = (typeof TIPOS_PENDENCIA)[number];

/** One kind of blocker, in the request's language. */
export const PendenciaNadaConsta = Type.Object({
  tipo: Type.Union(TIPOS_PENDENCIA.map((t) => Type.Literal(t))),
  /** Stable, for a client that shows its own words (EMPRESTIMOS_EM_ABERTO, DEBITOS_EM_ABERTO, RESERVAS_A_RETIRAR, SOLICITACOES_EM_ANDAMENTO, USUARIO_BLOQUEADO). */
  codigo: Type.String(),
  quantidade: Type.Integer({ minimum: 1 }),
  /** The blocker and what settles it, as a sentence. */
  descricao: Type.String(),
  /** Each item (a title and its date, a debt and its balance, the library's reason for a block). */
  itens: Type.Array(Type.String()),
  /** The personal-area page that settles it (`/meupergamum/emprestimos`…); null: only the library can (a block). */
  link: Nullable(Type.String()),
});
export type PendenciaNadaConsta = Static<typeof PendenciaNadaConsta>;

/** A declaration the patron was issued. */
export const DeclaracaoNadaConsta = Type.Object({
  /** The verification code as stored (28 characters); `codigo_formatado` groups it for reading. */
  codigo: Type.String(),
  codigo_formatado: Type.String(),
  /** When it was issued (ISO timestamp) and the day it certifies (yyyy-mm-dd). */
  emitida_em: Type.String(),
  data: Type.String(),
  /** The public verification address (`<site>/nada-consta/<code>`), what the QR code holds. */
  url_verificacao: Type.String(),
});
export type DeclaracaoNadaConsta = Static<typeof DeclaracaoNadaConsta>;

/** `GET /api/nada-consta/verificar`. */
export const VerificacaoNadaConsta = Type.Object({
  /** True when nothing blocks: `POST /api/nada-consta` issues it. */
  liberado: Type.Boolean(),
  /** The outcome as a sentence. */
  message: Type.String(),
  pendencias: Type.Array(PendenciaNadaConsta),
  /** The patron's declarations, newest first (at most 20). */
  declaracoes: Type.Array(DeclaracaoNadaConsta),
});
export type VerificacaoNadaConsta = Static<typeof VerificacaoNadaConsta>;

/** Path of the calls about one declaration: its verification code (typed any way the reader accepts). */
export const CodigoNadaConstaParams = Type.Object({ codigo: Type.String({ minLength: 1, maxLength: 64 }) });
export type CodigoNadaConstaParams = Static<typeof CodigoNadaConstaParams>;

/** Fields of `POST /api/nada-consta/send-mail` (multipart/form-data). */
export const EnvioNadaConstaRequest = Type.Object({
  /** One or more addresses separated by ";" (SPEC.md §5), at most MAX_EMAILS_NADA_CONSTA. */
  emails: Type.Optional(Type.String({ maxLength: 2000 })),
  /** Which of the patron's declarations; absent: the newest. */
  codigo: Type.Optional(Type.String({ maxLength: 64 })),
});
export type EnvioNadaConstaRequest = Static<typeof EnvioNadaConstaRequest>;

/** `200` of send-mail. */
export const EnvioNadaConsta = Type.Object({ message: Type.String(), enviado_para: Type.Array(Type.String()), codigo: Type.String() });
export type EnvioNadaConsta = Static<typeof EnvioNadaConsta>;

/** `GET /api/nada-consta/validacao/:codigo` (public): what a verifier needs, nothing more (no CPF, no address, no full user code). */
export const ValidacaoNadaConsta = Type.Object({
  valida: Type.Literal(true),
  codigo_formatado: Type.String(),
  nome: Type.String(),
  /** The registration with all but its last 3 characters hidden (`•••••001`). */
  matricula: Type.String(),
  instituicao: Type.String(),
  emitida_em: Type.String(),
  data: Type.String(),
  message: Type.String(),
});
export type ValidacaoNadaConsta = Static<typeof ValidacaoNadaConsta>;

/** Error of these calls: `codigo` (NADA_CONSTA_CODES, PERMISSAO_NEGADA…), `campo` of a 422, the blockers of a refused issue. */
export const NadaConstaErrorResponse = Type.Object({
  message: Type.String(),
  codigo: Type.Optional(Type.String()),
  campo: Type.Optional(Type.String()),
  pendencias: Type.Optional(Type.Array(PendenciaNadaConsta)),
});
export type NadaConstaErrorResponse = Static<typeof NadaConstaErrorResponse>;

const errors = { 400: NadaConstaErrorResponse, 401: ErrorResponse, 403: NadaConstaErrorResponse, 404: NadaConstaErrorResponse, 422: NadaConstaErrorResponse };

export const nadaConstaEndpoints = {
  verifyClearance: {
    tags: ['nada-consta'],
    summary: 'What still keeps the patron from the clearance declaration, in words, and the declarations issued (private token)',
    description:
      'Blockers: open loans (emprestimos), debts with a balance (debitos), holds released and waiting to be collected (reservas), loan ' +
      'requests in progress (solicitacoes) and a block by the library (bloqueio, no page: the library lifts it). 403 PERMISSAO_NEGADA ' +
      'when the category has no clearance page (activity 5721 of module 571).',
    response: { 200: VerificacaoNadaConsta, ...errors },
  },
  issueClearance: {
    tags: ['nada-consta'],
    summary: 'Issues the clearance declaration and answers it as a PDF (private token)',
    description:
      'The body is the PDF (application/pdf, attachment nada-consta-<code>.pdf), not JSON; header X-Codigo-Verificacao holds the ' +
      'verification code. 201 with a new declaration; 200 with the same one when the patron already has one of today (a double click, ' +
      'two tabs: one declaration). 422 NADA_CONSTA_PENDENCIAS with `pendencias` when something blocks it.',
    response: { 422: NadaConstaErrorResponse, 401: ErrorResponse, 403: NadaConstaErrorResponse },
  },
  clearancePdf: {
    tags: ['nada-consta'],
    summary: "One of the patron's own declarations again, as the PDF (private token)",
    description: "The body is the PDF. Another patron's code, or an unknown one, is 404 NADA_CONSTA_NAO_ENCONTRADA.",
    params: CodigoNadaConstaParams,
    response: errors,
  },
  mailClearance: {
    tags: ['nada-consta'],
    summary: "E-mails one of the patron's own declarations with the PDF attached (private token; multipart/form-data)",
    description:
      'Fields `emails` (several separated by ";", at most 5) and `codigo` (absent: the newest declaration). 415 NADA_CONSTA_MULTIPART ' +
      'for another content type; 422 `campo` emails when missing, not an address or beyond the limit; 404 when the ' +
      "code is not one of the patron's declarations (or they have none); 503 EMAIL_INDISPONIVEL when the mail server did not take it. " +
      'Limited per address (20 an hour).',
    body: EnvioNadaConstaRequest,
    response: { 200: EnvioNadaConsta, 415: NadaConstaErrorResponse, 503: NadaConstaErrorResponse, ...errors },
  },
  validateClearance: {
    tags: ['nada-consta'],
    summary: 'Checks a declaration by its verification code: for whom and when it was issued (any token, the public one will do)',
    description:
      '404 NADA_CONSTA_NAO_ENCONTRADA for a code no declaration has (unknown, mistyped or forged); 400 NADA_CONSTA_CODIGO_INVALIDO for ' +
      'text that cannot be a code. Only the name, the masked registration, the institution and the issue date: nothing else of the ' +
      'patron. Limited per address (30 a minute).',
    params: CodigoNadaConstaParams,
    response: { 200: ValidacaoNadaConsta, 429: ErrorResponse, ...errors },
  },
} as const satisfies EndpointSchemas;
