import { describe, expect, it } from 'vitest';
import { matchPath, remoteFor } from '@estante/federation/router';
import { authorityPath, guidePath, homePath, basketRoute } from './refs';
import { catalogueRoutes } from './routes';

const ownRoute = (path: string) => catalogueRoutes.some((r) => matchPath({ path: `/${r.path}`, end: true }, path));

describe('the routes this remote declares', () => {
  it('build the catalogue’s addresses', () => {
    expect(homePath()).toBe('/');
    expect(homePath({ q: 'jazz', for: 'INDICE_2' })).toBe('/?q=jazz&for=INDICE_2');
    expect(guidePath('bibliotecas', { campus: 2 })).toBe('/bibliotecas?campus=2');
    expect(authorityPath(7)).toBe('/autoridade/7');
    expect(authorityPath(7, true)).toBe('/autoridade/7/marc');
  });
  it('each is a route of its own table, under the catalogue in the shell', () => {
    for (const path of [homePath(), guidePath('avancada'), guidePath('indices'), basketRoute.path, authorityPath(3), authorityPath(3, true)]) {
      expect(ownRoute(path), path).toBe(true);
      expect(remoteFor(path), path).toBe('catalogue');
    }
  });
});
