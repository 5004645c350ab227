/**
 * Personal area (issue 16 H4): personal data (saved at the version read), change password, user
 * switch. Every call carries the patron's private token; query keys start with `["patron", codPessoa, …]`.
 */
import type { DadosPessoaisRequest, TrocaSenhaRequest } from '@estante/api-contract';
import type { CallConfig } from '../call';
import { ask } from '../ask';
import { queryOptions } from '@estante/api-client/react';

/** The patron's personal data with its version (`versao`, sent back with the save). */
export const personalData = (cfg?: CallConfig) => ask('personalData', {}, cfg);
export const personalDataQuery = (codPessoa: number) =>
  queryOptions({ queryKey: ['patron', codPessoa, 'account', 'personal-data'], queryFn: ({ signal }) => personalData({ signal }) });

/** Saves the personal data; 409 when it changed since `body.versao` was read (nothing saved). */
export const savePersonalData = (body: DadosPessoaisRequest, cfg?: CallConfig) => ask('savePersonalData', { body }, cfg);

/** The rules a new password must keep (the recovery flow's). */
export const passwordRules = (cfg?: CallConfig) => ask('passwordRules', {}, cfg);
export const passwordRulesQuery = (codPessoa: number) =>
  queryOptions({ queryKey: ['patron', codPessoa, 'account', 'password-rules'], queryFn: ({ signal }) => passwordRules({ signal }) });

/** Changes the signed-in login's password (the patron's other sign-ins end). */
export const changePassword = (body: TrocaSenhaRequest, cfg?: CallConfig) => ask('changePassword', { body }, cfg);

/** The other registrations the patron may switch to; `lang`: the categories come in it. */
export const switchUsers = (cfg?: CallConfig) => ask('switchUsers', {}, cfg);
export const switchUsersQuery = (codPessoa: number, lang: string) =>
  queryOptions({ queryKey: ['patron', codPessoa, 'account', 'switch-users', lang], queryFn: ({ signal }) => switchUsers({ signal }) });

/** Signs in as another registration: the new token pair (store it like a sign-in); the current sign-in ends. */
export const switchUser = (usuario: number, cfg?: CallConfig) => ask('switchUser', { body: { usuario } }, cfg);
