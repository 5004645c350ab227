/**
 * Schemas of the external content bases and of a title's links (issue 25 item 7; SPEC.md §7 "after
 * login for external content bases … an external access URL is requested", `/vinculos/*`, §8
 * "external services inaccessible, contact support").
 *
 * A base is configured per installation (configuracoes.bases_externas: its address and the query
 * parameter of the token). Its access address carries a 60-second token signed for the patron
 * (`GET /api/pessoas/token-redireciona`). Errors: 404 BASE_EXTERNA_NAO_CONFIGURADA when the base is
 * not configured here; 502 BASE_EXTERNA_INACESSIVEL when its address does not answer (no connection,
 * a timeout or a 5xx): both are the "external services inaccessible, contact support" message.
 */
import { Type, type Static } from '@sinclair/typebox';
import { Nullable } from './common';
import { AcervoLink } from './acervo';
import type { EndpointSchemas } from './endpoints';

/** The 15 external content bases SPEC.md §7 names, in its order. */
export const BASES_EXTERNAS = [
  'pearson',
  'cengage',
  'editora_forum',
  'minhabiblioteca',
  'ebrary',
  'rtonline',
  'lectio',
  'gale',
  'gale_book',
  'oxford',
  'proquest',
  'uptodate',
  'lexicomp',
  'solucto',
  'jornalderesenhas',
] as const;
export type BaseExternaNome = (typeof BASES_EXTERNAS)[number];

/** Error of these calls: a message in the request's language and its `codigo`. */
export const VinculoErrorResponse = Type.Object({ message: Type.String(), codigo: Type.Optional(Type.String()), campo: Type.Optional(Type.String()) });
export type VinculoErrorResponse = Static<typeof VinculoErrorResponse>;

/** One base as the personal area lists it. */
export const BaseExterna = Type.Object({
  /** Its name (`pearson`, `gale_book`…): what `token-redireciona?base=` takes. */
  base: Type.String(),
  /** Its display name (the installation's, else the publisher's). */
  descricao: Type.String(),
  /** What it holds, in the request's language. */
  resumo: Type.String(),
  /** Whether this installation configured it (an address to send the patron to). */
  configurada: Type.Boolean(),
});
export type BaseExterna = Static<typeof BaseExterna>;

/** `GET /api/pessoas/bases-externas`: the 15 bases, configured or not (the personal area's page, activity 5727). */
export const BasesExternasResponse = Type.Object({ bases: Type.Array(BaseExterna) });
export type BasesExternasResponse = Static<typeof BasesExternasResponse>;

/** The access address of a base for the signed-in patron (a 60-second signed token in its query). */
export const AcessoBaseResponse = Type.Object({ link: Type.String() });
export type AcessoBaseResponse = Static<typeof AcessoBaseResponse>;

/** A link's address as a query (`url`). */
export const VinculoUrlQuery = Type.Object({ url: Type.String({ minLength: 1, maxLength: 2000 }) });
export type VinculoUrlQuery = Static<typeof VinculoUrlQuery>;

/** What a link leads to, for its image: a configured base, a PDF, a video, audio, an image or any page. */
export const TipoVinculo = Type.Union([
  Type.Literal('base'),
  Type.Literal('pdf'),
  Type.Literal('video'),
  Type.Literal('audio'),
  Type.Literal('imagem'),
  Type.Literal('pagina'),
]);
export type TipoVinculo = Static<typeof TipoVinculo>;

/** `GET /api/vinculos/imagem?url=`: the kind of a link (the client draws its icon) and its text alternative. */
export const VinculoImagem = Type.Object({
  tipo: TipoVinculo,
  /** The base the link points at, when it does. */
  base: Nullable(Type.String()),
  /** The image's text alternative, in the request's language ("PDF document", "Minha Biblioteca"…). */
  descricao: Type.String(),
});
export type VinculoImagem = Static<typeof VinculoImagem>;

/** `GET /api/vinculos/acesso-restrito?url=`: whether the link needs the patron signed in (it points at a configured base). */
export const AcessoRestrito = Type.Object({
  restrito: Type.Boolean(),
  base: Nullable(Type.String()),
});
export type AcessoRestrito = Static<typeof AcessoRestrito>;

/** A title's link as the vinculos calls give it: the 856 link, the base it points at and whether it needs sign-in. */
export const VinculoResultado = Type.Composite([
  AcervoLink,
  Type.Object({
    /** The configured base it points at (`ebrary`…), null for any other address. */
    base: Nullable(Type.String()),
    /** That base's display name. */
    baseDescricao: Nullable(Type.String()),
    /** Whether it needs the patron signed in (it points at a base: opened through the patron's access address). */
    restrito: Type.Boolean(),
    tipo: TipoVinculo,
  }),
]);
export type VinculoResultado = Static<typeof VinculoResultado>;

