import { describe, expect, it } from 'vitest';
import { fillPath, paramsOf, remoteNames } from '@estante/federation';
import { remoteFor } from '@estante/federation/router';
import { routeBindings } from './route-bindings';
import { areaPath, homePath, loginPath, logoutPath } from './links';

describe("the shell's route bindings", () => {
  it('binds each id to a path of the remote the id names, under that remote’s prefix', () => {
    for (const [id, path] of Object.entries(routeBindings)) {
      const owner = id.split('.')[0];
      expect(remoteNames, id).toContain(owner);
      const sample = fillPath(id, path, Object.fromEntries(paramsOf(path).map((p) => [p, 'x1'])));
      expect(remoteFor(sample), `${id} → ${path}`).toBe(owner);
    }
  });
  it("the shell's own links keep SPEC.md §2's addresses", () => {
    expect([homePath, areaPath, logoutPath, loginPath()]).toEqual(['/', '/meupergamum', '/sair', '/login']);
    expect(loginPath('/acervo/7?x=1')).toBe('/login?redirect=%2Facervo%2F7%3Fx%3D1');
    expect(loginPath('https://evil.example')).toBe('/login');
  });
});
