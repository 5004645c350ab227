import { describe, expect, it } from 'vitest';
import type { PlanoEnsino } from '@estante/api-contract';
import { addRef, availabilityKind, availabilityOf, bodyOf, moveRef, pageOf, pagesOf, pickerProblem, planErrors, removeRef, serverFieldsOf, valuesOf, viewOf, type PlanValues, type RefValues } from './rules';

const ref = (cod_acervo: number, tipo: 'B' | 'C', more: Partial<RefValues> = {}): RefValues => ({
  cod_acervo, tipo, obra: `Título ${cod_acervo}`, descricao: `Título ${cod_acervo} / Autor`, capitulo: '', pagina_inicial: '', pagina_final: '', nota: '', ...more,
});
const blank: PlanValues = { ementa: '', objetivos: '', conteudo: '', metodologia: '', avaliacao: '', bibliografia: [] };

describe('the address', () => {
  it('?disciplina= opens the editor, ?plano= a plan to read, anything else the overview', () => {
    expect(viewOf(new URLSearchParams('disciplina=7'))).toEqual({ kind: 'edit', disciplina: 7 });
    expect(viewOf(new URLSearchParams('plano=3'))).toEqual({ kind: 'read', plano: 3 });
    expect(viewOf(new URLSearchParams('plano=0'))).toEqual({ kind: 'overview' });
    expect(viewOf(new URLSearchParams('disciplina=abc&plano=-1'))).toEqual({ kind: 'overview' });
    expect(viewOf(new URLSearchParams(''))).toEqual({ kind: 'overview' });
  });
});

describe('the plan rules under their fields (SPEC.md §5)', () => {
  it('every field blank (spaces count as blank): the message under the first field, the summary', () => {
    expect(planErrors({ ...blank, objetivos: '   ' })).toEqual({ ementa: { type: 'validate', message: 'errors.planoVazio' } });
  });

  it('any one field filled is enough', () => {
    expect(planErrors({ ...blank, avaliacao: 'Prova.' })).toEqual({});
  });

  it('a start page greater than the end page: the message under that reference’s end page', () => {
    const v = { ...blank, ementa: 'x', bibliografia: [ref(1, 'B'), ref(2, 'C', { pagina_inicial: '20', pagina_final: '10' })] };
    expect(planErrors(v)).toEqual({ bibliografia: [undefined, { pagina_final: { type: 'validate', message: 'errors.paginasInvertidas' } }] });
    expect(planErrors({ ...v, bibliografia: [ref(2, 'C', { pagina_inicial: '10', pagina_final: '10' })] })).toEqual({});
    expect(planErrors({ ...v, bibliografia: [ref(2, 'C', { pagina_inicial: '10', pagina_final: '' })] })).toEqual({});
  });

  it('a page that is not a whole number from 1 is named under its own field, with the limit', () => {
    const v = { ...blank, ementa: 'x', bibliografia: [ref(1, 'B', { pagina_inicial: 'doze', pagina_final: '0' })] };
    expect(planErrors(v)).toEqual({
      bibliografia: [{
        pagina_inicial: { type: 'validate', message: 'errors.paginaInvalida', values: { max: 99999 } },
        pagina_final: { type: 'validate', message: 'errors.paginaInvalida', values: { max: 99999 } },
      }],
    });
  });

  it('both faults at once: the empty plan and the inverted pages', () => {
    const errors = planErrors({ ...blank, bibliografia: [ref(1, 'B', { pagina_inicial: '20', pagina_final: '10' })] });
    expect(Object.keys(errors).sort()).toEqual(['bibliografia', 'ementa']);
  });

  it('pages as typed: blank is none, digits a number, anything else not a number', () => {
    expect(pageOf(' ')).toBeNull();
    expect(pageOf(' 42 ')).toBe(42);
    expect(pageOf('4a')).toBeNaN();
  });
});

