/**
 * Schemas of the personal area (issue 16 H1: pending loans, renewals (PERGAMUM-API.md shapes: dd/mm/yyyy dates, qtdeRenovacoes as a string, the array body of renovacao) and the due-date calendar feed).
 */
import { Type, type Static } from '@sinclair/typebox';
import { ErrorResponse, Id, Nullable } from './common';
import type { EndpointSchemas } from './endpoints';

/** A day as the renewal clients write it: dd/mm/yyyy. */
const DiaBr = Type.String({ pattern: '^[0-9]{2}/[0-9]{2}/[0-9]{4}$' });
/** A count written as its digits (PERGAMUM-API.md: `qtdeRenovacoes` is a string). */
const Contagem = Type.String({ pattern: '^[0-9]+$' });

/**
 * Why a loan cannot be renewed, checked in this order: the patron is blocked (by the library, or a
 * debt unpaid for more than 30 days), has an unpaid debt (30 days or less: pay it first), the loan is
 * overdue, another patron is queued for the title, the loan reached its category's renewal limit,
 * or the copy is not on loan to this patron.
 */
export type MotivoRenovacao =
  | 'USUARIO_BLOQUEADO'
  | 'DEBITOS_PENDENTES'
  | 'EMPRESTIMO_ATRASADO'
  | 'RESERVADO'
  | 'LIMITE_RENOVACOES'
  | 'EMPRESTIMO_NAO_ENCONTRADO';
export const MotivoRenovacao = Type.Union([
  Type.Literal('USUARIO_BLOQUEADO'),
  Type.Literal('DEBITOS_PENDENTES'),
  Type.Literal('EMPRESTIMO_ATRASADO'),
  Type.Literal('RESERVADO'),
  Type.Literal('LIMITE_RENOVACOES'),
  Type.Literal('EMPRESTIMO_NAO_ENCONTRADO'),
]);

/**
 * One open loan of the patron. The first six fields are PERGAMUM-API.md's, exactly; the others come
 * only with `showDetails=1` (added, never renaming the base ones).
 */
export const TituloPendente = Type.Object({
  /** The title as the patron reads it. */
  descricao: Type.String(),
  dataDevolucaoPrevista: DiaBr,
  qtdeRenovacoes: Contagem,
  /** Another patron is queued for the title (a renewal would be refused). */
  reservado: Type.Boolean(),
  codExemplar: Type.Integer(),
  codBibliotecaExemplar: Type.Integer(),
  codEmprestimo: Type.Optional(Type.Integer()),
  codAcervo: Type.Optional(Type.Integer()),
  dataEmprestimo: Type.Optional(DiaBr),
  limiteRenovacoes: Type.Optional(Type.Integer({ minimum: 0 })),
  atrasado: Type.Optional(Type.Boolean()),
  /** Days past the due date (0 when not overdue). */
  diasAtraso: Type.Optional(Type.Integer({ minimum: 0 })),
  descBiblioteca: Type.Optional(Type.String()),
  autor: Type.Optional(Nullable(Type.String())),
  /**
   * Whether a renewal asked now would be answered renewed (a loan renewed today already is: the same
   * date again); when not, why (`motivo`) and the reason in the request's language.
   */
  renovavel: Type.Optional(Type.Boolean()),
  motivo: Type.Optional(Nullable(MotivoRenovacao)),
  mensagemMotivo: Type.Optional(Nullable(Type.String())),
});
export type TituloPendente = Static<typeof TituloPendente>;

export const TitulosPendentes = Type.Object({ titulos: Type.Array(TituloPendente) });
export type TitulosPendentes = Static<typeof TitulosPendentes>;

export const TitulosPendentesQuery = Type.Object({
  /** 1 / true: each loan also carries the details (loan code, title code, dates, limit, overdue days, library, author, renewable now). */
  showDetails: Type.Optional(Type.String({ maxLength: 5 })),
});
export type TitulosPendentesQuery = Static<typeof TitulosPendentesQuery>;

