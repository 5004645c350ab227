import { useEffect } from 'react';
import { jsonLdText } from './jsonLd';

/** The JSON-LD the shell's server wrote into the head for the first address (data-estante-head). */
const SERVER = 'script[type="application/ld+json"][data-estante-head]';
/** The one this page keeps there. */
const PAGE = 'script[type="application/ld+json"][data-estante-jsonld]';

/**
 * schema.org JSON-LD of the page, for search engines and citation tools: one description of the
 * title in the document's head, the current one. The shell's server writes the first one there (the
 * title-detail head, src/server.ts); the page takes that element over and keeps it its own as the
 * visitor moves from title to title, and takes it out on leaving. Nothing in the page's markup, so
 * the server's HTML and the page's render agree (hydration) and the raw HTML holds one.
 */
export function JsonLd({ data }: { readonly data: Record<string, unknown> }) {
  const text = jsonLdText(data);
  useEffect(() => {
    let element = document.head.querySelector<HTMLScriptElement>(PAGE);
    if (!element) {
      element = document.head.querySelector<HTMLScriptElement>(SERVER) ?? document.createElement('script');
      element.type = 'application/ld+json';
      element.removeAttribute('data-estante-head');
      element.setAttribute('data-estante-jsonld', '');
      if (!element.isConnected) document.head.append(element);
    }
    if (element.textContent !== text) element.textContent = text;
  }, [text]);
  useEffect(() => () => document.head.querySelector(PAGE)?.remove(), []);
  return null;
}
