import { DEMO, expect, signInAs, test } from '../helpers';
import { axNode, liveRegions } from './ax-tree';

// Issue 29 item 3: the state of facets, result lists, menus, toggles and dialogs as assistive
// technology gets it, read from Chromium's accessibility tree (tests/a11y/ax-tree.ts, the DevTools
// protocol's Accessibility domain: the computed role, name and states a screen reader is given),
// not from the DOM's attributes. The title page's sub-views are links marked aria-current="page";
// the protocol does not expose aria-current, so title-page.spec.ts checks those in the DOM.

test.describe('state in the accessibility tree', () => {
  test('results: the count in a polite live region, a facet value checked, “show more” expanded, the display mode pressed', async ({ page }) => {
    await page.goto('/?q=jazz');
    const count = (await liveRegions(page)).find((r) => /títulos encontrados para “jazz”/.test(r.text));
    expect(count, 'the result count is a live region').toMatchObject({ role: 'status', live: 'polite' });
    const before = Number(/([\d.]+) títulos/.exec(count!.text)![1]!.replace(/\./g, ''));

    const value = page.locator('.catalogue-facet').getByRole('checkbox').first();
    expect(await axNode(value)).toMatchObject({ role: 'checkbox', states: { checked: 'false' } });
    await value.check();
    await expect(page).toHaveURL(/filtros=/);
    await expect.poll(async () => (await axNode(page.locator('.catalogue-facet').getByRole('checkbox', { checked: true }).first())).states.checked).toBe('true');
    // The new count is announced by the same region, politely.
    await expect
      .poll(async () => (await liveRegions(page)).find((r) => /títulos? encontrados? para “jazz”/.test(r.text))?.text)
      .not.toBe(count!.text);
    const after = (await liveRegions(page)).find((r) => /encontrados? para “jazz”/.test(r.text))!;
    expect(after.live).toBe('polite');
    expect(Number(/([\d.]+) títulos?/.exec(after.text)![1]!.replace(/\./g, ''))).toBeLessThan(before);

    const more = page.locator('.catalogue-facet__more').first();
    expect(await axNode(more)).toMatchObject({ role: 'button', states: { expanded: false } });
    await more.click();
    await expect.poll(async () => (await axNode(more)).states.expanded).toBe(true);

    const modes = page.getByRole('group', { name: 'Modo de exibição' }).getByRole('button');
    const pressed = await Promise.all((await modes.all()).map(async (b) => (await axNode(b)).states.pressed));
    expect(pressed.filter((p) => p === 'true')).toHaveLength(1);
    expect(pressed.filter((p) => p === 'false')).toHaveLength(pressed.length - 1);
  });

  test('the accessibility bar’s toggles are pressed or not; a dialog is modal and named', async ({ page }) => {
    await page.goto('/');
    const dark = page.getByRole('region', { name: 'Acessibilidade' }).getByRole('button', { name: 'Modo escuro' });
    expect(await axNode(dark)).toMatchObject({ role: 'button', name: 'Modo escuro', states: { pressed: 'false' } });
    await dark.click();
    await expect.poll(async () => (await axNode(dark)).states.pressed).toBe('true');
    await dark.click();

    await page.goto('/?q=metodologia');
    await page.locator('.catalogue-result').first().getByRole('button', { name: /Adicionar à cesta/ }).click();
    await page.goto('/cesta');
    await page.locator('.catalogue-basket__toolbar').getByRole('button', { name: 'Esvaziar a cesta' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    expect(await axNode(dialog)).toMatchObject({ role: 'dialog', name: 'Esvaziar a cesta', states: { modal: true } });
  });

  test('at 375 px the menus say whether they are open: the top bar’s and the personal area’s', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await signInAs(page, DEMO.undergraduate);
    for (const name of ['Menu', 'Páginas do Meu Pergamum']) {
      const toggle = page.getByRole('button', { name, exact: true });
      expect(await axNode(toggle), name).toMatchObject({ role: 'button', states: { expanded: false } });
      await toggle.click();
      await expect.poll(async () => (await axNode(toggle)).states.expanded, name).toBe(true);
      await toggle.click();
      await expect.poll(async () => (await axNode(toggle)).states.expanded, name).toBe(false);
    }
  });
});
