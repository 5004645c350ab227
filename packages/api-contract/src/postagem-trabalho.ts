/**
 * Schemas of work posting (issue 25; SPEC.md §1 "work posting", §7 POST
 * /api/pessoas/postagem-trabalho/redirect): where a patron hands theses and coursework to the
 * institutional repository. The server answers the address the installation configures
 * (`configuracoes.postagem_trabalho`), carrying nothing that identifies the patron unless the
 * installation asks for it.
 */
import { Type, type Static } from '@sinclair/typebox';
import { ErrorResponse, Nullable } from './common';
import { POSTAGEM_NAO_CONFIGURADA } from './constants';
import type { EndpointSchemas } from './endpoints';

/** `200` of `POST /api/pessoas/postagem-trabalho/redirect`. */
export const PostagemTrabalhoRedirect = Type.Object({
  /** The repository's address to open (absolute http(s)). */
  link: Type.String(),
  /** The repository's name as configured (null when none). */
  descricao: Nullable(Type.String()),
  /** When the signed token in `link` expires (ISO); null when `link` carries no token. */
  expira_em: Nullable(Type.String()),
});
export type PostagemTrabalhoRedirect = Static<typeof PostagemTrabalhoRedirect>;

const Erro = Type.Object({ message: Type.String(), codigo: Type.Optional(Type.String()) });

export const postagemTrabalhoEndpoints = {
  workPostingRedirect: {
    tags: ['pessoas'],
    summary: "The institutional repository's address where the patron posts theses and coursework (private token)",
    description:
      'The address of `configuracoes.postagem_trabalho` (`link`, optional `descricao`). By default it carries nothing of the patron; ' +
      'with `parametro` set it carries a 60-second HS256 JWT in that query parameter (iss, aud "postagem_trabalho", iat, exp, jti) ' +
      'holding only the patron data listed in `dados` (login as sub, nome, email). ' +
      `404 ${POSTAGEM_NAO_CONFIGURADA} when no usable address is configured; 403 PERMISSAO_NEGADA without activity 5724 of module 571.`,
    response: { 200: PostagemTrabalhoRedirect, 401: ErrorResponse, 403: Erro, 404: Erro },
  },
} as const satisfies EndpointSchemas;
