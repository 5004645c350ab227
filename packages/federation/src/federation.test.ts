import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { matchRemoteRoute } from './router';
import { isSafeRedirect, routes, routeTable } from './routes';
import { routerEntry, sharedSingletons, uiEntries } from './shared.mjs';
import { sharedConfig } from './rspack.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const uiPkg = JSON.parse(fs.readFileSync(path.join(here, '../../ui/package.json'), 'utf8')) as { exports: Record<string, string> };

describe('shared singletons', () => {
  it('shares every @estante/ui component entry (registry aside), one by one', () => {
    const exported = Object.keys(uiPkg.exports).filter((k) => k !== './registry').map((k) => `@estante/ui${k.slice(1)}`);
    expect([...uiEntries].sort()).toEqual(exported.sort());
  });
  it('never shares antd or react-router whole', () => {
    const config = sharedConfig(path.join(here, '../../../apps/shell'));
    expect(Object.keys(config)).not.toContain('antd');
    expect(Object.keys(config)).not.toContain('react-router');
    expect(config[routerEntry]).toMatchObject({ singleton: true, shareKey: routerEntry });
    for (const key of Object.keys(sharedSingletons)) expect(config[key]).toMatchObject({ singleton: true });
  });
  it('gives local entries an absolute import so the host always provides them', () => {
    const config = sharedConfig(path.join(here, '../../../apps/shell'));
    for (const entry of [...uiEntries, routerEntry]) expect(path.isAbsolute(config[entry].import)).toBe(true);
  });
});

describe('routes', () => {
  it('builds links between remotes', () => {
    expect(routes.title(42)).toBe('/acervo/42');
    expect(routes.title(42, 'marc')).toBe('/acervo/42/marc');
    expect(routes.authority(7, true)).toBe('/autoridade/7/marc');
    expect(routes.login('/meupergamum')).toBe('/login?redirect=%2Fmeupergamum');
  });
  it('refuses redirects off this origin', () => {
    expect(isSafeRedirect('/meupergamum/app')).toBe(true);
    for (const bad of ['//evil.example', 'https://evil.example', '/\\evil.example', '', null]) expect(isSafeRedirect(bad)).toBe(false);
    expect(routes.login('https://evil.example')).toBe('/login');
  });
  it('maps exact paths of SPEC.md §2 to their remote', () => {
    expect(matchRemoteRoute('title-detail', '/acervo/12/marc')?.params.codAcervo).toBe('12');
    expect(matchRemoteRoute('title-detail', '/acervo/12/other')).toBeNull();
    expect(matchRemoteRoute('catalogue', '/cesta')?.path).toBe('/cesta');
    expect(matchRemoteRoute('catalogue', '/a/b')).toBeNull();
    expect(routeTable.filter((r) => r.protected).map((r) => r.path)).toEqual(['/meupergamum', '/meupergamum/*']);
  });
});
