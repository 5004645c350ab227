import type { SugestaoAquisicaoRequest, SugestaoPatrono } from '@estante/api-contract';
import { SUGESTAO_MAX } from '@estante/api-contract/constants';
import type { RuleErrors } from '@estante/ui/form';

/** The server's limits by the form's field names (the same as the footer's dialog). */
export const SUGGESTION_MAX = {
  author: SUGESTAO_MAX.autor,
  title: SUGESTAO_MAX.titulo,
  edition: SUGESTAO_MAX.edicao,
  publisher: SUGESTAO_MAX.editor,
  isbn: SUGESTAO_MAX.isbn_issn,
  other: SUGESTAO_MAX.outras_inf,
} as const;

/** The suggestion form: the footer dialog's fields, and the teachers' ones. Selects hold codes as strings ('' = none). */
export interface SuggestionValues {
  campus: string;
  library: string;
  author: string;
  title: string;
  edition: string;
  publisher: string;
  isbn: string;
  periodical: boolean;
  other: string;
  /** "Teacher's suggestion" (SPEC.md §6), shown only to teachers. */
  teacher: boolean;
  course: string;
  discipline: string;
}

export const EMPTY_SUGGESTION: SuggestionValues = {
  campus: '',
  library: '',
  author: '',
  title: '',
  edition: '',
  publisher: '',
  isbn: '',
  periodical: false,
  other: '',
  teacher: false,
  course: '',
  discipline: '',
};

/** A 422's `campo` → the form's field. */
export const SERVER_FIELDS = {
  campus: 'campus',
  biblioteca: 'library',
  autor: 'author',
  titulo: 'title',
  edicao: 'edition',
  editor: 'publisher',
  isbn_issn: 'isbn',
  outras_inf: 'other',
  curso: 'course',
  disciplina: 'discipline',
} as const;

/** ISBN-10, ISBN-13 or ISSN by shape, spaces and hyphens allowed (the server checks the same; no check digit). */
export function isbnIssnShape(value: string): boolean {
  const s = value.replace(/[\s-]/g, '').toUpperCase();
  return /^[0-9]{9}[0-9X]$/.test(s) || /^97[89][0-9]{10}$/.test(s) || /^[0-9]{7}[0-9X]$/.test(s);
}

const tooLong = (value: string, max: number) => (value.trim().length > max ? { message: 'form.tooLong', values: { max } } : undefined);

/**
 * SPEC.md §5 (the footer's rules, the same keys' texts): library, title and publisher required,
 * non-blank after trimming; each field within the server's limit; an ISBN/ISSN of the right shape.
 * Messages are keys of the page, shown under their field.
 */
export function suggestionErrors(v: SuggestionValues): RuleErrors<SuggestionValues> {
  const errors: RuleErrors<SuggestionValues> = {};
  if (v.library === '') errors.library = 'form.libraryRequired';
  errors.title = v.title.trim() === '' ? 'form.titleRequired' : tooLong(v.title, SUGGESTION_MAX.title);
  errors.publisher = v.publisher.trim() === '' ? 'form.publisherRequired' : tooLong(v.publisher, SUGGESTION_MAX.publisher);
  errors.author = tooLong(v.author, SUGGESTION_MAX.author);
  errors.edition = tooLong(v.edition, SUGGESTION_MAX.edition);
  errors.other = tooLong(v.other, SUGGESTION_MAX.other);
  const isbn = v.isbn.trim();
  errors.isbn = isbn !== '' && !isbnIssnShape(isbn) ? 'form.isbnInvalid' : tooLong(v.isbn, SUGGESTION_MAX.isbn);
  return errors;
}

/** The body of the send; the teachers' fields only when the patron is a teacher and marked it. */
export function toRequest(v: SuggestionValues, isTeacher: boolean): SugestaoAquisicaoRequest {
  const teacher = isTeacher && v.teacher;
  return {
    campus: v.campus === '' ? null : Number(v.campus),
    biblioteca: Number(v.library),
    autor: v.author.trim(),
    titulo: v.title.trim(),
    edicao: v.edition.trim(),
    editor: v.publisher.trim(),
    isbn_issn: v.isbn.trim(),
    periodico: v.periodical,
    outras_inf: v.other.trim(),
    ...(teacher
      ? { professor: true, curso: v.course === '' ? null : Number(v.course), disciplina: v.discipline === '' ? null : Number(v.discipline) }
      : {}),
  };
}

/** The status filter of the address (`?situacao=`): a status code among `codes`, else '' (all). */
export function statusOf(params: URLSearchParams, codes: readonly number[] | undefined): string {
  const v = params.get('situacao') ?? '';
  if (!/^[0-9]{1,3}$/.test(v)) return '';
  return codes === undefined || codes.includes(Number(v)) ? v : '';
}

/** The page of the address (`?pagina=`), from 1. */
export function pageOf(params: URLSearchParams): number {
  const n = Number(params.get('pagina') ?? '1');
  return Number.isInteger(n) && n >= 1 && n <= 100000 ? n : 1;
}

/** The address's parameters with the filter (and page) changed; '' and page 1 leave them out. */
export function withFilter(params: URLSearchParams, situacao: string, pagina = 1): URLSearchParams {
  const next = new URLSearchParams(params);
  next.delete('situacao');
  next.delete('pagina');
  if (situacao !== '') next.set('situacao', situacao);
  if (pagina > 1) next.set('pagina', String(pagina));
  return next;
}

/** One step of what became of a suggestion, in the order it happened. */
export type Step =
  | { kind: 'order'; numero: string; data: string; fornecedor: string; situacao: string; previsao: string | null }
  | { kind: 'arrived'; data: string; titulo: string | null; rota: string | null; codAcervo: number | null }
  | { kind: 'refused'; motivo: string | null }
  | { kind: 'pending' };

/** What became of a suggestion: the order it joined, its arrival (and the catalogued title), or its refusal; else still under review. */
export function storyOf(s: SugestaoPatrono): Step[] {
  const steps: Step[] = [];
  if (s.pedido) {
    steps.push({ kind: 'order', numero: s.pedido.numero, data: s.pedido.data, fornecedor: s.pedido.fornecedor, situacao: s.pedido.situacao_descricao, previsao: s.chegada ? null : s.pedido.previsao_entrega });
  }
  if (s.chegada) steps.push({ kind: 'arrived', data: s.chegada.data, titulo: s.chegada.titulo, rota: s.chegada.rota, codAcervo: s.chegada.cod_acervo });
  if (s.recusa) steps.push({ kind: 'refused', motivo: s.recusa.motivo });
  if (steps.length === 0) steps.push({ kind: 'pending' });
  return steps;
}

/** The attended rate as a percentage in `lang` (e.g. "33,3%"); null when there is none. */
export function rateText(rate: number | null, locale: string): string | null {
  if (rate === null) return null;
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 }).format(rate);
}
