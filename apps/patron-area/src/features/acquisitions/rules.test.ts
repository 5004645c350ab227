import { describe, expect, it } from 'vitest';
import type { SugestaoPatrono } from '@estante/api-contract';
import { EMPTY_SUGGESTION, pageOf, rateText, statusOf, storyOf, suggestionErrors, toRequest, withFilter, type SuggestionValues } from './rules';

const filled: SuggestionValues = { ...EMPTY_SUGGESTION, library: '1', title: 'Pedagogia do oprimido', publisher: 'Paz e Terra' };

describe('suggestionErrors (SPEC.md §5, the footer dialog’s rules)', () => {
  it('library, title and publisher are required; blanks after trimming do not count', () => {
    const errors = suggestionErrors({ ...EMPTY_SUGGESTION, title: '   ', publisher: '\t' });
    expect(errors.library).toBe('form.libraryRequired');
    expect(errors.title).toBe('form.titleRequired');
    expect(errors.publisher).toBe('form.publisherRequired');
  });

  it('a filled form passes; an ISBN/ISSN of the wrong shape and an over-long field do not', () => {
    expect(Object.values(suggestionErrors(filled)).filter(Boolean)).toEqual([]);
    expect(suggestionErrors({ ...filled, isbn: '978-85-7522-057-0' }).isbn).toBeUndefined();
    expect(suggestionErrors({ ...filled, isbn: '0317-8471' }).isbn).toBeUndefined();
    expect(suggestionErrors({ ...filled, isbn: '12345' }).isbn).toBe('form.isbnInvalid');
    expect(suggestionErrors({ ...filled, title: 't'.repeat(501) }).title).toEqual({ message: 'form.tooLong', values: { max: 500 } });
  });
});

describe('toRequest', () => {
  it('sends trimmed fields and codes as numbers; no teachers’ fields for a student even if the mark were set', () => {
    const body = toRequest({ ...filled, title: ' Pedagogia do oprimido ', campus: '2', teacher: true, course: '1', discipline: '1' }, false);
    expect(body).toEqual({
      campus: 2,
      biblioteca: 1,
      autor: '',
      titulo: 'Pedagogia do oprimido',
      edicao: '',
      editor: 'Paz e Terra',
      isbn_issn: '',
      periodico: false,
      outras_inf: '',
    });
  });

  it('a teacher’s marked suggestion carries the mark and the course and discipline (null when not chosen)', () => {
    expect(toRequest({ ...filled, teacher: true, course: '', discipline: '7' }, true)).toMatchObject({ professor: true, curso: null, disciplina: 7 });
    expect(toRequest({ ...filled, teacher: false, course: '1' }, true)).not.toHaveProperty('professor');
  });
});

describe('the filter in the address', () => {
  it('keeps a known status code, else all', () => {
    const codes = [1, 2, 9, 14];
    expect(statusOf(new URLSearchParams('situacao=9'), codes)).toBe('9');
    expect(statusOf(new URLSearchParams('situacao=99'), codes)).toBe('');
    expect(statusOf(new URLSearchParams('situacao=abc'), codes)).toBe('');
    expect(statusOf(new URLSearchParams(''), codes)).toBe('');
  });

  it('a new filter goes back to page 1; page 1 and "all" stay out of the address', () => {
    const params = new URLSearchParams('situacao=9&pagina=3&x=1');
    expect(pageOf(params)).toBe(3);
    expect(withFilter(params, '2').toString()).toBe('x=1&situacao=2');
    expect(withFilter(params, '', 2).toString()).toBe('x=1&pagina=2');
    expect(pageOf(new URLSearchParams('pagina=-4'))).toBe(1);
  });
});

const base: SugestaoPatrono = {
  cod_sugestao: 1,
  titulo: 'Engenharia de software',
  autor: null,
  edicao: null,
  editor: 'Pearson',
  isbn_issn: null,
  periodico: false,
  outras_inf: null,
  cod_biblioteca: 1,
  biblioteca: 'Biblioteca Central',
  data_sugestao: '2026-01-10T12:00:00Z',
  cod_situacao: 14,
  situacao: 'Sugestão de compra',
  data_situacao: null,
  professor: false,
  curso: null,
  disciplina: null,
  pedido: null,
  chegada: null,
  recusa: null,
};
const pedido = { numero: 'PC-2026/0011', data: '2026-02-18', fornecedor: 'Livraria Acadêmica Sul', situacao: 'enviado' as const, situacao_descricao: 'Enviado ao fornecedor', previsao_entrega: '2026-03-20' };

describe('storyOf: what became of a suggestion', () => {
  it('still under review when nothing happened yet', () => {
    expect(storyOf(base)).toEqual([{ kind: 'pending' }]);
  });

  it('in an order awaiting delivery: the order with the expected date', () => {
    expect(storyOf({ ...base, cod_situacao: 1, pedido })).toEqual([
      { kind: 'order', numero: 'PC-2026/0011', data: '2026-02-18', fornecedor: 'Livraria Acadêmica Sul', situacao: 'Enviado ao fornecedor', previsao: '2026-03-20' },
    ]);
  });

  it('arrived: the order (no expected date any more), then the arrival and the catalogued title', () => {
    const steps = storyOf({ ...base, cod_situacao: 2, pedido, chegada: { data: '2026-03-01', cod_acervo: 42, titulo: 'Engenharia de software', rota: '/acervo/42' } });
    expect(steps.map((s) => s.kind)).toEqual(['order', 'arrived']);
    expect(steps[0]).toMatchObject({ previsao: null });
    expect(steps[1]).toEqual({ kind: 'arrived', data: '2026-03-01', titulo: 'Engenharia de software', rota: '/acervo/42', codAcervo: 42 });
  });

  it('refused, with the library’s reason or without one', () => {
    expect(storyOf({ ...base, cod_situacao: 9, recusa: { motivo: 'Fora do escopo.' } })).toEqual([{ kind: 'refused', motivo: 'Fora do escopo.' }]);
    expect(storyOf({ ...base, cod_situacao: 3, recusa: { motivo: null } })).toEqual([{ kind: 'refused', motivo: null }]);
  });
});

describe('rateText', () => {
  it('a percentage in the language’s own way; none without suggestions', () => {
    expect(rateText(0.3333, 'pt-BR')).toBe('33,3%');
    expect(rateText(0.5, 'en-US')).toBe('50%');
    expect(rateText(null, 'pt-BR')).toBeNull();
  });
});