/** A loan to renew, named by its copy (PERGAMUM-API.md). */
export const ItemRenovacao = Type.Object({ codExemplar: Id, codBibliotecaExemplar: Id });
export type ItemRenovacao = Static<typeof ItemRenovacao>;
/** The loans to renew: 1 to 100 (an empty list is 422 "pick an item to renew"). */
export const RenovacaoRequest = Type.Array(ItemRenovacao);
export type RenovacaoRequest = Static<typeof RenovacaoRequest>;

/** The answer for one loan asked: renewed (new due date and count) or refused (`codigo`, `mensagem`). */
export const ResultadoRenovacao = Type.Object({
  codExemplar: Type.Integer(),
  codBibliotecaExemplar: Type.Integer(),
  renovado: Type.Boolean(),
  /** Renewed: the new due date and renewal count. */
  dataDevolucaoPrevista: Type.Optional(DiaBr),
  qtdeRenovacoes: Type.Optional(Contagem),
  /** The title (when the loan is the patron's). */
  descricao: Type.Optional(Type.String()),
  /** Refused: why. */
  codigo: Type.Optional(MotivoRenovacao),
  mensagem: Type.Optional(Type.String()),
});
export type ResultadoRenovacao = Static<typeof ResultadoRenovacao>;

export const RenovacaoResponse = Type.Object({
  /** A summary in the request's language ("2 de 3 renovados"). */
  message: Type.String(),
  /** One per loan asked, in the order asked. */
  resultados: Type.Array(ResultadoRenovacao),
});
export type RenovacaoResponse = Static<typeof RenovacaoResponse>;

/** The patron's due-date feed: whether a private address exists and since when (ISO timestamp). */
export const CalendarioEstado = Type.Object({ ativo: Type.Boolean(), criadoEm: Nullable(Type.String()) });
export type CalendarioEstado = Static<typeof CalendarioEstado>;
/** A new private address, shown once (the server keeps only its hash). */
export const CalendarioCriado = Type.Object({ ativo: Type.Literal(true), criadoEm: Type.String(), url: Type.String() });
export type CalendarioCriado = Static<typeof CalendarioCriado>;
export const CalendarioParams = Type.Object({ chave: Type.String({ maxLength: 200 }) });

const errors = { 401: ErrorResponse, 403: ErrorResponse };

export const emprestimoEndpoints = {
  pendingLoans: {
    tags: ['emprestimo'],
    summary: "The patron's open loans (PERGAMUM-API.md shape; showDetails=1 adds details and whether each can be renewed now)",
    querystring: TitulosPendentesQuery,
    response: { 200: TitulosPendentes, ...errors },
  },
  renewLoans: {
    tags: ['emprestimo'],
    summary: 'Renews the loans named by their copies (1 to 100); a result per loan in the order asked',
    description:
      'Each loan is renewed (new due date = the later of the current one and today + the loan period) or refused with its reason. Idempotent per day: a loan already renewed today answers renewed with its current date.',
    body: RenovacaoRequest,
    response: { 200: RenovacaoResponse, 400: ErrorResponse, ...errors, 422: ErrorResponse },
  },
  loanCalendar: {
    tags: ['emprestimo'],
    summary: "Whether the patron's private due-date feed address exists",
    response: { 200: CalendarioEstado, ...errors },
  },
  newLoanCalendar: {
    tags: ['emprestimo'],
    summary: 'Creates the private feed address, or replaces it (the old one stops working); the address is answered only here',
    response: { 200: CalendarioCriado, ...errors },
  },
  revokeLoanCalendar: {
    tags: ['emprestimo'],
    summary: 'Revokes the private feed address',
    response: { 200: CalendarioEstado, ...errors },
  },
  loanCalendarFeed: {
    tags: ['emprestimo'],
    summary: 'The due-date feed (text/calendar): an all-day event per open loan on its due date, a reminder the day before',
    description: 'No token: the key in the address is the credential. An unknown or revoked key is 404. The body is the file, not JSON.',
    params: CalendarioParams,
    response: { 404: ErrorResponse },
  },
} as const satisfies EndpointSchemas;
