import { describe, expect, it } from 'vitest';
import { dcFileName, elementOf, isWebAddress } from './rules';

describe('the Dublin Core view rules', () => {
  it('names elements by their Dublin Core name', () => {
    expect(elementOf('dc.title')).toBe('title');
    expect(elementOf('dc.rights')).toBe('rights');
    expect(elementOf('dc.audience')).toBeNull();
    expect(dcFileName(12)).toBe('acervo-12-dc.xml');
  });

  it('links only http(s) addresses', () => {
    expect(isWebAddress('http://kramerius4.nkp.cz/search/handle/uuid:1')).toBe(true);
    expect(isWebAddress('https://example.org/a b')).toBe(false);
    expect(isWebAddress('javascript:alert(1)')).toBe(false);
    expect(isWebAddress('9788502076419')).toBe(false);
  });
});
