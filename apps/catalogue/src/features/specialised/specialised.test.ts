import { describe, expect, it } from 'vitest';
import { defaultField, optionSearch, periodicalSearch, unofferedKinds } from './specialised';

describe('periodicalSearch', () => {
  it('is the general search on the field index, narrowed to serials', () => {
    expect(periodicalSearch('titulo', ' Down Beat ').toString()).toBe('q=Down+Beat&for=INDICE_4&filtros=T%3A2');
    expect(periodicalSearch('assunto', 'jazz').toString()).toBe('q=jazz&for=INDICE_2&filtros=T%3A2');
    expect(periodicalSearch('unknown', 'x').get('for')).toBe('INDICE_1');
  });
});

describe('optionSearch', () => {
  it('is the general search in every field, narrowed to the option', () => {
    expect(optionSearch('titulos-adicionais:teses', ' metalurgia ').toString()).toBe('q=metalurgia&for=INDICE_1&especializada=titulos-adicionais%3Ateses');
  });
});

describe('the specialised searches offered', () => {
  const some = { settled: true, options: [{ codigo: 'x' }] } as const;
  const none = { settled: true, options: [] } as const;
  const failed = { settled: true, options: undefined } as const;

  it('names the kinds without options or whose options failed, once all are answered', () => {
    const rest = { 'titulos-adicionais': some, 'produtos-target': none } as const;
    expect(unofferedKinds({ 'opcoes-atos-normativos': none, 'jurisprudencia-options': failed, 'opcoes-arquivo': some, ...rest })).toEqual([
      'opcoes-atos-normativos',
      'jurisprudencia-options',
      'produtos-target',
    ]);
    expect(unofferedKinds({ 'opcoes-atos-normativos': none, 'jurisprudencia-options': { settled: false }, 'opcoes-arquivo': none, ...rest })).toBeNull();
    expect(unofferedKinds({ 'opcoes-atos-normativos': some, 'jurisprudencia-options': some, 'opcoes-arquivo': some, 'titulos-adicionais': some, 'produtos-target': some })).toEqual([]);
  });

  it('chooses the default periodical field, else the first', () => {
    expect(defaultField([{ codigo: 'titulo', padrao: false }, { codigo: 'assunto', padrao: true }])).toBe('assunto');
    expect(defaultField([{ codigo: 'titulo', padrao: false }])).toBe('titulo');
    expect(defaultField([])).toBeUndefined();
  });
});
