/// <reference types="node" />
/**
 * A remote's knowledge lives in the remote (DESIGN.md): no shared package names this remote's
 * sub-views or their labels, so adding a tab touches nothing under packages/. Scanned: the
 * front end's shared packages (their sources, tests aside). api-contract and api-client are left
 * out: they describe the server's API, whose URLs (/api/reserva…) and answers (`visoes`) share
 * these words without being the site's routes.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { titleViews } from './views';

const packages = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../packages');
const scanned = ['federation', 'i18n', 'session', 'ui'];

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sources(full);
    return /\.(ts|tsx|mjs|js|json)$/.test(entry.name) && !/\.test\.(ts|tsx|mjs)$/.test(entry.name) ? [full] : [];
  });
}

/** Where a name appears as a string or a path segment ('marc', "/marc", `/marc?`). */
function occurrences(names: readonly string[]): string[] {
  const found: string[] = [];
  for (const pkg of scanned) {
    for (const file of sources(path.join(packages, pkg, 'src'))) {
      const text = fs.readFileSync(file, 'utf8');
      for (const name of names) {
        const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
        if (new RegExp(`['"\`/]${escaped}(?=['"\`/?#]|$)`, 'm').test(text)) found.push(`${path.relative(packages, file)}: ${name}`);
      }
    }
  }
  return found;
}

describe('the title’s sub-views are this remote’s own', () => {
  it('no shared package names a sub-view or its label', () => {
    expect(packages.endsWith('packages') && fs.existsSync(path.join(packages, 'federation'))).toBe(true);
    expect(occurrences([...titleViews, 'titleDetail.views'])).toEqual([]);
  });
});
