import type { VisaoTitulo } from '@estante/api-contract';

/** cod_tipo_obra of a serial (tipos_obra). */
export const TIPO_PERIODICO = 2;
/** The collection whose copies are fetched from the closed stacks on request (H2's /acervo-fechado). */
export const COLECAO_FECHADA = 'Reserva técnica';
/** Similar titles listed at most. */
export const MAX_SIMILARES = 6;

/** What decides which sub-views a title has. */
export interface TitleFacts {
  cod_tipo_obra: number;
  /** The record has a 505 (formatted contents note). */
  tem_505: boolean;
  /** Serial issues (fasciculos) recorded for it. */
  tem_fasciculos: boolean;
  /** Linked contents of its issues (sumarios with an issue). */
  tem_sumarios_fasciculos: boolean;
  /** Linked chapter contents (sumarios without an issue). */
  tem_sumarios_livro: boolean;
  /** A copy in the closed stacks ('Reserva técnica'). */
  tem_colecao_fechada: boolean;
  /** Any copy at all (a serial known only by its issues has none to hold or lend). */
  tem_exemplares: boolean;
}

/**
 * The sub-views of a title, in tab order: those every title has, holds and loan requests only
 * where there is a copy to hold or lend, the kardex only for a serial (by type, or because issues
 * are recorded), contents only where there are some, the closed-stacks request only where a copy
 * is kept there.
 */
export function applicableViews(f: TitleFacts): VisaoTitulo[] {
  const views: VisaoTitulo[] = f.tem_exemplares ? ['exemplares', 'reserva', 'solicitacao-emprestimo'] : ['exemplares'];
  if (f.tem_colecao_fechada) views.push('acervo-fechado');
  if (f.cod_tipo_obra === TIPO_PERIODICO || f.tem_fasciculos) views.push('colecao-kardex');
  if (f.tem_505 || f.tem_sumarios_fasciculos) views.push('sumarios');
  if (f.tem_sumarios_livro) views.push('sumarios-livros');
  views.push('referencia', 'marc', 'dublin-core', 'dados-estatisticos');
  return views;
}

/**
 * The cover of a title by ISBN from the deployment's cover service: `template` (configuracoes.url_capa)
 * is an http(s) address with an `{isbn}` placeholder; the first ISBN of the record, digits and X only.
 * Null without a usable template or ISBN (the page shows the type's default image).
 */
export function coverUrl(template: unknown, isbns: readonly string[]): string | null {
  if (typeof template !== 'string' || !/^https?:\/\/[^\s]+$/i.test(template) || !template.includes('{isbn}')) return null;
  const isbn = isbns.map(normalIsbn).find((i) => i !== null);
  return isbn ? template.replaceAll('{isbn}', isbn) : null;
}

/** An ISBN-10 or ISBN-13 of a 020 $a ("85-7522-081-X (broch.)" → "857522081X"), or null. */
export function normalIsbn(raw: string): string | null {
  const m = /^[\s]*([0-9][0-9\s-]{8,16}[0-9Xx])\b/.exec(raw);
  if (!m?.[1]) return null;
  const digits = m[1].replace(/[\s-]/g, '').toUpperCase();
  return /^([0-9]{9}[0-9X]|[0-9]{13})$/.test(digits) ? digits : null;
}
