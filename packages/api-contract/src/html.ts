/**
 * The HTML the institution's texts may carry (events' `descricao`, the text blocks' `html`, an
 * activity's `informativo`, `msg_suporte_consulta`): one DOMPurify configuration, applied by the API
 * before it answers and again by `@estante/ui`'s `SafeHtml` before the browser inserts it. No
 * scripts, event handlers, `javascript:` URLs, styles, forms or frames; links may open elsewhere.
 *
 * The browser's pass is the second layer, not the first: Chromium raises a CSP `script-src-attr`
 * report for every `on*` attribute any inert parse meets (DOMParser, `<template>`, a new
 * document), so handlers must never reach the page at all.
 */
export const SAFE_HTML = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object', 'embed'],
  FORBID_ATTR: ['style'],
  ADD_ATTR: ['target'],
};

/** What the hooks touch of an element (the API type-checks without the DOM library). */
interface SanitisedElement {
  readonly tagName: string;
  getAttribute(name: string): string | null;
  hasAttribute(name: string): boolean;
  setAttribute(name: string, value: string): void;
}

/** What the hooks need of a DOMPurify instance (no dependency on DOMPurify's own types here). */
interface Purifier {
  addHook(entryPoint: 'afterSanitizeAttributes', hook: (node: SanitisedElement) => void): void;
}

/**
 * The rules no allowlist can say: a link that opens elsewhere never hands that page a handle on
 * ours, and an image its author gave no text is taken as decoration, not read out by file name.
 */
export function addSafeHtmlHooks(purify: Purifier): void {
  purify.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A' && node.getAttribute('target')) node.setAttribute('rel', 'noopener noreferrer');
    if (node.tagName === 'IMG' && !node.hasAttribute('alt')) node.setAttribute('alt', '');
  });
}
