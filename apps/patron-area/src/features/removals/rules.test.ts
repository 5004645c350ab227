import { describe, expect, it } from 'vitest';
import type { Afastamento } from '@estante/api-contract';
import { currentRemoval, statusKey } from './rules';

const removal = (cod: number, situacao: Afastamento['situacao']): Afastamento => ({
  cod_afastamento: cod,
  tipo: 'intercambio',
  tipo_descricao: 'Intercâmbio',
  motivo: null,
  data_inicio: '2026-01-01',
  data_fim: null,
  situacao,
});

describe('the removals page', () => {
  it('names the removal under way, the first of the list when several are', () => {
    expect(currentRemoval([removal(3, 'futuro'), removal(2, 'vigente'), removal(1, 'vigente')])?.cod_afastamento).toBe(2);
  });
  it('none under way (only past or future ones, an empty list, nothing loaded yet): no notice', () => {
    expect(currentRemoval([removal(1, 'encerrado'), removal(2, 'futuro')])).toBeNull();
    expect(currentRemoval([])).toBeNull();
    expect(currentRemoval(undefined)).toBeNull();
  });
  it('each standing has its own words', () => {
    expect(new Set((['vigente', 'futuro', 'encerrado'] as const).map(statusKey)).size).toBe(3);
  });
});
