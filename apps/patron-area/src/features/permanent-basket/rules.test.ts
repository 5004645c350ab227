import { describe, expect, it } from 'vitest';
import { MAX_ACERVOS_EXPORTACAO } from '@estante/api-contract/constants';
import { emailErrors, EXPORT_DEFAULTS, exportChoice } from './rules';

describe('what an export of the permanent basket takes', () => {
  it('the titles picked, in the list order; none picked: all of them', () => {
    expect(exportChoice([5, 3, 9], [9, 5])).toEqual({ acervos: [5, 9], scope: 'selected', capped: false });
    expect(exportChoice([5, 3, 9], [])).toEqual({ acervos: [5, 3, 9], scope: 'all', capped: false });
    expect(exportChoice([], [])).toEqual({ acervos: [], scope: 'all', capped: false });
  });
  it("never more than the server's limit per export", () => {
    const all = Array.from({ length: MAX_ACERVOS_EXPORTACAO + 3 }, (_, i) => i + 1);
    const r = exportChoice(all, []);
    expect(r.acervos).toHaveLength(MAX_ACERVOS_EXPORTACAO);
    expect(r.capped).toBe(true);
  });
});

describe('the e-mail export form (SPEC.md §5: valid e-mails, several separated by ";")', () => {
  const v = (emails: string, mensagem = '') => ({ ...EXPORT_DEFAULTS, emails, mensagem });
  it('takes one or several valid addresses', () => {
    expect(emailErrors(v('ana@example.org'))).toEqual({});
    expect(emailErrors(v(' ana@example.org ; bia@example.org ;'))).toEqual({});
  });
  it('puts the message under the field: missing, the first invalid one named, too many', () => {
    expect(emailErrors(v('  '))).toEqual({ emails: 'export.emailsRequired' });
    expect(emailErrors(v('ana@example.org; bia@'))).toEqual({ emails: { message: 'export.emailInvalid', values: { email: 'bia@' } } });
    expect(emailErrors(v(['a', 'b', 'c', 'd', 'e', 'f'].map((x) => `${x}@example.org`).join(';')))).toEqual({ emails: { message: 'export.emailsTooMany', values: { max: 5 } } });
  });
  it('a message longer than the server takes is refused under it', () => {
    expect(emailErrors(v('ana@example.org', 'x'.repeat(1001)))).toEqual({ mensagem: { message: 'export.messageTooLong', values: { max: 1000 } } });
  });
});
