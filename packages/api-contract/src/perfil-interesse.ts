/**
 * Schemas of the interest profile (issue 26 item 1; SPEC.md §7 /api/perfil-interesse, §5 "at least one
 * periodical type to save"): Pergamum's selective dissemination of information. Four lists, each the
 * patron's own:
 * - area-autor-assunto: authors and subjects picked from the catalogue's authority headings (the codes
 *   the search's A and S facets use), and knowledge areas picked from the call-number index (the class
 *   of a call number: `QA76` of `QA76.73.J38 S35`, `981` of `981.04 S586h`);
 * - periodicos: serial titles of the catalogue, each with what to be told about (new issues, tables of
 *   contents: at least one);
 * - tipo-obra: the catalogue's types of work;
 * - titulos: words to follow in titles (every word, whole, accents and case ignored).
 * "New for you" (`novidades`) lists the new acquisitions (SPEC.md §9: today back one month) that match.
 */
import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { ErrorResponse, IdParams } from './common';
import { NovaAquisicao } from './aquisicoes';
import type { EndpointSchemas } from './endpoints';

/** What an entry of area-autor-assunto names. */
export const TIPOS_AREA_AUTOR_ASSUNTO = ['autor', 'assunto', 'area'] as const;
export type TipoAreaAutorAssunto = (typeof TIPOS_AREA_AUTOR_ASSUNTO)[number];
const TipoAAA = Type.Union([Type.Literal('autor'), Type.Literal('assunto'), Type.Literal('area')]);

/** What a periodical entry asks to be told about. */
export const TIPOS_PERIODICO = ['fasciculos', 'sumarios'] as const;
export type TipoPeriodico = (typeof TIPOS_PERIODICO)[number];

/** A code as a form sends it: a number or its digits. */
const Codigo = Type.Union([Type.String({ maxLength: 40 }), Type.Integer(), Type.Null()]);

export const InteresseAreaAutorAssunto = Type.Object({
  id: Type.Integer(),
  tipo: TipoAAA,
  /** The authority's code (autor, assunto) or the class (area). */
  codigo: Type.String(),
  /** The heading, or the class with a title of the catalogue filed under it. */
  descricao: Type.String(),
});
export type InteresseAreaAutorAssunto = Static<typeof InteresseAreaAutorAssunto>;
export const InteresseAreaAutorAssuntoRequest = Type.Object({
  tipo: Type.Optional(Type.Union([Type.Null(), Type.String({ maxLength: 20 })])),
  codigo: Type.Optional(Codigo),
});
export type InteresseAreaAutorAssuntoRequest = Static<typeof InteresseAreaAutorAssuntoRequest>;

export const InteressePeriodico = Type.Object({
  id: Type.Integer(),
  cod_acervo: Type.Integer(),
  titulo: Type.String(),
  tipos: Type.Array(Type.Union([Type.Literal('fasciculos'), Type.Literal('sumarios')])),
});
export type InteressePeriodico = Static<typeof InteressePeriodico>;
export const InteressePeriodicoRequest = Type.Object({
  codAcervo: Type.Optional(Codigo),
  tipos: Type.Optional(Type.Union([Type.Null(), Type.Array(Type.String({ maxLength: 20 }), { maxItems: 10 })])),
});
export type InteressePeriodicoRequest = Static<typeof InteressePeriodicoRequest>;

export const InteresseTipoObra = Type.Object({ id: Type.Integer(), cod_tipo_obra: Type.Integer(), descricao: Type.String() });
export type InteresseTipoObra = Static<typeof InteresseTipoObra>;
export const InteresseTipoObraRequest = Type.Object({ codTipoObra: Type.Optional(Codigo) });
export type InteresseTipoObraRequest = Static<typeof InteresseTipoObraRequest>;

export const InteresseTitulo = Type.Object({ id: Type.Integer(), palavras: Type.String() });
export type InteresseTitulo = Static<typeof InteresseTitulo>;
export const InteresseTituloRequest = Type.Object({ palavras: Type.Optional(Type.Union([Type.Null(), Type.String({ maxLength: 400 })])) });
export type InteresseTituloRequest = Static<typeof InteresseTituloRequest>;

const lista = <T extends TSchema>(item: T) => Type.Object({ itens: Type.Array(item) });
const gravado = <T extends TSchema>(item: T) => Type.Object({ item, message: Type.String() });

export const InteressesAreaAutorAssunto = lista(InteresseAreaAutorAssunto);
export type InteressesAreaAutorAssunto = Static<typeof InteressesAreaAutorAssunto>;
export const InteressesPeriodicos = lista(InteressePeriodico);
export type InteressesPeriodicos = Static<typeof InteressesPeriodicos>;
export const InteressesTiposObra = lista(InteresseTipoObra);
export type InteressesTiposObra = Static<typeof InteressesTiposObra>;
export const InteressesTitulos = lista(InteresseTitulo);
export type InteressesTitulos = Static<typeof InteressesTitulos>;

export const InteresseAreaAutorAssuntoGravado = gravado(InteresseAreaAutorAssunto);
export const InteressePeriodicoGravado = gravado(InteressePeriodico);
export const InteresseTipoObraGravado = gravado(InteresseTipoObra);
export const InteresseTituloGravado = gravado(InteresseTitulo);

/** `DELETE` of any list: the message. */
export const InteresseRemovido = Type.Object({ message: Type.String() });
export type InteresseRemovido = Static<typeof InteresseRemovido>;

