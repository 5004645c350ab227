import { describe, expect, it } from 'vitest';
import { bcp47 } from './language';

describe('bcp47', () => {
  it('MARC codes, bibliographic ones too, as BCP 47 tags; no tag for what is no language', () => {
    expect(bcp47('por')).toBe('pt');
    expect(bcp47('fre')).toBe('fr');
    expect(bcp47('ger')).toBe('de');
    expect(bcp47('eng')).toBe('en');
    expect(bcp47('rus')).toBe('ru');
    expect(bcp47('heb')).toBe('he');
    expect(bcp47('und')).toBeNull();
    expect(bcp47('mul')).toBeNull();
    expect(bcp47('zxx')).toBeNull();
    expect(bcp47(null)).toBeNull();
    expect(bcp47('p0r')).toBeNull();
    expect(bcp47('POR')).toBeNull();
  });
});
