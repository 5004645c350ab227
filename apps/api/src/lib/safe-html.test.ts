import { describe, expect, it } from 'vitest';
import { safeHtml } from './safe-html';

const samples = [
  '<p>Escreva para <a href="mailto:bib@estante.example">bib@estante.example</a>.</p>',
  '<img src=x onerror="window.__pwned=1"><script>window.__pwned=2</script><svg><g onload="alert(1)"></g></svg>',
  '<a href="javascript:alert(3)">clique</a><a href="https://estante.example" target="_blank">site</a><a href=" jAvAsCrIpT:alert(1)">b</a>',
  '<iframe src="https://evil.example"></iframe><form action="https://evil.example"><input name="senha"><button>ok</button></form><p style="position:fixed">x</p>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>',
  '<h3>Horários</h3><ul><li><strong>Seg.</strong> 8h–22h</li></ul><table><tr><td>Sáb.</td></tr></table><img src="logo.png" alt="Logotipo">',
];

describe('safeHtml (the API side of the institution HTML)', () => {
  it('leaves no handler, script, javascript: URL, frame, form or style, and keeps the text and safe links', async () => {
    for (const html of samples) {
      const safe = await safeHtml(html);
      for (const bad of [/<script/i, /\son\w+=/i, /javascript:/i, /<iframe/i, /<form/i, /<input/i, /<button/i, /style=/i, /<style/i]) expect(safe).not.toMatch(bad);
    }
    expect(await safeHtml(samples[0]!)).toBe(samples[0]);
    expect(await safeHtml(samples[2]!)).toContain('<a href="https://estante.example" target="_blank" rel="noopener noreferrer">site</a>');
    expect(await safeHtml(samples[6]!)).toContain('<img src="logo.png" alt="Logotipo">');
    expect(await safeHtml('<img src="x">')).toBe('<img src="x" alt="">');
    expect(await safeHtml('')).toBe('');
  });

  it('is stable: a second pass (the browser runs the same configuration) changes nothing', async () => {
    for (const html of samples) {
      const once = await safeHtml(html);
      expect(await safeHtml(once)).toBe(once);
    }
  });
});