/** Query of the pickers: which index, and what was typed (3 characters at least; 1 for an area). */
export const OpcoesInteresseQuery = Type.Object({
  tipo: Type.Union([Type.Literal('autor'), Type.Literal('assunto'), Type.Literal('area'), Type.Literal('periodico')]),
  q: Type.Optional(Type.String({ maxLength: 200 })),
});
export type OpcoesInteresseQuery = Static<typeof OpcoesInteresseQuery>;
export const OpcaoInteresse = Type.Object({
  codigo: Type.String(),
  descricao: Type.String(),
  /** Titles of the catalogue under it. */
  total: Type.Integer(),
});
export type OpcaoInteresse = Static<typeof OpcaoInteresse>;
export const OpcoesInteresse = Type.Object({ opcoes: Type.Array(OpcaoInteresse) });
export type OpcoesInteresse = Static<typeof OpcoesInteresse>;

/** `GET /api/perfil-interesse/novidades`: new acquisitions matching the profile, newest first. */
export const NovidadesQuery = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100000, default: 1 })),
  perPage: Type.Optional(Type.Integer({ minimum: 1, maximum: 50, default: 20 })),
});
export type NovidadesQuery = Static<typeof NovidadesQuery>;
export const Novidade = Type.Composite([
  NovaAquisicao,
  /** Which entries of the profile it matches, as the patron reads them. */
  Type.Object({ motivos: Type.Array(Type.String()) }),
]);
export type Novidade = Static<typeof Novidade>;
export const NovidadesResposta = Type.Object({
  data: Type.Array(Novidade),
  total: Type.Integer(),
  current_page: Type.Integer(),
  per_page: Type.Integer(),
  last_page: Type.Integer(),
  /** The period (YYYY-MM-DD): today back one month. */
  de: Type.String(),
  ate: Type.String(),
  /** Entries in the profile, all lists: 0 means nothing can match yet. */
  entradas: Type.Integer(),
});
export type NovidadesResposta = Static<typeof NovidadesResposta>;

/** Error of these calls: `campo` names the field of a 422, `codigo` a refusal a client may branch on. */
export const PerfilInteresseErrorResponse = Type.Object({
  message: Type.String(),
  codigo: Type.Optional(Type.String()),
  campo: Type.Optional(Type.String()),
});
export type PerfilInteresseErrorResponse = Static<typeof PerfilInteresseErrorResponse>;

const E = PerfilInteresseErrorResponse;
const errors = { 400: E, 401: ErrorResponse, 403: E, 404: E, 422: E };
const tags = ['perfil-interesse'];
const dup = '409 PERFIL_DUPLICADO when the entry is in the list already (a double click, a second tab).';

function crud<I extends TSchema, B extends TSchema>(nome: string, item: I, body: B, regras: string) {
  return {
    list: { tags, summary: `The patron's interest profile: ${nome} (private token)`, response: { 200: lista(item), ...errors } },
    create: { tags, summary: `Adds an entry to ${nome} (private token)`, description: `201 with the entry. ${regras} ${dup}`, body, response: { 201: gravado(item), 409: E, ...errors } },
    update: {
      tags,
      summary: `Changes one of the patron's own entries of ${nome} (private token); another patron's is 404`,
      description: `${regras} ${dup}`,
      params: IdParams,
      body,
      response: { 200: gravado(item), 409: E, ...errors },
    },
    remove: { tags, summary: `Removes one of the patron's own entries of ${nome} (private token); another patron's, or none, is 404`, params: IdParams, response: { 200: InteresseRemovido, ...errors } },
  } as const;
}

const aaa = crud('authors, subjects and areas', InteresseAreaAutorAssunto, InteresseAreaAutorAssuntoRequest, '422 with `campo` tipo or codigo; an authority or class the catalogue does not have is 422 (campo codigo).');
const per = crud('periodicals', InteressePeriodico, InteressePeriodicoRequest, '422 with `campo` codAcervo (not a serial of the catalogue) or tipos (at least one of fasciculos, sumarios: SPEC.md §5).');
const tob = crud('types of work', InteresseTipoObra, InteresseTipoObraRequest, '422 with `campo` codTipoObra.');
const tit = crud('title words', InteresseTitulo, InteresseTituloRequest, '422 with `campo` palavras (3 to 200 characters, a word of 3 letters at least).');

export const perfilInteresseEndpoints = {
  interestAreasAuthorsSubjects: aaa.list,
  addInterestAreaAuthorSubject: aaa.create,
  updateInterestAreaAuthorSubject: aaa.update,
  removeInterestAreaAuthorSubject: aaa.remove,
  interestPeriodicals: per.list,
  addInterestPeriodical: per.create,
  updateInterestPeriodical: per.update,
  removeInterestPeriodical: per.remove,
  interestWorkTypes: tob.list,
  addInterestWorkType: tob.create,
  updateInterestWorkType: tob.update,
  removeInterestWorkType: tob.remove,
  interestTitles: tit.list,
  addInterestTitle: tit.create,
  updateInterestTitle: tit.update,
  removeInterestTitle: tit.remove,
  interestOptions: {
    tags,
    summary: "The pickers' options: authors, subjects, areas (call-number classes) and serials of the catalogue matching what was typed (private token)",
    description: '422 (campo q) under 3 characters (1 for an area). At most 20, titles first.',
    querystring: OpcoesInteresseQuery,
    response: { 200: OpcoesInteresse, ...errors },
  },
  newForYou: {
    tags,
    summary: 'New for you: the new acquisitions (today back one month) matching the interest profile, newest first (private token)',
    querystring: NovidadesQuery,
    response: { 200: NovidadesResposta, ...errors },
  },
} as const satisfies EndpointSchemas;
