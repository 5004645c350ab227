import { describe, expect, it } from 'vitest';
import { patronRoutes } from '../routes';
import { menuHref, menuStartsOpen, shownInMenu } from './menu';

describe('the personal area menu', () => {
  it('starts with the summary at /meupergamum, every entry at its view', () => {
    expect(patronRoutes[0]).toMatchObject({ path: '', menu: 'patron.menu.summary' });
    expect(menuHref(patronRoutes[0]!)).toBe('/meupergamum');
    expect(menuHref({ path: 'emprestimos' })).toBe('/meupergamum/emprestimos');
  });
  it('shows a gated entry only to a patron with its permission', () => {
    const gated = { activity: { modulo: 571, atividade: 87 } };
    expect(shownInMenu(gated, false)).toBe(false);
    expect(shownInMenu(gated, true)).toBe(true);
    expect(shownInMenu({}, false)).toBe(true);
  });
});

describe('the menu on a phone', () => {
  it('starts open on a wide screen (or where the width is unknown), folded below 768 px', () => {
    expect(menuStartsOpen((q) => ({ matches: q === '(min-width: 768px)' }))).toBe(true);
    expect(menuStartsOpen(() => ({ matches: false }))).toBe(false);
    expect(menuStartsOpen(undefined)).toBe(true);
  });
});
