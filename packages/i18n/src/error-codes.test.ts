import { describe, expect, it } from 'vitest';
import { SERVER_ERROR_CODES } from '@estante/api-contract/constants';
import pt from './locales/pt.json';
import en from './locales/en.json';
import es from './locales/es.json';

/**
 * Every error code the server may send (the contract's SERVER_ERROR_CODES) has its text in every
 * language (`errors.codes.<code>`, what @estante/api-client's errorMessageKey shows for an answer
 * that is the code alone): a new code without its translation fails here.
 */
describe('the texts of the server error codes', () => {
  const locales = { pt, en, es } as const;
  for (const [lang, strings] of Object.entries(locales)) {
    const codes = (strings.errors as { codes?: Record<string, unknown> }).codes ?? {};
    it(`${lang}: one non-empty text for each code, and no text for a code the server no longer sends`, () => {
      const missing = SERVER_ERROR_CODES.filter((c) => typeof codes[c] !== 'string' || (codes[c] as string).trim() === '');
      expect(missing).toEqual([]);
      expect(Object.keys(codes).filter((k) => !(SERVER_ERROR_CODES as readonly string[]).includes(k))).toEqual([]);
    });
  }

  it('is translated: the English and Spanish texts are not the Portuguese one, nor the code itself', () => {
    for (const code of SERVER_ERROR_CODES) {
      const text = (l: typeof pt) => (l.errors.codes as Record<string, string>)[code];
      expect(text(en), code).not.toBe(text(pt));
      expect(text(es), code).not.toBe(text(pt));
      for (const l of [pt, en, es]) expect(text(l), code).not.toBe(code);
    }
  });
});
