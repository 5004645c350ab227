/**
 * The two things a page does to the browser outside its own markup: name the tab, and hand the
 * browser a file to save. One way for every remote.
 */
import { useEffect } from 'react';

/** Sets the document's title while the page shows `text` (null: leaves it alone); puts the previous one back on leaving. */
export function useDocumentTitle(text: string | null): void {
  useEffect(() => {
    if (text === null) return undefined;
    const before = document.title;
    document.title = text;
    return () => {
      document.title = before;
    };
  }, [text]);
}

/**
 * Hands the browser a file to save under `name`: a Blob as it is, a text with `type` (default plain
 * UTF-8). An object URL on a link with `download`, clicked, then released.
 */
export function saveFile(content: Blob | string, name: string, type = 'text/plain;charset=utf-8'): void {
  const url = URL.createObjectURL(typeof content === 'string' ? new Blob([content], { type }) : content);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  a.rel = 'noopener';
  a.style.display = 'none';
  document.body.append(a);
  a.click();
  a.remove();
  // The browser has taken the file by the next task; a minute is generous for a slow disk.
  window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
