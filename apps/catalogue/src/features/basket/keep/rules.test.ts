import { describe, expect, it } from 'vitest';
import { keepSummary } from './rules';

describe('"keep these": what the patron is told', () => {
  it('how many were added and how many were kept already', () => {
    expect(keepSummary({ incluidos: [1, 2, 3], ja_incluidos: [4], nao_encontrados: [] })).toEqual([
      { key: 'added', count: 3 },
      { key: 'already', count: 1 },
    ]);
  });
  it('all already kept (a second click, another device): only that', () => {
    expect(keepSummary({ incluidos: [], ja_incluidos: [4, 5], nao_encontrados: [] })).toEqual([{ key: 'already', count: 2 }]);
  });
  it('titles the catalogue no longer has are counted apart', () => {
    expect(keepSummary({ incluidos: [1], ja_incluidos: [], nao_encontrados: [9] })).toEqual([
      { key: 'added', count: 1 },
      { key: 'missing', count: 1 },
    ]);
  });
});
