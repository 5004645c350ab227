import { expect, test } from './helpers';

// Every sub-view of a title renders in Portuguese, English and Spanish: its tab (the current one)
// and its heading in the language chosen (?lng= sets it, as the language bar does). The record
// views, serials, contents and statistics are checked with their content in their own specs
// (title-views, title-data); here the hold, loan-request and closed-stacks views, for a visitor.

const VIEWS = {
  reserva: { pt: 'Reserva', en: 'Hold', es: 'Reserva' },
  'solicitacao-emprestimo': { pt: 'Solicitação de empréstimo', en: 'Loan request', es: 'Solicitud de préstamo' },
  'acervo-fechado': { pt: 'Acervo fechado', en: 'Closed stacks', es: 'Acervo cerrado' },
} as const;
const LANGS = ['pt', 'en', 'es'] as const;

for (const [view, names] of Object.entries(VIEWS)) {
  test(`/acervo/1/${view} in pt, en and es: heading and current tab in the language`, async ({ page }) => {
    for (const lng of LANGS) {
      await page.goto(`/acervo/1/${view}?lng=${lng}`);
      await expect(page.getByRole('heading', { level: 2, name: names[lng], exact: true })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', lng === 'pt' ? 'pt-BR' : lng);
      if (view !== 'acervo-fechado') await expect(page.locator('[aria-current="page"]', { hasText: names[lng] })).toBeVisible();
    }
  });
}
