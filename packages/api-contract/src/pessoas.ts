import { Type, type Static } from '@sinclair/typebox';
import { AuthErrorResponse, PrivateTokenResponse } from './oauth';

/** One authenticated permission: an activity within a module (SPEC.md §6). */
export const Permissao = Type.Object({
  cod_modulo: Type.Integer(),
  cod_atividade: Type.Integer(),
});
export type Permissao = Static<typeof Permissao>;

/** The signed-in patron (SPEC.md §3 session user). */
export const UsuarioSessao = Type.Object({
  nome_pessoa: Type.String(),
  /** The user code signed in with (the linked login in use). */
  login: Type.String(),
  cod_pessoa: Type.Integer(),
  authPermissions: Type.Array(Permissao),
  bloqueio: Type.Boolean(),
});
export type UsuarioSessao = Static<typeof UsuarioSessao>;

/** `GET /api/pessoas` (private token): the patron the token belongs to. */
export const PessoaResponse = Type.Object({
  user: UsuarioSessao,
  authPermissions: Type.Array(Permissao),
  bloqueio: Type.Boolean(),
});
export type PessoaResponse = Static<typeof PessoaResponse>;

/** Query of `GET /api/pessoas/duplicadas`. */
export const DuplicadasQuery = Type.Object({ login: Type.String({ maxLength: 200 }) });
export type DuplicadasQuery = Static<typeof DuplicadasQuery>;

/**
 * `GET /api/pessoas/duplicadas?login=` (public token): `result` is true when the user code names more
 * than one person; `pessoas` then lists them for the choice (field EscolhaLogin), else it is empty.
 */
export const DuplicadasResponse = Type.Object({
  result: Type.Boolean(),
  pessoas: Type.Array(Type.Object({ codigo: Type.Integer({ description: 'cod_pessoa, sent back as cod_pessoa in the password grant' }), nome: Type.String() })),
});
export type DuplicadasResponse = Static<typeof DuplicadasResponse>;

/** One linked login of the signed-in person (`GET /api/pessoas/login`). */
export const LoginVinculado = Type.Object({
  /** The user code. */
  codigo: Type.String(),
  /** Identifies the login (cod_login as a string); sent back with `codigo` to switch. */
  base: Type.String(),
  descricao: Type.String(),
  /** The login the current token was issued for. */
  atual: Type.Boolean(),
});
export type LoginVinculado = Static<typeof LoginVinculado>;

export const LoginsVinculados = Type.Array(LoginVinculado);
export type LoginsVinculados = Static<typeof LoginsVinculados>;

/** Body of `PUT /api/pessoas/troca-login` (private token): answers a new token pair for that login. */
export const TrocaLoginRequest = Type.Object({
  codigo: Type.String({ maxLength: 200 }),
  base: Type.String({ maxLength: 20 }),
});
export type TrocaLoginRequest = Static<typeof TrocaLoginRequest>;

/** Path params of `/api/pessoas/{id}/recuperar-senha`: `id` is the user code. */
export const RecuperarSenhaParams = Type.Object({ id: Type.String({ maxLength: 200 }) });
export type RecuperarSenhaParams = Static<typeof RecuperarSenhaParams>;

/**
 * Query of `GET /api/pessoas/{id}/recuperar-senha`: `recaptcha_token` while activity 1120 is on;
 * `cod_pessoa` when the user code names several persons (else 422 ESCOLHA_PESSOA).
 */
export const RecuperarSenhaQuery = Type.Object({
  recaptcha_token: Type.Optional(Type.String({ maxLength: 20000 })),
  cod_pessoa: Type.Optional(Type.Integer({ minimum: 1, maximum: 2147483647 })),
});
export type RecuperarSenhaQuery = Static<typeof RecuperarSenhaQuery>;

/** Recovery start: where the code went (masked), whose it is, its length and expiry. */
export const RecuperarSenhaInicio = Type.Object({
  emails: Type.Array(Type.String(), { description: 'masked, e.g. ma***@estante.example' }),
  name: Type.String(),
  length: Type.Integer({ description: 'digits of the verification code' }),
  tte: Type.String({ format: 'date-time', description: 'when the code expires' }),
});
export type RecuperarSenhaInicio = Static<typeof RecuperarSenhaInicio>;

/** Body of `POST /api/pessoas/{id}/recuperar-senha`: validate the code. */
export const RecuperarSenhaValidar = Type.Object({ codigo: Type.String({ maxLength: 50 }) });
export type RecuperarSenhaValidar = Static<typeof RecuperarSenhaValidar>;