describe('the bibliography list', () => {
  const list = [ref(1, 'B'), ref(2, 'C'), ref(3, 'B'), ref(4, 'B')];
  it('moves a reference among those of its kind, not past either end', () => {
    expect(moveRef(list, 2, -1).map((r) => r.cod_acervo)).toEqual([3, 2, 1, 4]);
    expect(moveRef(list, 2, 1).map((r) => r.cod_acervo)).toEqual([1, 2, 4, 3]);
    expect(moveRef(list, 0, -1).map((r) => r.cod_acervo)).toEqual([1, 2, 3, 4]);
    expect(moveRef(list, 1, 1).map((r) => r.cod_acervo)).toEqual([1, 2, 3, 4]);
  });
  it('removes one; adds a title at the end of its kind once', () => {
    expect(removeRef(list, 1).map((r) => r.cod_acervo)).toEqual([1, 3, 4]);
    const added = addRef(list, { cod_acervo: 9, obra: 'Nove', descricao: 'Nove / X' }, 'C');
    expect(added.at(-1)).toMatchObject({ cod_acervo: 9, tipo: 'C', pagina_inicial: '' });
    expect(addRef(added, { cod_acervo: 9, obra: 'Nove', descricao: 'Nove / X' }, 'B')).toHaveLength(5);
  });
  it('the save sends basic then complementary, pages as numbers, blanks as null; the server’s field names map back to the editor’s places', () => {
    const v = { ...blank, ementa: ' Ementa ', bibliografia: [ref(2, 'C', { nota: ' n ' }), ref(1, 'B', { capitulo: 'Cap. 1', pagina_inicial: '3', pagina_final: '9' })] };
    expect(bodyOf(v, 4)).toEqual({
      ementa: 'Ementa', objetivos: null, conteudo: null, metodologia: null, avaliacao: null, versao: 4,
      bibliografia: [
        { cod_acervo: 1, tipo: 'B', capitulo: 'Cap. 1', pagina_inicial: 3, pagina_final: 9, nota: null },
        { cod_acervo: 2, tipo: 'C', capitulo: null, pagina_inicial: null, pagina_final: null, nota: 'n' },
      ],
    });
    const fields = serverFieldsOf(v.bibliografia);
    expect(fields['bibliografia.0.pagina_final']).toBe('bibliografia.1.pagina_final');
    expect(fields['bibliografia.1.nota']).toBe('bibliografia.0.nota');
    expect(fields.ementa).toBe('ementa');
  });
  it('a stored plan becomes the editor’s values (pages as text)', () => {
    const plan = { ementa: 'E', objetivos: null, conteudo: null, metodologia: null, avaliacao: null, bibliografia: [
      { cod_acervo: 5, tipo: 'B', ordem: 1, obra: 'O', descricao: 'D', ano_publicacao: null, capitulo: null, pagina_inicial: 7, pagina_final: null, nota: null },
    ] } as unknown as PlanoEnsino;
    expect(valuesOf(plan)).toEqual({ ...blank, ementa: 'E', bibliografia: [{ cod_acervo: 5, tipo: 'B', obra: 'O', descricao: 'D', capitulo: '', pagina_inicial: '7', pagina_final: '', nota: '' }] });
    expect(valuesOf(null)).toEqual(blank);
  });
});

describe('availability and the picker', () => {
  it('sums the campuses; a title left out of the answer has no copies', () => {
    const a = availabilityOf([{ cod_acervo: 1, campi: [{ cod_campus: 1, nome_campus: 'Centro', total: 2, disponiveis: 0 }, { cod_campus: 2, nome_campus: 'Norte', total: 1, disponiveis: 1 }] }, { cod_acervo: 2, campi: [{ cod_campus: 1, nome_campus: 'Centro', total: 3, disponiveis: 0 }] }]);
    expect(a.get(1)).toMatchObject({ total: 3, disponiveis: 1 });
    expect(availabilityKind(a.get(1))).toBe('available');
    expect(availabilityKind(a.get(2))).toBe('unavailable');
    expect(availabilityKind(a.get(3))).toBe('none');
  });
  it('pages read as a range, one page when equal', () => {
    expect(pagesOf({ pagina_inicial: 15, pagina_final: 42 })).toBe('15–42');
    expect(pagesOf({ pagina_inicial: 12, pagina_final: 12 })).toBe('12');
    expect(pagesOf({ pagina_inicial: null, pagina_final: 8 })).toBe('8');
    expect(pagesOf({ pagina_inicial: null, pagina_final: null })).toBeNull();
  });
  it('the search needs something typed, at least 3 characters', () => {
    expect(pickerProblem('  ')).toBe('picker.required');
    expect(pickerProblem('ab')).toBe('picker.short');
    expect(pickerProblem('ética')).toBeNull();
  });
});
