import { describe, expect, it } from 'vitest';
import type { MarcRow } from '@estante/api-contract';
import { fieldText, indicator, marcFileName, marcLines } from './rules';

const fixed = (paragrafo: string, seq: number, value: string): MarcRow => ({
  paragrafo,
  seq_paragrafo: seq,
  secao: null,
  seq_secao: 0,
  descricao: '',
  pontuacao: '',
  indicador1: '',
  indicador2: '',
  campo_fixo: value,
});
const sub = (paragrafo: string, seq: number, secao: string, i: number, descricao: string, pontuacao = '', ind = ['1', ' ']): MarcRow => ({
  paragrafo,
  seq_paragrafo: seq,
  secao,
  seq_secao: i,
  descricao,
  pontuacao,
  indicador1: ind[0] ?? ' ',
  indicador2: ind[1] ?? ' ',
  campo_fixo: null,
});

describe('the MARC view rules', () => {
  it('groups rows into the leader, control fields and data fields, in record order, repeated tags apart', () => {
    const rows = [
      fixed('000', 1, '00681nam a2200169 u 4500'),
      fixed('001', 1, '123'),
      fixed('008', 1, '181214s2019    bl            000 0 por d'),
      sub('650', 1, 'a', 1, 'Gramática', '.', [' ', '4']),
      sub('245', 1, 'a', 1, 'Título', ' /', ['1', '0']),
      sub('245', 1, 'c', 2, 'Autor', '.', ['1', '0']),
      sub('650', 2, 'a', 1, 'Português', '', [' ', '4']),
      sub('650', 2, 'x', 2, 'Estudo', '', [' ', '4']),
    ];
    const lines = marcLines(rows);
    expect(lines.map((l) => l.tag)).toEqual(['000', '001', '008', '650', '245', '650']);
    expect(lines[0]).toMatchObject({ kind: 'leader', value: '00681nam a2200169 u 4500' });
    expect(lines[2]).toMatchObject({ kind: 'control', value: '181214s2019    bl            000 0 por d' });
    expect(lines[4]).toMatchObject({ kind: 'data', ind1: '1', ind2: '0', subfields: [{ code: 'a', value: 'Título /' }, { code: 'c', value: 'Autor.' }] });
    expect(lines[5]).toMatchObject({ kind: 'data', tag: '650', subfields: [{ code: 'a', value: 'Português' }, { code: 'x', value: 'Estudo' }] });
    expect(new Set(lines.map((l) => l.key)).size).toBe(lines.length);
  });

  it('shows a blank indicator as # (LC), others as they are', () => {
    expect(indicator(' ')).toBe('#');
    expect(indicator('')).toBe('#');
    expect(indicator('0')).toBe('0');
    expect(indicator('#')).toBe('#');
  });

  it('writes a field as $code value, and names the files after the code', () => {
    expect(fieldText([{ code: 'a', value: 'Título :' }, { code: 'b', value: 'subtítulo /' }])).toBe('$a Título : $b subtítulo /');
    expect(marcFileName(42, 'xml')).toBe('acervo-42.xml');
    expect(marcFileName(42, 'mrc')).toBe('acervo-42.mrc');
  });
});
