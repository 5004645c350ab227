/**
 * Schemas of the personal area (issue 16 H4: personal data (optimistic concurrency), change password, user switch).
 */
import { Type, type Static } from '@sinclair/typebox';
import { ErrorResponse, Nullable } from './common';
import type { EndpointSchemas } from './endpoints';
import { PrivateTokenResponse } from './oauth';
import { RegrasSenha } from './pessoas';

/** An error of the personal area: the message in the request's language, the field it is about and a stable code. */
export const MeuPergamumErrorResponse = Type.Object({
  message: Type.String(),
  campo: Type.Optional(Type.String()),
  codigo: Type.Optional(Type.String()),
  error: Type.Optional(Type.String()),
  detalhe: Type.Optional(Type.String()),
});
export type MeuPergamumErrorResponse = Static<typeof MeuPergamumErrorResponse>;

const text = (maxLength: number) => Nullable(Type.String({ maxLength }));

/** The fields of SPEC.md §3 the patron may change (null or blank: not informed). */
const editable = {
  logradouro: text(200),
  complemento: text(100),
  /** 8 digits. */
  cep: text(20),
  cidade: text(100),
  bairro: text(100),
  /** Two letters (RS, SP, …). */
  uf: text(2),
  rg: text(30),
  /** 11 digits, check digits verified; the form strips dots and hyphens. */
  cpf: text(20),
  nacionalidade: text(60),
  /** 'F', 'M' or 'O' (other / rather not say). */
  sexo: text(1),
  /** yyyy-mm-dd. */
  data_nascimento: text(10),
  escolaridade: text(60),
  profissao: text(100),
  estado_civil: text(60),
  recebe_email: Type.Boolean(),
  /** Several separated by ";" (each validated, at least one). */
  emails: Type.String({ maxLength: 2000 }),
  /** Digits, hyphens, parentheses and spaces, at most 16 characters, 8 digits or more. */
  telefone: text(40),
};

/** `GET /api/meu-pergamum/dados-pessoais`: the patron's data, shown name and user code, and the version a save must state. */
export const DadosPessoais = Type.Object({
  cod_pessoa: Type.Integer(),
  nome_pessoa: Type.String(),
  /** The user code signed in with (shown, not editable). */
  login: Type.String(),
  /** The stored version: send it back with the save (or as If-Match). */
  versao: Type.Integer(),
  ...editable,
});
export type DadosPessoais = Static<typeof DadosPessoais>;

/** `PUT /api/meu-pergamum/dados-pessoais`: every editable field and the version read (`versao` or If-Match). */
export const DadosPessoaisRequest = Type.Object({
  ...editable,
  versao: Type.Optional(Type.Integer({ minimum: 1, maximum: 2147483647 })),
});
export type DadosPessoaisRequest = Static<typeof DadosPessoaisRequest>;

/** `PUT /api/meu-pergamum/senha`: the current password and the new one (204 when changed). */
export const TrocaSenhaRequest = Type.Object({
  senhaAtual: Type.String({ maxLength: 200 }),
  senhaNova: Type.String({ maxLength: 200 }),
});
export type TrocaSenhaRequest = Static<typeof TrocaSenhaRequest>;

/** One registration the patron may switch to: another person with the same CPF (student and staff, …). */
export const UsuarioTroca = Type.Object({
  /** Sent back as `usuario` to switch (the person's code). */
  usuario: Type.Integer(),
  nome: Type.String(),
  /** The category in the request's language. */
  categoria: Type.String(),
  /** The user code of its main login. */
  login: Type.String(),
});
export type UsuarioTroca = Static<typeof UsuarioTroca>;

export const UsuariosTroca = Type.Object({ usuarios: Type.Array(UsuarioTroca) });
export type UsuariosTroca = Static<typeof UsuariosTroca>;

/** `POST /api/meu-pergamum/troca-usuario`: sign in as that registration (the current sign-in ends). */
export const TrocaUsuarioRequest = Type.Object({ usuario: Type.Integer({ minimum: 1, maximum: 2147483647 }) });
export type TrocaUsuarioRequest = Static<typeof TrocaUsuarioRequest>;

const errors = { 400: MeuPergamumErrorResponse, 401: ErrorResponse, 403: MeuPergamumErrorResponse };

export const meuPergamumEndpoints = {
  personalData: {
    tags: ['meu-pergamum'],
    summary: "The signed-in patron's personal data (SPEC.md §3), with its version (also the ETag)",
    response: { 200: DadosPessoais, ...errors },
  },
  savePersonalData: {
    tags: ['meu-pergamum'],
    summary: "Saves the signed-in patron's personal data when `versao` (or If-Match) is still the stored version",
    description: '422 with `campo` for a bad field (CPF check digits, an invalid e-mail named, phone, postal code, state, date); 409 VERSAO_DESATUALIZADA when the data changed since it was read (nothing saved); 428 without a version.',
    body: DadosPessoaisRequest,
    response: { 200: DadosPessoais, ...errors, 409: MeuPergamumErrorResponse, 422: MeuPergamumErrorResponse, 428: MeuPergamumErrorResponse },
  },
  passwordRules: {
    tags: ['meu-pergamum'],
    summary: 'The password rules a new password must keep (the same as the recovery flow)',
    response: { 200: RegrasSenha, ...errors },
  },
  changePassword: {
    tags: ['meu-pergamum'],
    summary: "Changes the signed-in login's password: the current one checked, the rules and the last passwords enforced; the login's other sign-ins end, this one goes on",
    description: '422 campo senhaAtual (wrong; it counts as a failed sign-in) or senhaNova (a rule unmet, or one of the last N); 430 when the wrong attempts blocked the login.',
    body: TrocaSenhaRequest,
    response: { 204: Type.Null(), ...errors, 422: MeuPergamumErrorResponse, 430: MeuPergamumErrorResponse },
  },
  switchUsers: {
    tags: ['meu-pergamum'],
    summary: 'The other registrations the signed-in patron may switch to (persons with the same CPF)',
    response: { 200: UsuariosTroca, ...errors },
  },
  switchUser: {
    tags: ['meu-pergamum'],
    summary: 'Signs in as another registration of the same patron: ends the current sign-in, answers a new token pair',
    description: '404 for a registration that is not one of the patron’s (nothing issued); 430 when it is blocked.',
    body: TrocaUsuarioRequest,
    response: { 200: PrivateTokenResponse, ...errors, 404: MeuPergamumErrorResponse, 430: MeuPergamumErrorResponse },
  },
} satisfies EndpointSchemas;
