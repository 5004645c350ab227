import { Type, type Static } from '@sinclair/typebox';
import { Nullable } from './common';

/** `GET /api/parametros/instituicao`: the institution's public settings. */
export const Instituicao = Type.Object({
  sigla: Type.String(),
  codEmpresa: Type.Integer(),
  nome: Type.String(),
  tema: Type.String(),
  /** HTML: sanitise before rendering. */
  msg_suporte_consulta: Type.String(),
  link_lgpd: Nullable(Type.String()),
  msg_login: Type.String(),
  denominacao_login: Type.String(),
  destino_padrao_login_catalogo: Type.Integer(),
  usaOIDC: Type.Boolean(),
  link_logout_OIDC: Nullable(Type.String()),
  link_logout_saml: Nullable(Type.String()),
  params: Type.Object({
    __md_aut: Type.String(),
    __md_crypt: Type.String(),
    __web_url_pw: Type.String(),
    __web_aquisicao: Type.String(),
  }),
});
export type Instituicao = Static<typeof Instituicao>;

/** One enabled activity (feature switch) of the public catalogue. */
export const Funcionalidade = Type.Object({
  cod_atividade: Type.Integer(),
  descricao: Type.String(),
});
export type Funcionalidade = Static<typeof Funcionalidade>;

/** `GET /api/parametros/funcionalidades`: enabled activities only. */
export const Funcionalidades = Type.Array(Funcionalidade);
export type Funcionalidades = Static<typeof Funcionalidades>;
