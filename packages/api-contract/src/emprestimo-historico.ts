/**
 * Schemas of the personal area (issue 16 H2): the loan history (date filter, export), the patron's
 * debts (SPEC.md §3 debt) and the payment slip (GRU, SPEC.md §7 `POST /unidade-informacao/gru`).
 * Days are `dd/mm/yyyy` as in the loan endpoints (PERGAMUM-API.md); money is a decimal string with
 * two places and a point ("5.00"): exact (no binary fraction), and the page writes it "R$ 5,00".
 */
import { Type, type Static } from '@sinclair/typebox';
import { ErrorResponse, Nullable } from './common';
import type { EndpointSchemas } from './endpoints';

/** A day as the loan endpoints write it. */
const Dia = Type.String({ pattern: '^[0-9]{2}/[0-9]{2}/[0-9]{4}$' });
/** Money: reais with two decimal places and a point, e.g. "5.00", "1234.50". */
const Dinheiro = Type.String({ pattern: '^-?[0-9]+\\.[0-9]{2}$' });
/** A date filter bound as sent: dd/mm/yyyy (as the loan endpoints write days) or ISO yyyy-mm-dd; empty: no bound. */
const DataFiltro = Type.Optional(Type.String({ maxLength: 10 }));

/** Error of these calls: `campo` names the field of a 422 (dataInicio, dataFim, valor, codBiblioteca); `codigo` a machine code. */
export const HistoricoErrorResponse = Type.Object({
  message: Type.String(),
  campo: Type.Optional(Type.String()),
  codigo: Type.Optional(Type.String()),
});
export type HistoricoErrorResponse = Static<typeof HistoricoErrorResponse>;

/** The date filter: loans lent from `dataInicio` to `dataFim`, both days included; either may be absent. */
export const FiltroDatas = Type.Object({ dataInicio: DataFiltro, dataFim: DataFiltro });
export type FiltroDatas = Static<typeof FiltroDatas>;

/** Query of `GET /api/emprestimo/historico`. */
export const HistoricoQuery = Type.Object({
  dataInicio: DataFiltro,
  dataFim: DataFiltro,
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000000, default: 1 })),
  perPage: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20 })),
});
export type HistoricoQuery = Static<typeof HistoricoQuery>;

/** One loan of the history (returned or still open). */
export const EmprestimoHistorico = Type.Object({
  codEmprestimo: Type.Integer(),
  codAcervo: Type.Integer(),
  titulo: Type.String(),
  /** The first author, or null. */
  autor: Nullable(Type.String()),
  /** The library of the copy. */
  codBiblioteca: Type.Integer(),
  biblioteca: Type.String(),
  dataEmprestimo: Dia,
  dataDevolucaoPrevista: Dia,
  /** null while the loan is open. */
  dataDevolucao: Nullable(Dia),
  /** As in titulos-pendentes: the count as a string. */
  qtdeRenovacoes: Type.String(),
  /** Days late: returned after the due date (by the return day), or open past it (by today); 0 when on time. */
  atraso: Type.Integer({ minimum: 0 }),
});
export type EmprestimoHistorico = Static<typeof EmprestimoHistorico>;

/** `GET /api/emprestimo/historico`: a page of the patron's loans, newest first. */
export const HistoricoEmprestimos = Type.Object({
  emprestimos: Type.Array(EmprestimoHistorico),
  total: Type.Integer({ minimum: 0 }),
  page: Type.Integer({ minimum: 1 }),
  perPage: Type.Integer({ minimum: 1 }),
});
export type HistoricoEmprestimos = Static<typeof HistoricoEmprestimos>;

/** Formats of the history export. */
export const FormatoHistorico = Type.Union([Type.Literal('csv'), Type.Literal('ris'), Type.Literal('bibtex')]);
export type FormatoHistorico = Static<typeof FormatoHistorico>;

/** Query of `GET /api/emprestimo/historico/exportar`. */
export const ExportarHistoricoQuery = Type.Object({ formato: FormatoHistorico, dataInicio: DataFiltro, dataFim: DataFiltro });
export type ExportarHistoricoQuery = Static<typeof ExportarHistoricoQuery>;

/** Kind of a debt. */
export const TipoDebito = Type.Union([Type.Literal('atraso'), Type.Literal('perda'), Type.Literal('dano'), Type.Literal('outro')]);
export type TipoDebito = Static<typeof TipoDebito>;

/** One debt of the patron (SPEC.md §3: fine amount, discount, amount paid, payment date, reason). */
export const Debito = Type.Object({
  codDebito: Type.Integer(),
  tipo: TipoDebito,
  motivo: Type.String(),
  /** The title of the loan it came from; null for a debt not from a loan. */
  titulo: Nullable(Type.String()),
  codBiblioteca: Nullable(Type.Integer()),
  biblioteca: Nullable(Type.String()),
  dataDebito: Dia,
  valor: Dinheiro,
  desconto: Dinheiro,
  valorPago: Dinheiro,
  dataPagamento: Nullable(Dia),
  /** valor − desconto − valorPago (never below 0). */
  saldo: Dinheiro,
  /** True while saldo > 0. */
  pendente: Type.Boolean(),
});
export type Debito = Static<typeof Debito>;

