import type { RegrasSenha } from '@estante/api-contract';
import { rulesResolver, type Resolver } from '@estante/ui/form';
import { checkPassword, passwordAccepted } from '@estante/ui/password-rules';

export interface PasswordValues {
  senhaAtual: string;
  senhaNova: string;
  confirmacao: string;
}

export const EMPTY_PASSWORD: PasswordValues = { senhaAtual: '', senhaNova: '', confirmacao: '' };

/** What is wrong before sending (keys of this page's namespace): each field filled, the rules the client can check, the confirmation equal. */
export function passwordErrors(v: PasswordValues, rules: RegrasSenha, personName: string): Partial<Record<keyof PasswordValues, { type: string; message: string }>> {
  const e: Partial<Record<keyof PasswordValues, { type: string; message: string }>> = {};
  if (v.senhaAtual === '') e.senhaAtual = { type: 'required', message: 'errors.currentRequired' };
  if (v.senhaNova.trim() === '') e.senhaNova = { type: 'required', message: 'errors.newRequired' };
  else if (!passwordAccepted(checkPassword(rules, v.senhaNova.trim(), personName))) e.senhaNova = { type: 'rules', message: 'errors.rulesUnmet' };
  if (v.confirmacao.trim() === '') e.confirmacao = { type: 'required', message: 'errors.confirmationRequired' };
  else if (v.confirmacao.trim() !== v.senhaNova.trim()) e.confirmacao = { type: 'mismatch', message: 'errors.confirmationMismatch' };
  return e;
}

export const passwordResolver = (rules: RegrasSenha, personName: string): Resolver<PasswordValues> =>
  rulesResolver<PasswordValues>((values) => passwordErrors(values, rules, personName));
