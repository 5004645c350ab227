import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// Every colour variable a stylesheet of the site reads (var(--estante-…)) is defined by base.css for
// the normal colours, dark mode and high contrast: one read only through its light fallback stays
// light in dark mode (a pale menu highlight under pale text: axe's color-contrast, issue 29).
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

function cssFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    if (e.name === 'node_modules' || e.name === 'dist' || e.name.startsWith('.')) return [];
    const full = path.join(dir, e.name);
    return e.isDirectory() ? cssFiles(full) : e.name.endsWith('.css') || e.name.endsWith('.tsx') ? [full] : [];
  });
}

const sources = ['apps', 'packages'].flatMap((d) => readdirSync(path.join(root, d)).map((p) => path.join(root, d, p, 'src'))).filter((d) => {
  try {
    return readdirSync(d).length > 0;
  } catch {
    return false;
  }
});
const base = readFileSync(path.join(root, 'packages/ui/src/base.css'), 'utf8');

/** The variables a rule block of base.css defines (`selector { --estante-x: … }`). */
function definedIn(selector: string): Set<string> {
  const at = base.indexOf(`${selector} {`);
  expect(at, `base.css has a block for ${selector}`).toBeGreaterThanOrEqual(0);
  const block = base.slice(at, base.indexOf('}', at));
  return new Set([...block.matchAll(/(--estante-[a-z-]+)\s*:/g)].map((m) => m[1]!));
}

describe('colour variables', () => {
  it('every --estante- variable a stylesheet reads is defined for normal colours, dark mode and high contrast', () => {
    const used = new Set(sources.flatMap(cssFiles).flatMap((f) => [...readFileSync(f, 'utf8').matchAll(/var\((--estante-[a-z-]+)/g)].map((m) => m[1]!)));
    expect(used.size).toBeGreaterThan(10);
    for (const selector of [':root', 'html.estante-dark', 'html.estante-scheme-contrast']) {
      const defined = definedIn(selector);
      expect([...used].filter((v) => !defined.has(v)), selector).toEqual([]);
    }
  });
});
