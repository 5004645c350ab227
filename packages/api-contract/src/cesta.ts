import { Type, type Static } from '@sinclair/typebox';
import { ErrorResponse } from './common';
import { MAX_ACERVOS_EXPORTACAO, MAX_EMAILS_EXPORTACAO } from './constants';
import { UnidadeErrorResponse } from './unidade-informacao';

/** Formats of a basket export: references (ABNT, APA), reference-manager files (RIS, BibTeX) and MARCXML. */
export const FormatoCesta = Type.Union([Type.Literal('abnt'), Type.Literal('apa'), Type.Literal('ris'), Type.Literal('bibtex'), Type.Literal('marcxml')]);
export type FormatoCesta = Static<typeof FormatoCesta>;


/**
 * `POST /api/acervo/exportar-cesta` (SPEC.md §7 {tipo, dados, acervos, opcoesEmail}): `tipo` download
 * answers the file; `tipo` email sends it to `opcoesEmail.emails`, several addresses separated by ";".
 */
export const ExportarCestaRequest = Type.Object({
  tipo: Type.Union([Type.Literal('download'), Type.Literal('email')]),
  dados: FormatoCesta,
  acervos: Type.Array(Type.Integer({ minimum: 1, maximum: 999999999 }), { minItems: 1, maxItems: MAX_ACERVOS_EXPORTACAO }),
  opcoesEmail: Type.Optional(
    Type.Object({
      emails: Type.String({ maxLength: 1000 }),
      /** A line of the sender's own, put before the references: a signed-in patron's only. */
      mensagem: Type.Optional(Type.String({ maxLength: 1000 })),
      /** A visitor's (public token) solved captcha, the ALTCHA payload of /api/captcha: required of visitors. */
      recaptcha_token: Type.Optional(Type.String({ maxLength: 8000 })),
    }),
  ),
});
export type ExportarCestaRequest = Static<typeof ExportarCestaRequest>;

export const ExportarCestaResponse = Type.Object({
  /** File name, e.g. `cesta-abnt.txt`. */
  arquivo: Type.String(),
  /** Media type of the file. */
  tipo_conteudo: Type.String(),
  /** The file's text (download); also what was sent (email). */
  conteudo: Type.String(),
  /** Titles exported, in basket order. */
  acervos: Type.Array(Type.Integer()),
  /** Titles asked for that the catalogue does not have (left out). */
  nao_encontrados: Type.Array(Type.Integer()),
  /** Addresses the e-mail went to (email only). */
  enviado_para: Type.Array(Type.String()),
});
export type ExportarCestaResponse = Static<typeof ExportarCestaResponse>;

export const cestaEndpoints = {
  exportBasket: {
    tags: ['acervo'],
    summary: 'Basket export: ABNT or APA references, RIS, BibTeX or MARCXML, as a file or by e-mail',
    description:
      'References are generated with citation-js (ABNT through its CSL style). 400 for a malformed body, and `campo` emails for more than ' +
      `${MAX_EMAILS_EXPORTACAO} addresses; 422 \`campo\` emails for a missing or invalid address (several separated by ";"); 422 when none of the titles exists. ` +
      'By e-mail, only a signed-in patron (private token of a live session) may add `mensagem` (a visitor: 403 `campo` mensagem); ' +
      'a visitor must send a solved captcha in `opcoesEmail.recaptcha_token` (422 `campo` captcha, `codigo` CAPTCHA_AUSENTE, CAPTCHA_EXPIRADO or CAPTCHA_INVALIDO). ' +
      'E-mail exports are limited per client address (429). 503 `codigo` EMAIL_INDISPONIVEL when the mail server (SMTP_URL) did not take the message.',
    body: ExportarCestaRequest,
    response: { 200: ExportarCestaResponse, 400: UnidadeErrorResponse, 401: ErrorResponse, 403: UnidadeErrorResponse, 422: UnidadeErrorResponse, 429: ErrorResponse, 503: UnidadeErrorResponse },
  },
} as const;
