/**
 * Saving and copying what a record view shows: the reference's text, the record's files. Pure
 * rules (file names) beside the two browser actions.
 */

/**
 * A file name from a title: lower case, accents dropped, anything but letters and digits one
 * hyphen, at most 60 characters cut at a word; `fallback` when nothing is left (a title in a
 * script without Latin letters).
 */
export function slugOf(title: string, fallback: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  if (!slug) return fallback;
  if (slug.length <= 60) return slug;
  const cut = slug.slice(0, 61);
  const end = cut.lastIndexOf('-');
  return (end > 20 ? cut.slice(0, end) : cut.slice(0, 60)).replace(/-+$/, '');
}


/**
 * Copies `text` to the clipboard: the Clipboard API, else the older copy command on a hidden text
 * area (a page over plain HTTP, an older browser). False when neither could: the caller then
 * selects the text on the page for the patron to copy.
 */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // refused (no permission, no focus): try the older way
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.append(area);
  area.select();
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    area.remove();
  }
}

/** Selects the text of `node` on the page (the fallback when copying failed: Ctrl+C finishes it). */
export function selectText(node: Node): void {
  const selection = window.getSelection();
  if (!selection) return;
  const range = document.createRange();
  range.selectNodeContents(node);
  selection.removeAllRanges();
  selection.addRange(range);
}