/** Query of `GET /api/vinculos/links-resultado`: the titles of a result page, comma-separated codes (at most 100). */
export const LinksResultadoQuery = Type.Object({ acervos: Type.String({ minLength: 1, maxLength: 1200 }) });
export type LinksResultadoQuery = Static<typeof LinksResultadoQuery>;

/** `GET /api/vinculos/links-resultado`: each title asked that exists, with its links (possibly none), in the order asked. */
export const LinksResultado = Type.Object({
  titulos: Type.Array(Type.Object({ codAcervo: Type.Integer(), links: Type.Array(VinculoResultado) })),
});
export type LinksResultado = Static<typeof LinksResultado>;

/** Query of `GET /api/vinculos/estatistica-acesso`: one title's links (the counts are public: no one's accesses). */
export const EstatisticaAcessoQuery = Type.Object({ acervo: Type.Integer({ minimum: 1, maximum: 2147483647 }) });
export type EstatisticaAcessoQuery = Static<typeof EstatisticaAcessoQuery>;

/** `GET /api/vinculos/estatistica-acesso`: how many times each link of the title was opened. */
export const EstatisticaAcesso = Type.Object({
  codAcervo: Type.Integer(),
  links: Type.Array(Type.Object({ url: Type.String(), acessos: Type.Integer({ minimum: 0 }) })),
  total: Type.Integer({ minimum: 0 }),
});
export type EstatisticaAcesso = Static<typeof EstatisticaAcesso>;

/** Body of `POST /api/vinculos/estatistica-acesso`: one opening of a link of a title. */
export const RegistrarAcessoRequest = Type.Object({
  codAcervo: Type.Integer({ minimum: 1, maximum: 2147483647 }),
  url: Type.String({ minLength: 1, maxLength: 2000 }),
});
export type RegistrarAcessoRequest = Static<typeof RegistrarAcessoRequest>;

/** `201` of `POST /api/vinculos/estatistica-acesso`: the link's count now. */
export const AcessoRegistrado = Type.Object({ url: Type.String(), acessos: Type.Integer({ minimum: 1 }) });
export type AcessoRegistrado = Static<typeof AcessoRegistrado>;

const accessErrors = { 401: VinculoErrorResponse, 404: VinculoErrorResponse, 502: VinculoErrorResponse };

export const vinculosEndpoints = {
  externalBases: {
    tags: ['pessoas'],
    summary: 'The 15 external content bases of SPEC.md §7: name, display name, description, configured here or not (private token, activity 5727)',
    response: { 200: BasesExternasResponse, 401: VinculoErrorResponse, 403: VinculoErrorResponse },
  },
  linkImage: {
    tags: ['vinculos'],
    summary: "A link's image: what it leads to (a configured base, PDF, video, audio, image, page) and its text alternative",
    querystring: VinculoUrlQuery,
    response: { 200: VinculoImagem, 400: VinculoErrorResponse, 401: VinculoErrorResponse },
  },
  resultLinks: {
    tags: ['vinculos'],
    summary: 'The links of the titles of a result list (856), each with the base it points at and whether it needs sign-in',
    querystring: LinksResultadoQuery,
    response: { 200: LinksResultado, 400: VinculoErrorResponse, 401: VinculoErrorResponse },
  },
  restrictedAccess: {
    tags: ['vinculos'],
    summary: 'Whether a link needs the patron signed in (it points at a configured external base)',
    querystring: VinculoUrlQuery,
    response: { 200: AcessoRestrito, 400: VinculoErrorResponse, 401: VinculoErrorResponse },
  },
  linkAccessStats: {
    tags: ['vinculos'],
    summary: "How many times each link of a title was opened (counts only, never who)",
    querystring: EstatisticaAcessoQuery,
    response: { 200: EstatisticaAcesso, 400: VinculoErrorResponse, 401: VinculoErrorResponse, 404: VinculoErrorResponse },
  },
  recordLinkAccess: {
    tags: ['vinculos'],
    summary: 'Records one opening of a link of a title (one row per opening); 404 VINCULO_NAO_ENCONTRADO when the title has no such link',
    body: RegistrarAcessoRequest,
    response: { 201: AcessoRegistrado, 400: VinculoErrorResponse, 401: VinculoErrorResponse, 404: VinculoErrorResponse },
  },
  abntAccess: {
    tags: ['vinculos'],
    summary: "The ABNT standards collection's access address for the signed-in patron (base `abnt`)",
    response: { 200: AcessoBaseResponse, ...accessErrors },
  },
  targetAccess: {
    tags: ['vinculos'],
    summary: "Target GEDWeb's (standards base, see /api/consulta/produtos-target) access address for the signed-in patron (base `target`)",
    response: { 200: AcessoBaseResponse, ...accessErrors },
  },
  grupoaAccess: {
    tags: ['vinculos'],
    summary: "Grupo A's access address for the signed-in patron (base `grupoa`)",
    response: { 200: AcessoBaseResponse, ...accessErrors },
  },
} as const satisfies EndpointSchemas;
