import { describe, expect, it } from 'vitest';
import { codAcervoOf } from './useTitle';

describe('codAcervoOf', () => {
  it('takes a positive whole number that fits the API’s ids', () => {
    expect(codAcervoOf('42')).toBe(42);
    expect(codAcervoOf('2147483647')).toBe(2147483647);
  });
  it('refuses what cannot be a title, so no request is sent', () => {
    for (const bad of [undefined, '', '0', '-1', '1.5', '1e3', 'abc', '042', '2147483648', '99999999999']) expect(codAcervoOf(bad)).toBeNull();
  });
});
