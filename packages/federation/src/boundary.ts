/// <reference types="node" />
/**
 * For a remote's tests: a remote's knowledge lives in the remote (DESIGN.md), so no shared
 * front-end package may name its pages, sub-views or their labels (adding one then touches nothing
 * under packages/). Scanned: the sources of federation, i18n, session and ui, tests aside.
 * api-contract and api-client are left out: they describe the server's API, whose URLs and answers
 * (/api/reserva, `visoes`) share these words without being the site's routes.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** packages/ of this repository. */
export const packagesDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const scanned = ['federation', 'i18n', 'session', 'ui'];

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sources(full);
    return /\.(ts|tsx|mjs|js|json)$/.test(entry.name) && !/\.test\.(ts|tsx|mjs)$/.test(entry.name) ? [full] : [];
  });
}

/**
 * Where a shared package names one of `names` as a string or a path segment ('x', "/x", `/x?`): 'federation/src/y.ts: x' per finding, none when the remote's knowledge is its own.
 */
export function sharedPackageMentions(names: readonly string[]): string[] {
  const found: string[] = [];
  for (const pkg of scanned) {
    for (const file of sources(path.join(packagesDir, pkg, 'src'))) {
      const text = fs.readFileSync(file, 'utf8');
      for (const name of names) {
        const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
        if (new RegExp(`['"\`/]${escaped}(?=['"\`/?#]|$)`, 'm').test(text)) found.push(`${path.relative(packagesDir, file)}: ${name}`);
      }
    }
  }
  return found;
}
