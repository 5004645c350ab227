import { describe, expect, it } from 'vitest';
import type { Exemplar } from '@estante/api-contract';
import { copiesOf, countsByLibrary, libraryOf } from './rules';

const copy = (cod_exemplar: number, cod_biblioteca: number, situacao: Exemplar['situacao']): Exemplar => ({
  cod_exemplar,
  cod_acervo: 1,
  cod_biblioteca,
  desc_biblioteca: `Biblioteca ${cod_biblioteca}`,
  cod_campus: 1,
  nome_campus: 'Campus',
  numero_chamada: null,
  volume: null,
  tomo: null,
  parte: null,
  material: 'Livro',
  tipo_emprestimo: 'Normal',
  localizacao: 'Estante',
  colecao: 'Acervo geral',
  situacao,
  desc_situacao: situacao,
  data_devolucao_prevista: situacao === 'emprestado' ? '10/03/2026' : null,
});

describe('the copies view rules', () => {
  const copies = [copy(1, 2, 'disponivel'), copy(2, 2, 'emprestado'), copy(3, 5, 'disponivel'), copy(4, 2, 'disponivel')];

  it('counts copies and available copies per library, in the list order', () => {
    expect(countsByLibrary(copies)).toEqual([
      { cod_biblioteca: 2, desc_biblioteca: 'Biblioteca 2', nome_campus: 'Campus', total: 3, disponiveis: 2 },
      { cod_biblioteca: 5, desc_biblioteca: 'Biblioteca 5', nome_campus: 'Campus', total: 1, disponiveis: 1 },
    ]);
    expect(countsByLibrary([])).toEqual([]);
  });

  it('filters by the library of the address, every library when it holds none or is not a code', () => {
    const libraries = countsByLibrary(copies);
    expect(libraryOf('5', libraries)).toBe(5);
    expect(copiesOf(copies, 5).map((c) => c.cod_exemplar)).toEqual([3]);
    expect(libraryOf('9', libraries)).toBeNull();
    expect(libraryOf('abc', libraries)).toBeNull();
    expect(libraryOf('05', libraries)).toBeNull();
    expect(libraryOf(null, libraries)).toBeNull();
    expect(copiesOf(copies, null)).toHaveLength(4);
  });
});
