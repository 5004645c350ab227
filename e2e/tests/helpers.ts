import { createRequire } from 'node:module';
import fs from 'node:fs';
import { expect, type Page } from '@playwright/test';

const require = createRequire(import.meta.url);
const axeSource = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/** Runs axe-core in the page and fails with the list of WCAG A/AA violations, if any. */
export async function expectAxeClean(page: Page) {
  await page.addScriptTag({ content: axeSource });
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<{ violations: { id: string; help: string; nodes: { target: string[] }[] }[] }> } }).axe;
    const result = await axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } });
    return result.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
  });
  expect(violations).toEqual([]);
}

/** A signed-in patron, as the session store persists it. */
export async function signInAs(page: Page, name = 'Maria da Silva', login = '2024001') {
  await page.addInitScript(
    ([n, l]) => {
      window.sessionStorage.setItem(
        'estante.session',
        JSON.stringify({ user: { nome_pessoa: n, login: l, cod_pessoa: 1 }, credentials: { access_token: 'x', refresh_token: 'y' }, remember: false }),
      );
    },
    [name, login],
  );
}

/** Client-side navigation (no reload), as a link inside the app would do. */
export async function navigate(page: Page, path: string) {
  await page.evaluate((p) => {
    window.history.pushState({}, '', p);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}
