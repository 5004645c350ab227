import { describe, expect, it } from 'vitest';
import type { Fasciculo } from '@estante/api-contract';
import { bookContents, issueContents, kardexYears, twelveMonths } from './kardex';

const issue = (cod: number, ano: number, mes: number, situacao: Fasciculo['situacao']): Fasciculo => ({
  cod_fasciculo: cod,
  cod_biblioteca: 1,
  desc_biblioteca: 'Biblioteca Central',
  ano,
  volume: String(ano - 1933),
  numero: String(mes),
  mes,
  mes_final: null,
  data_prevista: `10/${String(mes).padStart(2, '0')}/${ano}`,
  data_chegada: situacao === 'recebido' ? `20/${String(mes).padStart(2, '0')}/${ano}` : null,
  situacao,
  desc_situacao: situacao,
  artigos: 0,
});

describe('kardexYears', () => {
  it('groups issues in kardex order by year, keeping their order, with the counts of each status', () => {
    const years = kardexYears([issue(5, 2026, 1, 'recebido'), issue(6, 2026, 2, 'atrasado'), issue(1, 2025, 11, 'faltante'), issue(2, 2025, 12, 'recebido')]);
    expect(years.map((y) => [y.ano, y.total, y.recebidos, y.atrasados, y.faltantes, y.fasciculos.map((f) => f.cod_fasciculo)])).toEqual([
      [2026, 2, 1, 1, 0, [5, 6]],
      [2025, 2, 1, 0, 1, [1, 2]],
    ]);
  });

  it('no issue, no year', () => {
    expect(kardexYears([])).toEqual([]);
  });
});

describe('issueContents and bookContents', () => {
  const rows = [
    { cod_fasciculo: null, ordem: 1, titulo: 'Introdução', autores: 'A. Autor', paginas: null },
    { cod_fasciculo: 2, ordem: 1, titulo: 'First Take', autores: null, paginas: 'p. 8' },
    { cod_fasciculo: 5, ordem: 1, titulo: 'First Take', autores: null, paginas: 'p. 8' },
    { cod_fasciculo: 5, ordem: 2, titulo: 'The Beat', autores: null, paginas: 'p. 13' },
  ];

  it('gives each issue with contents its entries, in the issues’ order, leaving out those without', () => {
    const out = issueContents([issue(5, 2026, 1, 'recebido'), issue(6, 2026, 2, 'atrasado'), issue(2, 2025, 12, 'recebido')], rows);
    expect(out.map((f) => [f.cod_fasciculo, f.itens.map((i) => i.titulo)])).toEqual([
      [5, ['First Take', 'The Beat']],
      [2, ['First Take']],
    ]);
  });

  it('a book’s chapters are the entries without an issue', () => {
    expect(bookContents(rows)).toEqual([{ ordem: 1, titulo: 'Introdução', autores: 'A. Autor', paginas: null, grupo: null }]);
  });
});

describe('twelveMonths', () => {
  it('fills the months without activity with zeros, January first', () => {
    const months = twelveMonths([{ mes: 3, emprestimos: 2, reservas: 1 }]);
    expect(months).toHaveLength(12);
    expect(months[2]).toEqual({ mes: 3, emprestimos: 2, reservas: 1 });
    expect(months[0]).toEqual({ mes: 1, emprestimos: 0, reservas: 0 });
  });
});
