import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { remoteFor } from './router';
import { isSafeRedirect, remotePrefixes } from './routes';
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
    for (const entry of [...uiEntries, routerEntry]) expect(path.isAbsolute(config[entry]?.import ?? ''), entry).toBe(true);
  });
});

describe('prefixes and redirects', () => {
  it('refuses redirects off this origin', () => {
    expect(isSafeRedirect('/meupergamum/app')).toBe(true);
    for (const bad of ['//evil.example', 'https://evil.example', '/\\evil.example', '', null]) expect(isSafeRedirect(bad)).toBe(false);
  });
  it('maps the prefixes of SPEC.md §2 to their remote; the catalogue owns the rest', () => {
    expect(remoteFor('/acervo/12')).toBe('title-detail');
    expect(remoteFor('/acervo/12/marc')).toBe('title-detail');
    expect(remoteFor('/meupergamum')).toBe('patron-area');
    expect(remoteFor('/meupergamum/emprestimos')).toBe('patron-area');
    expect(remoteFor('/login')).toBe('auth');
    expect(remoteFor('/oauth-response')).toBe('auth');
    expect(remoteFor('/cesta')).toBe('catalogue');
    expect(remoteFor('/autoridade/3/marc')).toBe('catalogue');
    expect(remoteFor('/nao/existe')).toBe('catalogue');
    expect(remotePrefixes.filter((r) => r.protected).map((r) => r.path)).toEqual(['/meupergamum/*']);
  });
});
