// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { htmlToText, SafeHtml, sanitizeHtml } from './html';

afterEach(cleanup);

const hostile =
  '<p>Escreva para <a href="mailto:bib@estante.example">bib@estante.example</a>.</p>' +
  '<img src=x onerror="window.__pwned=1"><script>window.__pwned=2</script>' +
  '<a href="javascript:window.__pwned=3">clique</a><a href="https://estante.example" target="_blank">site</a>' +
  '<iframe src="https://evil.example"></iframe><form action="https://evil.example"><input name="senha"></form><p style="position:fixed">x</p>';

describe('sanitizeHtml', () => {
  it('drops scripts, handlers, javascript: links, frames, forms and styles, and keeps the text and safe links', async () => {
    const safe = await sanitizeHtml(hostile);
    for (const bad of ['<script', 'onerror', 'javascript:', '<iframe', '<form', '<input', 'style=']) expect(safe).not.toContain(bad);
    expect(safe).toContain('<a href="mailto:bib@estante.example">bib@estante.example</a>');
    expect(safe).toContain('<a href="https://estante.example" target="_blank" rel="noopener noreferrer">site</a>');
    // An image without a text alternative is decoration; one with a text keeps it.
    expect(safe).toContain('<img src="x" alt="">');
    expect(await sanitizeHtml('<img src="logo.png" alt="Logotipo">')).toBe('<img src="logo.png" alt="Logotipo">');
  });
});

describe('SafeHtml', () => {
  it('renders the sanitised HTML, and nothing in it runs', async () => {
    render(<SafeHtml html={hostile} className="texto" placeholder={<span>Carregando…</span>} />);
    expect(screen.getByText('Carregando…')).toBeTruthy();
    const link = await screen.findByRole('link', { name: 'bib@estante.example' });
    expect(link.getAttribute('href')).toBe('mailto:bib@estante.example');
    expect(link.closest('.texto')).toBeTruthy();
    await waitFor(() => expect(document.querySelector('.texto script, .texto img[onerror], .texto iframe')).toBeNull());
    expect((window as { __pwned?: number }).__pwned).toBeUndefined();
  });

  it('htmlToText reads the text without running anything', () => {
    expect(htmlToText('<p>Olá <b>mundo</b></p><img src=x onerror="window.__pwned=4">')).toBe('Olá mundo');
    expect((window as { __pwned?: number }).__pwned).toBeUndefined();
  });
});
