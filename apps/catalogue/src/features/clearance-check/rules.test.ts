import { describe, expect, it } from 'vitest';
import { formatarCodigoNadaConsta, normalizarCodigoNadaConsta } from '@estante/api-contract/constants';
import { codeErrors } from './rules';

describe('the code typed on the public check', () => {
  it('is required and must be one a declaration could have', () => {
    expect(codeErrors({ codigo: '  ' }).codigo?.message).toBe('errors.required');
    expect(codeErrors({ codigo: 'ABCD-1234' }).codigo?.message).toBe('errors.invalid');
    expect(codeErrors({ codigo: 'U'.repeat(28) }).codigo?.message).toBe('errors.invalid');
    expect(codeErrors({ codigo: 'abcd-efgh-jkmn-pqrs-tvwx-yz01-2345' })).toEqual({});
  });

  it('is read forgivingly: any case, spaces and hyphens, O as 0 and I/L as 1', () => {
    const code = 'ABCD0EFGH1JKMN1PQRSTVWXYZ234';
    expect(normalizarCodigoNadaConsta(' abcd-oefg h1jk-mnlp qrst-vwxy-z234 ')).toBe(code);
    expect(normalizarCodigoNadaConsta(formatarCodigoNadaConsta(code))).toBe(code);
    expect(formatarCodigoNadaConsta(code)).toBe('ABCD-0EFG-H1JK-MN1P-QRST-VWXY-Z234');
  });
});
