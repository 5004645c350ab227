/**
 * The routes of this remote, and those of others it links to (route refs, DESIGN.md "Rules of the
 * federation"). The search home, a guide, the basket and an authority are public: other remotes ask
 * for them by these ids and the shell binds them (apps/shell/src/route-bindings.ts).
 */
import { createExternalRouteRef, createRouteRef, linkTo, type Query } from '@estante/federation';

/** The search home (`/`), with the search in its query (`?q=&for=&indice=`…). */
export const homeRoute = createRouteRef({ id: 'catalogue.home', path: '/' });
/** A search guide or catalogue page (`/{guia}`: avancada, rede, indices, bibliotecas…). */
export const guideRoute = createRouteRef({ id: 'catalogue.guide', path: '/:guia' });
export const basketRoute = createRouteRef({ id: 'catalogue.basket', path: '/cesta' });
export const authorityRoute = createRouteRef({ id: 'catalogue.authority', path: '/autoridade/:codAutoridade' });
export const authorityMarcRoute = createRouteRef({ id: 'catalogue.authorityMarc', path: '/autoridade/:codAutoridade/marc' });

/** The public check of a clearance declaration: the form (`/nada-consta`) and a code's answer (`/nada-consta/{codigo}`, the address its QR code holds). */
export const clearanceFormRoute = createRouteRef({ id: 'catalogue.clearanceForm', path: '/nada-consta' });
export const clearanceCheckRoute = createRouteRef({ id: 'catalogue.clearanceCheck', path: '/nada-consta/:codigo' });
export const clearanceCheckPath = (codigo?: string): string => (codigo ? linkTo(clearanceCheckRoute, { codigo }) : linkTo(clearanceFormRoute, {}));

/** The collection totals (`/totais-acervo`, public). */
export const collectionTotalsRoute = createRouteRef({ id: 'catalogue.collectionTotals', path: '/totais-acervo' });
export const collectionTotalsPath = (): string => linkTo(collectionTotalsRoute, {});

export const homePath = (query?: Query): string => linkTo(homeRoute, {}, query);
export const guidePath = (guia: string, query?: Query): string => linkTo(guideRoute, { guia }, query);
export const authorityPath = (codAutoridade: number, marc = false): string => linkTo(marc ? authorityMarcRoute : authorityRoute, { codAutoridade });

// Other remotes' routes this one links to (the shell binds them by id).
export const titleLink = createExternalRouteRef({ id: 'title-detail.title', params: ['codAcervo'] });
/** The signed-in patron's permanent basket (the basket's "keep these" links there). */
export const permanentBasketLink = createExternalRouteRef({ id: 'patron-area.permanentBasket' });
