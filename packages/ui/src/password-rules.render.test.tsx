// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { i18n, initI18n } from '@estante/i18n';
import { PASSWORD_RULES_NS, PasswordRules } from './password-rules';

beforeAll(async () => {
  await initI18n();
  await i18n.changeLanguage('pt');
  await i18n.loadNamespaces(PASSWORD_RULES_NS);
});
afterEach(cleanup);

const rules = { length: { min: 8, max: 20 }, has_numbers: true, only_numbers: false, special_char: true, diff_case: true, diff_name: true, last_pw: 3 };
const line = (name: RegExp) => screen.getAllByRole('listitem').find((li) => name.test(li.textContent ?? ''));

describe('PasswordRules (the live checklist)', () => {
  it('a named list: each rule met or not in words, then the last passwords', () => {
    const { rerender } = render(<PasswordRules id="r" rules={rules} password="livro" personName="Maria da Conceição" />);
    expect(screen.getByRole('list', { name: 'Regras da senha' }).id).toBe('r');
    expect(line(/Entre 8 e 20 caracteres/)?.textContent).toContain('(não atendida)');
    expect(line(/Não conter partes do seu nome/)?.textContent).toContain('(atendida)');
    expect(line(/Diferente das últimas 3 senhas/)).toBeDefined();
    rerender(<PasswordRules id="r" rules={rules} password="Livro#2025x" personName="Maria da Conceição" />);
    expect(screen.getAllByRole('listitem').filter((li) => li.textContent?.includes('(não atendida)'))).toHaveLength(0);
    rerender(<PasswordRules id="r" rules={rules} password="Maria#2025x" personName="Maria da Conceição" />);
    expect(line(/Não conter partes do seu nome/)?.textContent).toContain('(não atendida)');
  });
  it('in English', async () => {
    await i18n.changeLanguage('en');
    render(<PasswordRules id="r" rules={{ ...rules, last_pw: 1 }} password="" personName="x" />);
    expect(screen.getByRole('list', { name: 'Password rules' })).toBeDefined();
    expect(line(/Different from the last password/)).toBeDefined();
    await i18n.changeLanguage('pt');
  });
});
