import { describe, expect, it } from 'vitest';
import { bcp47, languageLabel } from './language';

describe('languages by name', () => {
  it('MARC codes, bibliographic ones too, as BCP 47 tags', () => {
    expect(bcp47('por')).toBe('pt');
    expect(bcp47('fre')).toBe('fr');
    expect(bcp47('ger')).toBe('de');
    expect(bcp47('eng')).toBe('en');
    expect(bcp47('und')).toBeNull();
    expect(bcp47('mul')).toBeNull();
    expect(bcp47(null)).toBeNull();
    expect(bcp47('p0r')).toBeNull();
  });
  it('named in the page’s language, capitalised', () => {
    expect(languageLabel('por', 'Português', 'pt-BR')).toBe('Português');
    expect(languageLabel('fre', 'Francês', 'pt-BR')).toBe('Francês');
    expect(languageLabel('fre', 'French', 'en')).toBe('French');
    expect(languageLabel('ger', 'Alemán', 'es')).toBe('Alemán');
    expect(languageLabel('rus', null, 'en')).toBe('Russian');
  });
  it('the server’s name where the browser has none, else the code', () => {
    expect(languageLabel('mul', 'Vários idiomas', 'pt-BR')).toBe('Vários idiomas');
    expect(languageLabel('qaa', null, 'pt-BR')).toBe('qaa');
    expect(languageLabel(null, null, 'pt-BR')).toBeNull();
  });
});
