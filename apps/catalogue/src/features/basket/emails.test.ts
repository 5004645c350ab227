import { describe, expect, it } from 'vitest';
import { checkEmailList, MAX_EMAILS } from './emails';

describe('checkEmailList (several e-mails separated by ";")', () => {
  it('accepts one or several addresses, trimmed, without blanks or repeats', () => {
    expect(checkEmailList('ana@exemplo.br')).toEqual({ ok: true, emails: ['ana@exemplo.br'] });
    expect(checkEmailList(' ana@exemplo.br ;; Bruno@Exemplo.org; ana@EXEMPLO.br ;')).toEqual({ ok: true, emails: ['ana@exemplo.br', 'bruno@exemplo.org'] });
  });

  it('requires at least one address', () => {
    expect(checkEmailList('')).toEqual({ ok: false, error: 'required' });
    expect(checkEmailList(' ; ;')).toEqual({ ok: false, error: 'required' });
  });

  it('names the first invalid address, including a list separated by commas', () => {
    expect(checkEmailList('ana@exemplo.br; bruno')).toEqual({ ok: false, error: 'invalid', email: 'bruno' });
    expect(checkEmailList('ana@exemplo.br, bruno@exemplo.org')).toEqual({ ok: false, error: 'invalid', email: 'ana@exemplo.br, bruno@exemplo.org' });
    expect(checkEmailList('ana @exemplo.br')).toEqual({ ok: false, error: 'invalid', email: 'ana @exemplo.br' });
    expect(checkEmailList('ana@exemplo')).toEqual({ ok: false, error: 'invalid', email: 'ana@exemplo' });
  });

  it(`refuses more than ${MAX_EMAILS} addresses`, () => {
    expect(checkEmailList(Array.from({ length: MAX_EMAILS + 1 }, (_, i) => `p${i}@x.br`).join(';'))).toEqual({ ok: false, error: 'tooMany' });
    expect(checkEmailList(Array.from({ length: MAX_EMAILS }, (_, i) => `p${i}@x.br`).join(';')).ok).toBe(true);
  });
});
