import { describe, expect, it } from 'vitest';
import { FILTER_CODES, FILTER_VALUES, MAX_FILTERS, formatFilters, isFilterCode, parseFilters } from './constants';

describe('parseFilters / formatFilters', () => {
  it('reads the pairs in order and writes them back', () => {
    const raw = 'A:12,S:9,T:1,I:eng,Y:1989,E:editora abril,R:cr,B:2,C:1,U:3,D:4,P:5';
    const { filters, invalid } = parseFilters(raw);
    expect(invalid).toEqual([]);
    expect(filters).toEqual([
      { code: 'A', value: '12' },
      { code: 'S', value: '9' },
      { code: 'T', value: '1' },
      { code: 'I', value: 'eng' },
      { code: 'Y', value: '1989' },
      { code: 'E', value: 'editora abril' },
      { code: 'R', value: 'cr' },
      { code: 'B', value: '2' },
      { code: 'C', value: '1' },
      { code: 'U', value: '3' },
      { code: 'D', value: '4' },
      { code: 'P', value: '5' },
    ]);
    expect(formatFilters(filters)).toBe(raw);
    expect(parseFilters(formatFilters(filters))).toEqual({ filters, invalid: [] });
  });

  it('nothing, or blank, is no filter', () => {
    for (const raw of [undefined, null, '', '  ']) expect(parseFilters(raw)).toEqual({ filters: [], invalid: [] });
    expect(formatFilters([])).toBe('');
  });

  it('accepts every code of SPEC.md §9, those without data in the catalogue with any value of the grammar', () => {
    expect(FILTER_CODES).toHaveLength(21);
    expect(new Set(FILTER_CODES).size).toBe(21);
    for (const code of FILTER_CODES) {
      expect(isFilterCode(code)).toBe(true);
      expect(Object.keys(FILTER_VALUES)).toContain(code);
    }
    for (const code of ['F', 'N', 'O', 'L', 'G', 'M', 'X', 'K', 'Z'] as const) {
      expect(parseFilters(`${code}:1`)).toEqual({ filters: [{ code, value: '1' }], invalid: [] });
      expect(parseFilters(`${code}:Any text 12`).filters).toEqual([{ code, value: 'Any text 12' }]);
    }
    expect(isFilterCode('Q')).toBe(false);
    expect(isFilterCode('a')).toBe(false);
  });

  it('codes are case-insensitive and spaces around a pair or its parts are ignored', () => {
    expect(parseFilters(' a:12 , t : 1,r:cr ').filters).toEqual([
      { code: 'A', value: '12' },
      { code: 'T', value: '1' },
      { code: 'R', value: 'cr' },
    ]);
  });

  it('drops repeats, but two values of one code both count', () => {
    expect(parseFilters('A:12,a:12,A:13, A:12').filters).toEqual([
      { code: 'A', value: '12' },
      { code: 'A', value: '13' },
    ]);
  });

  it('reports malformed pairs, unknown codes and values a code does not take', () => {
    const bad = ['A', ':', ':1', 'A:', 'Q:1', 'AB:1', 'A:abc', 'A:0', 'A:-1', 'A:1234567890', 'I:english', 'I:EN', 'Y:19', 'Y:19890', 'R:yes', 'E:Editora', 'F:', 'F:a:b', `K:${'x'.repeat(121)}`];
    for (const pair of bad) {
      const { filters, invalid } = parseFilters(`T:1,${pair}`);
      expect(invalid, pair).toEqual([pair]);
      expect(filters).toEqual([{ code: 'T', value: '1' }]);
    }
    expect(parseFilters('A:1,,S:2')).toEqual({ filters: [{ code: 'A', value: '1' }, { code: 'S', value: '2' }], invalid: [''] });
  });

  it(`keeps at most ${MAX_FILTERS} filters; the ones beyond are invalid`, () => {
    const pairs = Array.from({ length: MAX_FILTERS + 2 }, (_, i) => `A:${i + 1}`);
    const { filters, invalid } = parseFilters(pairs.join(','));
    expect(filters).toHaveLength(MAX_FILTERS);
    expect(invalid).toEqual(pairs.slice(MAX_FILTERS));
    // Repeats do not count towards the limit.
    const withRepeats = parseFilters([...pairs.slice(0, MAX_FILTERS), 'A:1', 'a:2'].join(','));
    expect(withRepeats).toEqual({ filters: filters, invalid: [] });
  });
});
