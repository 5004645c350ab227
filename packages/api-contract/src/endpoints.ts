/**
 * The schemas of every endpoint of ROUTES (./routes.ts), by the same name: the server validates and
 * serialises with them and builds the OpenAPI description from them; the client takes its request
 * and response types from them (types only: no TypeBox in a browser bundle).
 */
import type { Static, TSchema } from '@sinclair/typebox';
import type { EndpointName } from './routes';
import { oauthEndpoints } from './oauth';
import { ssoEndpoints } from './sso';
import { pessoasEndpoints } from './pessoas';
import { parametrosEndpoints } from './parametros';
import { consultaEndpoints } from './consulta';
import { consultaListasEndpoints } from './consulta-listas';
import { aquisicoesEndpoints } from './aquisicoes';
import { acervoEndpoints } from './acervo';
import { cestaEndpoints } from './cesta';
import { autoridadeEndpoints } from './autoridade';
import { bibliotecasEndpoints } from './bibliotecas';
import { unidadeInformacaoEndpoints } from './unidade-informacao';
import { redeEndpoints } from './rede';
import { healthEndpoints } from './common';
import { reservaEndpoints } from './reserva';
import { solicitacoesEndpoints } from './solicitacoes';
import { comentariosEndpoints } from './comentarios';
import { acervoVisoesEndpoints } from './acervo-visoes';
import { acervoDadosEndpoints } from './acervo-dados';
import { acervoPaginaEndpoints } from './acervo-pagina';
import { emprestimoEndpoints } from './emprestimo';
import { emprestimoHistoricoEndpoints } from './emprestimo-historico';
import { alertasEndpoints } from './alertas';
import { meuPergamumEndpoints } from './meu-pergamum';
import { meuPergamumResumoEndpoints } from './meu-pergamum-resumo';
import { planoEnsinoEndpoints } from './plano-ensino';
import { nadaConstaEndpoints } from './nada-consta';
import { aquisicaoSugestoesEndpoints } from './aquisicao-sugestoes';
import { vinculosEndpoints } from './vinculos';
import { afastamentosEndpoints } from './afastamentos';
import { postagemTrabalhoEndpoints } from './postagem-trabalho';
import { cestaPermanenteEndpoints } from './cesta-permanente';
import { balcaoEndpoints } from './balcao';
import { perfilInteresseEndpoints } from './perfil-interesse';
import { fichaCatalograficaEndpoints } from './ficha-catalografica';
import { pedidosBibliotecaEndpoints } from './pedidos-biblioteca';
import { estatisticasPessoaisEndpoints } from './estatisticas-pessoais';
import { mapaDoSiteEndpoints } from './mapa-do-site';

/** What the contract says of one endpoint besides its method, URL and auth. */
export interface EndpointSchema {
  readonly summary: string;
  readonly description?: string;
  readonly tags: readonly string[];
  readonly params?: TSchema;
  readonly querystring?: TSchema;
  readonly body?: TSchema;
  /** By status; the first 2xx is the answer the client gets. */
  readonly response: Readonly<Record<number, TSchema>>;
  /** Not in the OpenAPI description (redirect targets of identity providers, …). */
  readonly hide?: boolean;
}

/** A domain's schemas, checked against the route names. */
export type EndpointSchemas = Partial<Record<EndpointName, EndpointSchema>>;

export const ENDPOINTS = {
  ...healthEndpoints,
  ...oauthEndpoints,
  ...ssoEndpoints,
  ...pessoasEndpoints,
  ...parametrosEndpoints,
  ...consultaEndpoints,
  ...consultaListasEndpoints,
  ...aquisicoesEndpoints,
  ...acervoEndpoints,
  ...cestaEndpoints,
  ...autoridadeEndpoints,
  ...bibliotecasEndpoints,
  ...unidadeInformacaoEndpoints,
  ...redeEndpoints,
  ...reservaEndpoints,
  ...solicitacoesEndpoints,
  ...comentariosEndpoints,
  ...acervoVisoesEndpoints,
  ...acervoDadosEndpoints,
  ...acervoPaginaEndpoints,
  ...emprestimoEndpoints,
  ...emprestimoHistoricoEndpoints,
  ...alertasEndpoints,
  ...meuPergamumEndpoints,
  ...meuPergamumResumoEndpoints,
  ...planoEnsinoEndpoints,
  ...nadaConstaEndpoints,
  ...aquisicaoSugestoesEndpoints,
  ...vinculosEndpoints,
  ...afastamentosEndpoints,
  ...postagemTrabalhoEndpoints,
  ...cestaPermanenteEndpoints,
  ...balcaoEndpoints,
  ...perfilInteresseEndpoints,
  ...fichaCatalograficaEndpoints,
  ...pedidosBibliotecaEndpoints,
  ...estatisticasPessoaisEndpoints,
  ...mapaDoSiteEndpoints,
} satisfies Record<EndpointName, EndpointSchema>;

export type Endpoints = typeof ENDPOINTS;

// Every schema has a route and every route a schema (a name typed on one side only fails here).
type Extra = Exclude<keyof Endpoints, EndpointName>;
const _noExtraSchemas: [Extra] extends [never] ? true : Extra = true;
void _noExtraSchemas;

type Pick2xx<R> = R extends { 200: infer S } ? S : R extends { 201: infer S } ? S : R extends { 204: infer S } ? S : never;
type StaticOf<S> = S extends TSchema ? Static<S> : undefined;

export type EndpointParams<K extends EndpointName> = Endpoints[K] extends { params: infer S } ? StaticOf<S> : undefined;
export type EndpointQuery<K extends EndpointName> = Endpoints[K] extends { querystring: infer S } ? StaticOf<S> : undefined;
export type EndpointBody<K extends EndpointName> = Endpoints[K] extends { body: infer S } ? StaticOf<S> : undefined;
/** The successful answer's body. */
export type EndpointResponse<K extends EndpointName> = StaticOf<Pick2xx<Endpoints[K]['response']>>;

type Part<N extends string, T> = [T] extends [undefined]
  ? { readonly [k in N]?: undefined }
  : Record<string, never> extends T
    ? { readonly [k in N]?: T }
    : { readonly [k in N]: T };

/** What a call sends: path parameters, query and body, each required only when the endpoint has a required field. */
export type EndpointRequest<K extends EndpointName> = Part<'params', EndpointParams<K>> & Part<'query', EndpointQuery<K>> & Part<'body', EndpointBody<K>>;
