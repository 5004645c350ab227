import { describe, expect, it } from 'vitest';
import { situacaoOf } from './rules';

describe('situacaoOf', () => {
  it('counts the first and the last day as under way', () => {
    expect(situacaoOf('2026-03-01', '2026-03-31', '2026-03-01')).toBe('vigente');
    expect(situacaoOf('2026-03-01', '2026-03-31', '2026-03-31')).toBe('vigente');
  });
  it('before the first day it has not begun; after the last it is over', () => {
    expect(situacaoOf('2026-03-01', '2026-03-31', '2026-02-28')).toBe('futuro');
    expect(situacaoOf('2026-03-01', '2026-03-31', '2026-04-01')).toBe('encerrado');
  });
  it('with no last day recorded the patron is still away once it began', () => {
    expect(situacaoOf('2026-03-01', null, '2030-01-01')).toBe('vigente');
    expect(situacaoOf('2026-03-01', null, '2026-02-01')).toBe('futuro');
  });
});
