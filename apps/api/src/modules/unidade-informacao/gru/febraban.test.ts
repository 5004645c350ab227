import { describe, expect, it } from 'vitest';
import { codigoBarras, codigoBarrasValido, linhaDigitavel, linhaDigitavelValida, modulo10 } from './febraban';
import { addDays, maskCpf, referenceOf, slipCodes } from './slip';

describe('FEBRABAN module 10', () => {
  it('gives the check digits of known lines', () => {
    // A collection (arrecadação) line published as FEBRABAN's example: 83640000001-1 33120138000-2 81288462711-6 08013618155-1.
    expect(['83640000001', '33120138000', '81288462711', '08013618155'].map(modulo10)).toEqual([1, 2, 6, 1]);
    // Fields 1-3 of a bank slip line (00190.50095 40144.816069 06809.350314): digits 5, 9, 4.
    expect(['001905009', '4014481606', '0680935031'].map(modulo10)).toEqual([5, 9, 4]);
    // Luhn's own example (the same weights and digit sum).
    expect(modulo10('7992739871')).toBe(3);
    expect(modulo10('0')).toBe(0);
  });

  it('the general check digit (4th) of the example barcode, and its line', () => {
    const barras = '83640000001331201380008128846271108013618155';
    expect(codigoBarrasValido(barras)).toBe(true);
    expect(linhaDigitavel(barras)).toBe('836400000011331201380002812884627116080136181551');
    expect(codigoBarras({ segmento: '3', centavos: 13312, convenio: '0138', campoLivre: '0008128846271108013618155' })).toBe(barras);
  });

  it('refuses a changed digit anywhere', () => {
    const line = '836400000011331201380002812884627116080136181551';
    expect(linhaDigitavelValida(line)).toBe(true);
    for (const i of [0, 5, 11, 20, 23, 30, 35, 47]) {
      const d = (Number(line[i]) + 1) % 10;
      expect(linhaDigitavelValida(line.slice(0, i) + d + line.slice(i + 1)), `digit ${i}`).toBe(false);
    }
    expect(codigoBarrasValido('83650000001331201380008128846271108013618155')).toBe(false);
  });

  it('refuses what does not fit the layout', () => {
    expect(() => codigoBarras({ segmento: '5', centavos: 100_000_000_000, convenio: '0001', campoLivre: '0'.repeat(25) })).toThrow();
    expect(() => codigoBarras({ segmento: '5', centavos: 1, convenio: '01', campoLivre: '0'.repeat(25) })).toThrow();
    expect(() => linhaDigitavel('123')).toThrow();
  });
});

describe('the slip', () => {
  it('barcode: product 8, segment 5, value id 6, the value in cents, the agreement, due date and reference; every check digit holds', () => {
    const { referencia, codigo_barras, linha_digitavel } = slipCodes({ codGru: 42, codBiblioteca: 4, codEmpresa: 1, centavos: 2500, vencimento: '2026-11-29' });
    expect(referencia).toBe('00004000000000042');
    expect(codigo_barras.slice(0, 3)).toBe('856');
    expect(codigo_barras.slice(4)).toBe(['00000002500', '0001', '20261129', '00004000000000042'].join(''));
    expect(codigoBarrasValido(codigo_barras)).toBe(true);
    expect(linha_digitavel).toHaveLength(48);
    expect(linhaDigitavelValida(linha_digitavel)).toBe(true);
    expect(referenceOf(12345, 999999999999)).toBe('12345999999999999');
  });

  it('due dates across months and years; the CPF masked', () => {
    expect(addDays('2026-11-24', 5)).toBe('2026-11-29');
    expect(addDays('2026-12-29', 5)).toBe('2027-01-03');
    expect(addDays('2028-02-26', 5)).toBe('2028-03-02');
    expect(maskCpf('12345678909')).toBe('***.456.789-**');
    expect(maskCpf(null)).toBeNull();
  });
});
