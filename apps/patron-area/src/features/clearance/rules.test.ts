import { describe, expect, it } from 'vitest';
import { mailErrors, PAGE_OF } from './rules';

describe('the clearance page rules', () => {
  it('each blocker the patron settles leads to its page; a block by the library to none', () => {
    expect(PAGE_OF).toEqual({ emprestimo: 'emprestimos', debito: 'debitos', reserva: 'reservas', solicitacao: 'solicitacoes', bloqueio: null });
  });

  it('recipients (SPEC.md §5): at least one, each valid, several separated by ";", at most 5', () => {
    expect(mailErrors({ emails: '' }).emails?.message).toBe('mail.errors.required');
    expect(mailErrors({ emails: ' ; ;' }).emails?.message).toBe('mail.errors.required');
    expect(mailErrors({ emails: 'a@ufe.example; b@' }).emails).toMatchObject({ message: 'mail.errors.invalid', values: { email: 'b@' } });
    expect(mailErrors({ emails: 'a@ufe.example, b@ufe.example' }).emails?.message).toBe('mail.errors.invalid');
    expect(mailErrors({ emails: 'a@x.example;b@x.example;c@x.example;d@x.example;e@x.example;f@x.example' }).emails).toMatchObject({ message: 'mail.errors.tooMany', values: { max: 5 } });
    expect(mailErrors({ emails: 'a@x.example; b@x.example;c@x.example;d@x.example;e@x.example' })).toEqual({});
  });
});
