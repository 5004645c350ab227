import { describe, expect, it } from 'vitest';
import { passwordErrors } from './rules';

const rules = { length: { min: 8, max: 20 }, has_numbers: true, only_numbers: false, special_char: true, diff_case: true, diff_name: true, last_pw: 3 };
const messages = (v: { senhaAtual: string; senhaNova: string; confirmacao: string }) =>
  Object.fromEntries(Object.entries(passwordErrors(v, rules, 'Rafael Oliveira Nunes')).map(([k, e]) => [k, e?.message]));

describe('change password form', () => {
  it('every field required', () => {
    expect(messages({ senhaAtual: '', senhaNova: ' ', confirmacao: '' })).toEqual({
      senhaAtual: 'errors.currentRequired',
      senhaNova: 'errors.newRequired',
      confirmacao: 'errors.confirmationRequired',
    });
  });
  it('the new password keeps the rules (the name too) and the confirmation matches', () => {
    expect(messages({ senhaAtual: 'x', senhaNova: 'Oliveira#2024', confirmacao: 'Oliveira#2024' })).toEqual({ senhaNova: 'errors.rulesUnmet' });
    expect(messages({ senhaAtual: 'x', senhaNova: 'Livro#2025x', confirmacao: 'Livro#2025y' })).toEqual({ confirmacao: 'errors.confirmationMismatch' });
    expect(messages({ senhaAtual: 'x', senhaNova: 'Livro#2025x', confirmacao: 'Livro#2025x' })).toEqual({});
  });
});