/** The open balance at one library. */
export const SaldoBiblioteca = Type.Object({ codBiblioteca: Type.Integer(), biblioteca: Type.String(), saldo: Dinheiro });
export type SaldoBiblioteca = Static<typeof SaldoBiblioteca>;

/** `GET /api/emprestimo/debitos-pendentes`: every debt, newest first, and the open balances. */
export const DebitosPendentes = Type.Object({
  debitos: Type.Array(Debito),
  totais: Type.Object({
    /** Open balance per library (only libraries with something open), by library code. */
    porBiblioteca: Type.Array(SaldoBiblioteca),
    /** Sum of every open balance. */
    geral: Dinheiro,
  }),
  /**
   * Whether the patron has a CPF on record: without one the payment slip is refused (422
   * USUARIO_SEM_CPF, SPEC.md §8 "user without CPF must contact the unit"). Absent: not told.
   */
  cpfCadastrado: Type.Optional(Type.Boolean()),
});
export type DebitosPendentes = Static<typeof DebitosPendentes>;

/** Body of `POST /api/unidade-informacao/gru` (SPEC.md §7 {valor, codBiblioteca}). */
export const GruRequest = Type.Object({
  /** The open balance at the library: a number (25 or 25.5) or its text ("25.00", "25,00"). */
  valor: Type.Union([Type.Number(), Type.String({ maxLength: 20 })]),
  /** The library: a number or its digits. */
  codBiblioteca: Type.Union([Type.Integer(), Type.String({ maxLength: 12 })]),
});
export type GruRequest = Static<typeof GruRequest>;

/** The payment slip (Guia de Recolhimento da União) of the patron's open balance at a library. */
export const Gru = Type.Object({
  codGru: Type.Integer(),
  /** Reference number (17 digits: library and slip), also in the barcode's free field. */
  referencia: Type.String({ pattern: '^[0-9]{17}$' }),
  dataEmissao: Dia,
  /** Due date: the day of issue + 5 days. */
  vencimento: Dia,
  valor: Dinheiro,
  /** The 44 digits of the FEBRABAN collection barcode (product 8), drawn as Interleaved 2 of 5. */
  codigoBarras: Type.String({ pattern: '^[0-9]{44}$' }),
  /** The 48-digit "linha digitável": four blocks of 11 digits, each followed by its mod-10 check digit. */
  linhaDigitavel: Type.String({ pattern: '^[0-9]{48}$' }),
  codBiblioteca: Type.Integer(),
  biblioteca: Type.String(),
  /** Who receives the payment: the institution. */
  beneficiario: Type.Object({ nome: Type.String(), sigla: Type.String() }),
  /** Who pays: the patron, the CPF masked (***.456.789-**), null when not on record. */
  pagador: Type.Object({ nome: Type.String(), cpf: Nullable(Type.String()) }),
});
export type Gru = Static<typeof Gru>;

const reads = { 400: HistoricoErrorResponse, 401: ErrorResponse, 403: HistoricoErrorResponse, 422: HistoricoErrorResponse };

export const emprestimoHistoricoEndpoints = {
  loanHistory: {
    tags: ['emprestimo'],
    summary: "The patron's loans, returned and open, newest first, paged, with an optional date filter (private token)",
    description:
      'Loans lent from `dataInicio` to `dataFim` (both included; dd/mm/yyyy or yyyy-mm-dd). A bad date is 422 with `campo`; a start after ' +
      'the end is 422 `campo` dataFim. 403 when the patron\'s category has no history page (module 571, activity 5712).',
    querystring: HistoricoQuery,
    response: { 200: HistoricoEmprestimos, ...reads },
  },
  loanHistoryExport: {
    tags: ['emprestimo'],
    summary: 'The loan history of the date filter as a file: CSV (one row per loan), RIS or BibTeX (one entry per title) (private token)',
    description:
      'An attachment named historico-emprestimos[-<start>][-<end>].<csv|ris|bib>. The CSV is UTF-8 with a byte order mark, ' +
      'comma-separated, its header in the request\'s language. RIS and BibTeX come from the basket\'s citation-js exporter, one entry ' +
      'per distinct title borrowed in the range. The body is the file, not JSON. Date errors as in the history.',
    querystring: ExportarHistoricoQuery,
    response: reads,
  },
  debts: {
    tags: ['emprestimo'],
    summary: "Every debt of the patron, open and paid, with the open balance per library and overall (private token)",
    description: 'Money as decimal strings with two places ("5.00"). 403 when the category has no debts page (activity 5713).',
    response: { 200: DebitosPendentes, 401: ErrorResponse, 403: HistoricoErrorResponse },
  },
  paymentSlip: {
    tags: ['unidade-informacao'],
    summary: "The payment slip (GRU) of the patron's open balance at a library (private token)",
    description:
      '201 with a new slip; 200 with the same slip when an identical one (same patron, library and value) is still open (not past its ' +
      'due date): a double click makes one slip. 422 `campo` codBiblioteca when the patron owes nothing there; 422 `campo` valor when ' +
      'the value is not the open balance there.',
    body: GruRequest,
    response: { 201: Gru, 200: Gru, ...reads },
  },
} as const satisfies EndpointSchemas;
