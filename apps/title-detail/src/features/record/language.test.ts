import { describe, expect, it } from 'vitest';
import { languageLabel } from './language';

describe('languages by name', () => {
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
