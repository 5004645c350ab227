import { describe, expect, it } from 'vitest';
import { groupContents, issueLabel } from './groups';

const item = (ordem: number, grupo: string | null) => ({ ordem, titulo: `Item ${ordem}`, autores: null, paginas: null, grupo });

describe('groupContents', () => {
  it('keeps consecutive entries of one part together, in order', () => {
    const groups = groupContents([item(1, 'v. 1'), item(2, 'v. 1'), item(3, 'v. 2')]);
    expect(groups.map((g) => [g.grupo, g.itens.map((i) => i.ordem)])).toEqual([
      ['v. 1', [1, 2]],
      ['v. 2', [3]],
    ]);
  });

  it('a note without parts is one group; no entry, no group', () => {
    expect(groupContents([item(1, null), item(2, null)])).toHaveLength(1);
    expect(groupContents([])).toEqual([]);
  });
});

describe('issueLabel', () => {
  const words = { volume: 'v.', number: 'n.' };
  it('names volume, number and period of an issue', () => {
    expect(issueLabel({ volume: '93', numero: '1', periodo: 'jan.', ano: 2026 }, words)).toBe('v. 93, n. 1 (jan. 2026)');
    expect(issueLabel({ volume: null, numero: '2026', periodo: null, ano: 2026 }, words)).toBe('n. 2026 (2026)');
    expect(issueLabel({ volume: null, numero: null, periodo: null, ano: 2026 }, words)).toBe('2026');
  });
});
