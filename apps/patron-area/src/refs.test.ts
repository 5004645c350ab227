import { describe, expect, it } from 'vitest';
import { remoteFor } from '@estante/federation/router';
import { alertsRoute, areaRoute, pagePath, permanentBasketRoute } from './refs';
import { patronRoutes } from './routes';

describe('the routes this remote declares', () => {
  it('the area and each page of its table are under the prefix the shell gives this remote', () => {
    expect(pagePath()).toBe(areaRoute.path);
    expect(pagePath('emprestimos')).toBe('/meupergamum/emprestimos');
    for (const route of patronRoutes) expect(remoteFor(pagePath(route.path as never))).toBe('patron-area');
  });
  it('the alerts page others link to is a page of its table', () => {
    expect(patronRoutes.map((r) => r.path)).toContain('alertas');
    expect(alertsRoute.path).toBe(pagePath('alertas'));
  });
  it('the permanent basket others link to is a page of its table', () => {
    expect(patronRoutes.map((r) => r.path)).toContain('cesta-permanente');
    expect(permanentBasketRoute.path).toBe(pagePath('cesta-permanente'));
  });
});
