// @ts-check
import { describe, expect, it } from 'vitest';
import { redirectPaths } from '@estante/federation';
import { authPaths, catalogueGuides, clearanceCheck, isSiteRoute, patronPages, titleViews } from './site-routes.mjs';
import { routeBindings } from './src/route-bindings';
// The remotes' own route tables: the server's table must name the pages they render, no more.
// A test only (never bundled, never run by the server): the one place that reads both sides.
/* eslint-disable no-restricted-imports */
import { titleViews as remoteTitleViews } from '../title-detail/src/views';
import { patronRoutes } from '../patron-area/src/routes';
import { authRoutes } from '../auth/src/routes';
import { catalogueRoutes } from '../catalogue/src/routes';
/* eslint-enable no-restricted-imports */

describe("the server's route table", () => {
  it("names each remote's pages, as the remote's own table does", () => {
    expect(titleViews).toEqual([...remoteTitleViews]);
    expect(patronPages.filter((p) => p !== 'app').sort()).toEqual(patronRoutes.map((r) => r.path).filter(Boolean).sort());
    expect([...authPaths].sort()).toEqual(authRoutes.map((r) => r.path).sort());
    expect(authPaths).toEqual(expect.arrayContaining([...redirectPaths]));
    const guides = catalogueRoutes.map((r) => r.path).filter((p) => p && !p.includes('/'));
    expect([...catalogueGuides, clearanceCheck].sort()).toEqual(guides.sort());
  });

  it('knows every route the shell binds and every page of the remotes', () => {
    const sample = (/** @type {string} */ pattern) => pattern.replace(/:[A-Za-z]+/g, '42');
    for (const pattern of Object.values(routeBindings)) {
      if (pattern === '/:guia') continue; // a guide: only the catalogue's own
      expect(isSiteRoute(sample(pattern)), pattern).toBe(true);
    }
    for (const r of catalogueRoutes) expect(isSiteRoute(sample(`/${r.path}`)), r.path).toBe(true);
    for (const view of titleViews) expect(isSiteRoute(`/acervo/7/${view}`), view).toBe(true);
    for (const page of patronPages) expect(isSiteRoute(`/meupergamum/${page}`), page).toBe(true);
    for (const path of authPaths) expect(isSiteRoute(path), path).toBe(true);
  });

  it('matches as the router does: any case, an optional trailing slash, a title or authority id of any form', () => {
    for (const path of ['/', '/ACERVO/9/', '/acervo/abc', '/Meupergamum/', '/meupergamum/emprestimos/', '/login/', '/autoridade/3/marc', '/cesta', '/nada-consta', '/nada-consta/ABCD-EFGH/']) {
      expect(isSiteRoute(path), path).toBe(true);
    }
  });

  it('an address outside the table is not a page', () => {
    for (const path of ['/nao-existe', '/acervo', '/acervo/1/nada', '/acervo/1/marc/x', '/meupergamum/xyz', '/autoridade', '/autoridade/3/x', '/loginx', '/cesta/1', '/nada-consta/a/b', '//', '/%E0%A4%A']) {
      expect(isSiteRoute(path), path).toBe(false);
    }
  });
});
