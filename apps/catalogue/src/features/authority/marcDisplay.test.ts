import { describe, expect, it } from 'vitest';
import type { MarcRows } from '@estante/api-contract';
import { marcFields } from './marcDisplay';

const control = (paragrafo: string, campo_fixo: string) => ({ paragrafo, seq_paragrafo: 1, secao: null, seq_secao: 0, descricao: '', pontuacao: '', indicador1: '', indicador2: '', campo_fixo });
const data = (paragrafo: string, seq: number, secao: string, descricao: string, pontuacao = '', i1 = ' ', i2 = ' ') => ({
  paragrafo,
  seq_paragrafo: seq,
  secao,
  seq_secao: 1,
  descricao,
  pontuacao,
  indicador1: i1,
  indicador2: i2,
  campo_fixo: null,
});

describe('marcFields', () => {
  it('groups subfield rows back into fields, with indicators and values rebuilt from descricao + pontuacao', () => {
    const rows: MarcRows = [
      control('000', '01587cz  a2200253n  4500'),
      control('001', '75'),
      data('155', 1, 'a', 'Graphic novels'),
      data('455', 1, 'a', 'Comic book novels'),
      data('455', 2, 'a', 'Graphic albums'),
      data('550', 1, 'w', 'g'),
      data('550', 1, 'a', 'Comics (Graphic works)'),
      data('670', 1, 'a', 'Work cat.', ' :'),
      data('670', 1, 'b', 'p. 1'),
    ];
    expect(new Set(marcFields(rows).map((f) => f.key)).size).toBe(7);
    expect(marcFields(rows)).toMatchObject([
      { tag: '000', indicators: '', fixed: '01587cz  a2200253n  4500', subfields: [] },
      { tag: '001', indicators: '', fixed: '75', subfields: [] },
      { tag: '155', indicators: '##', fixed: null, subfields: [{ code: 'a', value: 'Graphic novels' }] },
      { tag: '455', indicators: '##', fixed: null, subfields: [{ code: 'a', value: 'Comic book novels' }] },
      { tag: '455', indicators: '##', fixed: null, subfields: [{ code: 'a', value: 'Graphic albums' }] },
      {
        tag: '550',
        indicators: '##',
        fixed: null,
        subfields: [
          { code: 'w', value: 'g' },
          { code: 'a', value: 'Comics (Graphic works)' },
        ],
      },
      {
        tag: '670',
        indicators: '##',
        fixed: null,
        subfields: [
          { code: 'a', value: 'Work cat. :' },
          { code: 'b', value: 'p. 1' },
        ],
      },
    ]);
  });

  it('shows indicators as given, a blank as #', () => {
    expect(marcFields([data('100', 1, 'a', 'Shakespeare, William,', '', '1', ' ')])[0]?.indicators).toBe('1#');
  });
});
