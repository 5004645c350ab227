import { intIn } from '../../lib/random';
import { LIMITE_RENOVACOES_PADRAO } from '../../modules/emprestimo/rules';
import type { Suggestion as StoredSuggestion } from '../../modules/unidade-informacao/repository';

/** Loan period in days of a "Normal" copy, per patron category (14 when not listed); "Especial" copies: 3 days. */
export const LOAN_DAYS: Record<string, number> = { '04': 28, '03': 21, '08': 21, '09': 21 };
export const SPECIAL_LOAN_DAYS = 3;
/** Renewals of the seeded loans: 0 to this many, the renewal limit of every category (migration 0017, the renewal rules). */
export const MAX_RENEWALS = LIMITE_RENOVACOES_PADRAO;
/** Fine per day late, in reais: "Normal" copies, "Especial (3 dias)" copies. */
export const FINE_PER_DAY = { normal: 1, especial: 2 } as const;
/** Days a released hold waits for the patron. */
export const PICKUP_DAYS = 3;

export const loanDays = (categoria: string, tipoEmprestimo: string): number =>
  tipoEmprestimo === 'Normal' ? (LOAN_DAYS[categoria] ?? 14) : SPECIAL_LOAN_DAYS;

export const fineOf = (tipoEmprestimo: string, days: number) => (tipoEmprestimo === 'Normal' ? FINE_PER_DAY.normal : FINE_PER_DAY.especial) * days;

/** How often a category borrows, relative to the others. */
const WEIGHT: Record<string, number> = { '04': 1.5, '03': 1.25, '08': 1.25, '09': 1.25, '14': 0.5 };

export interface Person {
  cod_pessoa: number;
  cod_categoria: string;
  bloqueio: boolean;
}

export interface Copy {
  cod_exemplar: number;
  cod_acervo: number;
  cod_biblioteca: number;
  situacao: string;
  tipo_emprestimo: string;
  data_devolucao_prevista: string | null;
  data_catalogacao: string | null;
  cod_tipo_obra: number;
  idioma: string | null;
}

/** A loan to insert (its code is given in date order when stored). */
export interface Loan {
  cod_exemplar: number;
  cod_pessoa: number;
  data_emprestimo: string;
  data_devolucao_prevista: string;
  data_devolucao: string | null;
  qtde_renovacoes: number;
  data_ultima_renovacao: string | null;
}

export interface Debt {
  cod_pessoa: number;
  /** One of the loans being inserted (resolved to its cod_emprestimo), or null. */
  loan: Loan | null;
  cod_biblioteca: number | null;
  tipo: 'atraso' | 'perda' | 'dano' | 'outro';
  motivo: string;
  data_debito: string;
  valor: number;
  desconto: number;
  valor_pago: number;
  data_pagamento: string | null;
}

export interface Hold {
  cod_acervo: number;
  cod_exemplar: number | null;
  cod_pessoa: number;
  cod_biblioteca: number | null;
  situacao: 'fila' | 'liberada' | 'cancelada' | 'atendida';
  posicao_fila: number | null;
  data_reserva: string;
  data_liberacao: string | null;
  data_limite_retirada: string | null;
  data_cancelamento: string | null;
  motivo_cancelamento: string | null;
}

export interface Comment {
  cod_acervo: number | null;
  cod_biblioteca: number | null;
  cod_pessoa: number;
  texto: string;
  data_comentario: string;
  situacao: 'pendente' | 'aprovado' | 'rejeitado';
  data_moderacao: string | null;
}

/** A seeded suggestion: the row the catalogue's form stores, plus what the library's review sets. */
export interface Suggestion extends StoredSuggestion {
  professor: boolean;
  data_situacao: string | null;
}

/** What the database holds already (stock.ts reads it). */
export interface Stock {
  /** The seeded people (peopleSeed), by code. */
  people: Person[];
  /** Those not blocked. */
  active: Person[];
  /** The demo patrons, when seeded. */
  ana: Person | undefined;
  daniela: Person | undefined;
  /** Every copy, by code, with its title's type and language. */
  copies: Copy[];
  byExemplar: Map<number, Copy>;
  /** No loans, holds, debts, comments or suggestions yet: the first run. */
  fresh: boolean;
  withOpenLoan: Set<number>;
  withReleasedHold: Set<number>;
}

/** The rows this run adds, in the order they are made (stored sorted by date, ties in this order). */
export interface Plan {
  /** The reference date (yyyy-mm-dd). */
  ref: string;
  calendar: Calendar;
  loans: Loan[];
  debts: Debt[];
  holds: Hold[];
  comments: Comment[];
  suggestions: Suggestion[];
}

/** A time of day in Brazil (UTC−3) on `date`. */
export const at = (date: string, r: () => number) => `${date}T${String(intIn(r, 8, 21)).padStart(2, '0')}:${String(intIn(r, 0, 59)).padStart(2, '0')}:00-03:00`;
export const money = (n: number) => Math.round(n * 100) / 100;
export const FAR = '9999-12-31';

/** A book (type 1) in Portuguese or English: what a demo shows first. */
export const readable = (c: Copy) => c.cod_tipo_obra === 1 && (c.idioma === 'por' || c.idioma === 'eng');

export function weightedPick(r: () => number, people: Person[]): Person | undefined {
  const total = people.reduce((s, p) => s + (WEIGHT[p.cod_categoria] ?? 1), 0);
  let x = r() * total;
  for (const p of people) {
    x -= WEIGHT[p.cod_categoria] ?? 1;
    if (x < 0) return p;
  }
  return people[people.length - 1];
}

/** Busy intervals of each copy ([from, to], inclusive), so two loans of a copy never overlap. */
export class Calendar {
  #busy = new Map<number, [string, string][]>();
  free(cod: number, from: string, to: string): boolean {
    return !(this.#busy.get(cod) ?? []).some(([a, b]) => from <= b && a <= to);
  }
  add(cod: number, from: string, to: string): void {
    const list = this.#busy.get(cod) ?? [];
    list.push([from, to]);
    this.#busy.set(cod, list);
  }
}