/** SPEC.md §3 password rules (answer of the validation step). */
export const RegrasSenha = Type.Object({
  length: Type.Object({ min: Type.Integer(), max: Type.Integer() }),
  has_numbers: Type.Boolean(),
  only_numbers: Type.Boolean(),
  /** at least one of @ ! # $ % & * ( ) - _ */
  special_char: Type.Boolean(),
  diff_case: Type.Boolean(),
  /** must not contain any part (3 letters or more) of the person's name */
  diff_name: Type.Boolean(),
  /** must differ from this many last passwords (checked by the server only) */
  last_pw: Type.Integer(),
});
export type RegrasSenha = Static<typeof RegrasSenha>;

/** Body of `PUT /api/pessoas/{id}/recuperar-senha`: the code and the new password; 204 when changed. */
export const RecuperarSenhaTrocar = Type.Object({
  codigo: Type.String({ maxLength: 50 }),
  senha: Type.String({ maxLength: 200 }),
});
export type RecuperarSenhaTrocar = Static<typeof RecuperarSenhaTrocar>;

/** Query of `GET /api/pessoas/token-redireciona` (private token). */
export const TokenRedirecionaQuery = Type.Object({
  base: Type.String({ minLength: 1, maxLength: 60, description: 'the external content base: pearson, grupoa, minhabiblioteca, …' }),
});
export type TokenRedirecionaQuery = Static<typeof TokenRedirecionaQuery>;

/** `GET /api/pessoas/token-redireciona`: the base's access address for the signed-in patron (a 60-second signed token in its query). */
export const TokenRedirecionaResponse = Type.Object({ link: Type.String() });
export type TokenRedirecionaResponse = Static<typeof TokenRedirecionaResponse>;

const recoveryErrors = { 401: AuthErrorResponse, 404: AuthErrorResponse, 422: AuthErrorResponse, 429: AuthErrorResponse };

/** /api/pessoas: the signed-in patron, two-step login, linked logins, password recovery, external bases. */
export const pessoasEndpoints = {
  person: {
    tags: ['pessoas'],
    summary: 'The signed-in patron: user, per module+activity permissions, blocked flag (private token)',
    response: { 200: PessoaResponse, 401: AuthErrorResponse },
  },
  duplicates: {
    tags: ['pessoas'],
    summary: 'Two-step login: the persons a user code names (listed only when there are several)',
    querystring: DuplicadasQuery,
    response: { 200: DuplicadasResponse, 401: AuthErrorResponse },
  },
  linkedLogins: {
    tags: ['pessoas'],
    summary: "The signed-in person's linked logins (private token)",
    response: { 200: LoginsVinculados, 401: AuthErrorResponse },
  },
  switchLogin: {
    tags: ['pessoas'],
    summary: 'Switch to another linked login of the same person: ends the current sign-in, answers a new token pair',
    body: TrocaLoginRequest,
    response: { 200: PrivateTokenResponse, 401: AuthErrorResponse, 403: AuthErrorResponse, 422: AuthErrorResponse, 430: AuthErrorResponse },
  },
  recoveryStart: {
    tags: ['pessoas'],
    summary: 'Password recovery, step 1: e-mails a verification code (SMTP_URL, else the file outbox); 503 EMAIL_INDISPONIVEL when the mail server refuses it',
    params: RecuperarSenhaParams,
    querystring: RecuperarSenhaQuery,
    response: { 200: RecuperarSenhaInicio, ...recoveryErrors, 503: AuthErrorResponse },
  },
  recoveryValidate: {
    tags: ['pessoas'],
    summary: 'Password recovery, step 2: checks the code (it stays valid) and answers the password rules',
    params: RecuperarSenhaParams,
    body: RecuperarSenhaValidar,
    response: { 200: RegrasSenha, ...recoveryErrors },
  },
  recoveryChange: {
    tags: ['pessoas'],
    summary: 'Password recovery, step 3: sets the new password (rules enforced), spends the code, unblocks the login, ends its sign-ins',
    params: RecuperarSenhaParams,
    body: RecuperarSenhaTrocar,
    response: { 204: Type.Null(), ...recoveryErrors },
  },
  externalAccess: {
    tags: ['pessoas'],
    summary: "An external content base's access address for the signed-in patron, with a 60-second signed token (private token)",
    description:
      '404 BASE_EXTERNA_NAO_CONFIGURADA for a base that is not configured (configuracoes.bases_externas); 502 BASE_EXTERNA_INACESSIVEL when its address does not answer (SPEC.md §8 "external services inaccessible").',
    querystring: TokenRedirecionaQuery,
    response: { 200: TokenRedirecionaResponse, 401: AuthErrorResponse, 404: AuthErrorResponse, 502: AuthErrorResponse },
  },
} as const;
