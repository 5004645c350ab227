import { describe, expect, it } from 'vitest';
import { problemasDoPlano, type PlanoParaChecar, type ReferenciaParaChecar } from './plano-ensino-regras';

// The teaching plan's rules (SPEC.md §5), as both the server and the editor run them.
const blank: PlanoParaChecar = { ementa: null, objetivos: '', conteudo: '  ', metodologia: null, avaliacao: null, bibliografia: [] };
const ref = (cod_acervo: number, more: Partial<ReferenciaParaChecar> = {}): ReferenciaParaChecar => ({ cod_acervo, capitulo: null, pagina_inicial: null, pagina_final: null, nota: null, ...more });

describe('problemasDoPlano', () => {
  it('at least one field: none filled (blanks and spaces are none) names the first field', () => {
    expect(problemasDoPlano(blank)).toEqual([{ campo: 'ementa', regra: 'planoVazio' }]);
    expect(problemasDoPlano({ ...blank, metodologia: 'Aulas.' })).toEqual([]);
  });

  it('a start page greater than the end page names the end page of that reference; equal or one missing is fine', () => {
    const plan = { ...blank, ementa: 'x', bibliografia: [ref(1), ref(2, { pagina_inicial: 20, pagina_final: 10 })] };
    expect(problemasDoPlano(plan)).toEqual([{ campo: 'bibliografia.1.pagina_final', regra: 'paginasInvertidas' }]);
    expect(problemasDoPlano({ ...plan, bibliografia: [ref(2, { pagina_inicial: 10, pagina_final: 10 })] })).toEqual([]);
    expect(problemasDoPlano({ ...plan, bibliografia: [ref(2, { pagina_inicial: 10 })] })).toEqual([]);
  });

  it('pages must be whole numbers from 1 to the limit (NaN: typed but not a number)', () => {
    const plan = { ...blank, ementa: 'x', bibliografia: [ref(1, { pagina_inicial: 0, pagina_final: Number.NaN }), ref(2, { pagina_final: 100000 })] };
    expect(problemasDoPlano(plan)).toEqual([
      { campo: 'bibliografia.0.pagina_inicial', regra: 'paginaInvalida', max: 99999 },
      { campo: 'bibliografia.0.pagina_final', regra: 'paginaInvalida', max: 99999 },
      { campo: 'bibliografia.1.pagina_final', regra: 'paginaInvalida', max: 99999 },
    ]);
  });

  it('a title twice, and lengths over the limits, are named', () => {
    const plan = { ...blank, objetivos: 'o'.repeat(8001), bibliografia: [ref(1, { capitulo: 'c'.repeat(201) }), ref(1, { nota: 'n'.repeat(501) })] };
    expect(problemasDoPlano(plan)).toEqual([
      { campo: 'objetivos', regra: 'textoLongo', max: 8000 },
      { campo: 'bibliografia.0.capitulo', regra: 'capituloLongo', max: 200 },
      { campo: 'bibliografia.1.cod_acervo', regra: 'tituloRepetido' },
      { campo: 'bibliografia.1.nota', regra: 'notaLonga', max: 500 },
    ]);
    const many = Array.from({ length: 101 }, (_, i) => ref(i + 1));
    expect(problemasDoPlano({ ...blank, ementa: 'x', bibliografia: many })).toEqual([{ campo: 'bibliografia', regra: 'bibliografiaLonga', max: 100 }]);
  });
});
