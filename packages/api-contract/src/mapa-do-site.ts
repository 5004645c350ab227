import { Type, type Static } from '@sinclair/typebox';
import { ErrorResponse } from './common';

/**
 * The most URLs one sitemap file may hold (sitemaps.org protocol): the page size of
 * `GET /api/acervo/mapa-do-site`, so one page of titles is one sitemap file.
 */
export const MAPA_DO_SITE_POR_PAGINA = 50_000;

/** Query of `GET /api/acervo/mapa-do-site`: `pagina` from 1 (1 when absent). */
export const MapaDoSiteQuery = Type.Object({
  pagina: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000 })),
});
export type MapaDoSiteQuery = Static<typeof MapaDoSiteQuery>;

/** One title of the sitemap: its code, and the UTC day its record last changed (imported or updated). */
export const MapaDoSiteTitulo = Type.Object({
  cod_acervo: Type.Integer(),
  atualizado_em: Type.String({ pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' }),
});
export type MapaDoSiteTitulo = Static<typeof MapaDoSiteTitulo>;

/**
 * `GET /api/acervo/mapa-do-site`: one page of every title of the catalogue, by code (ascending,
 * stable), for the site's sitemap. `total` is the catalogue's titles; a page past the last answers
 * 200 with `titulos: []`. Public: a title's code is public (its page is), and a crawler holds no token.
 */
export const MapaDoSite = Type.Object({
  total: Type.Integer({ minimum: 0 }),
  por_pagina: Type.Integer({ minimum: 1 }),
  pagina: Type.Integer({ minimum: 1 }),
  titulos: Type.Array(MapaDoSiteTitulo),
});
export type MapaDoSite = Static<typeof MapaDoSite>;

export const mapaDoSiteEndpoints = {
  sitemapTitles: {
    tags: ['acervo'],
    summary: "Every title's code and last change, a page of 50,000 at a time (the site's sitemap; public)",
    querystring: MapaDoSiteQuery,
    response: { 200: MapaDoSite, 400: ErrorResponse },
  },
} as const;
