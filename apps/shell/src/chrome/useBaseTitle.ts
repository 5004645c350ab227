import { useEffect } from 'react';

/** The base title the shell last wrote (null before its first). */
let written: string | null = null;

/**
 * Names the tab after the site in the page's language ("Online catalogue UFX"), replacing the
 * Portuguese one index.html ships with: whenever it changes, as long as the tab still bears the
 * shell's own name (a page that named the tab itself, a title's page, keeps its name and puts the
 * base one back on leaving).
 */
export function useBaseTitle(text: string): void {
  useEffect(() => {
    if (written === null || document.title === written) document.title = text;
    written = text;
  }, [text]);
}
