import { useEffect, useState, type ReactNode } from 'react';
import type { DOMPurify } from 'dompurify';
import { SAFE_HTML, addSafeHtmlHooks } from '@estante/api-contract/html';

/**
 * The sanitiser every HTML string from the server goes through (DESIGN.md conventions):
 * DOMPurify, fetched as a chunk of its own the first time one is shown (no page pays for it
 * up front, and the chunk imports nothing shared). The API has already applied the same
 * configuration (`@estante/api-contract/html`); this is the second layer.
 */
let purifier: Promise<DOMPurify> | null = null;

function loadPurifier(): Promise<DOMPurify> {
  purifier ??= import(/* webpackChunkName: "dompurify" */ 'dompurify').then(
    ({ default: purify }) => {
      addSafeHtmlHooks(purify);
      return purify;
    },
    (error: unknown) => {
      purifier = null; // a failed chunk is tried again next time
      throw error;
    },
  );
  return purifier;
}

/** HTML made safe to insert: no scripts, event handlers, javascript: URLs, styles, forms or frames. */
export async function sanitizeHtml(html: string): Promise<string> {
  const purify = await loadPurifier();
  return purify.sanitize(html, SAFE_HTML);
}

/** The text of an HTML string (an inert document: nothing in it runs or loads). */
export function htmlToText(html: string): string {
  return new DOMParser().parseFromString(html, 'text/html').body.textContent?.trim() ?? '';
}

export interface SafeHtmlProps {
  readonly html: string;
  readonly className?: string;
  /** Shown while the sanitiser loads (nothing by default). */
  readonly placeholder?: ReactNode;
}

/**
 * Renders server HTML after sanitising it. Until the sanitiser is there it shows `placeholder`;
 * if it cannot be loaded, the plain text of the HTML.
 */
export function SafeHtml({ html, className, placeholder = null }: SafeHtmlProps) {
  const [state, setState] = useState<{ html: string; safe: string } | { html: string; text: string } | null>(null);
  useEffect(() => {
    let live = true;
    sanitizeHtml(html).then(
      (safe) => live && setState({ html, safe }),
      () => live && setState({ html, text: htmlToText(html) }),
    );
    return () => {
      live = false;
    };
  }, [html]);
  if (!state || state.html !== html) return <>{placeholder}</>;
  if ('text' in state) return <div className={className}>{state.text}</div>;
  return <div className={className} dangerouslySetInnerHTML={{ __html: state.safe }} />;
}
