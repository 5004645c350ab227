import { useCallback, useRef } from 'react';

/**
 * Focus kept in the personal area's page when the control that had it goes: a request cancelled
 * takes its "Cancelar" button with it, a hold or an alert removed takes its row, a button that has
 * nothing left to act on is disabled. Without this the focus falls to the page's body, where a
 * screen reader says nothing and Tab starts again at the skip link.
 *
 * The focus goes to the nearest place left, within the same region (a `section`, `form`, `table`'s
 * region, a dialog): the control at the same place (the row that took the removed one's place, the
 * cell next to the button that went), else the next one after it, else the one before it, each at the
 * deepest level that is still on the page; when the region has no control left, its heading
 * (`aria-labelledby`, else its first heading), made focusable; else the next region out, up to the
 * page's own heading. When the address changed meanwhile (a link to another page of the area), the
 * new page's heading.
 *
 * Focus the user moved elsewhere is left alone, and so is a control still on the page that can take
 * the focus (a click on the page's background). When the control goes while a confirm dialog it
 * opened has the focus, the focus is put back once the dialog has let it go, not before.
 */
export function useKeptFocus<T extends HTMLElement>(): (root: T | null) => void {
  const detach = useRef<(() => void) | null>(null);
  return useCallback((root: T | null) => {
    detach.current?.();
    detach.current = root ? keepFocusIn(root) : null;
  }, []);
}

/** Where the focus was: the control, its ancestors up to the root with the control's branch's place in each, and the address. */
interface Spot {
  readonly control: HTMLElement;
  /** From the control's parent outwards: each ancestor and the index of the child on the control's branch. */
  readonly path: readonly { readonly parent: Element; readonly index: number }[];
  readonly href: string;
  /** When the control was found gone with the focus not yet lost (a closing dialog has it). */
  goneAt?: number;
}

const REGION = 'section, form, [role="region"], [role="dialog"], [role="group"], table, main';
const FOCUSABLE =
  'a[href], button, input:not([type="hidden"]), select, textarea, summary, [tabindex]:not([tabindex="-1"]), [contenteditable="true"]';
/** How long a gone control's focus is still ours to put back (a dialog closing, a page loading). */
const PATIENCE_MS = 5000;

/** Watches `root`; returns the function that stops watching. Exported for its tests. */
export function keepFocusIn(root: HTMLElement): () => void {
  const doc = root.ownerDocument;
  let spot: Spot | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const remember = (e: FocusEvent) => {
    const control = e.target;
    if (!(control instanceof HTMLElement) || control === root) return;
    if (!root.contains(control)) {
      // The focus went somewhere the user (or the page) chose: outside the root, and not into a
      // dialog this page opened (a confirm: its answer may take the control away).
      if (!inDialog(control)) spot = null;
      return;
    }
    spot = { control, path: pathOf(control, root), href: doc.defaultView?.location.href ?? '' };
  };

  const check = () => {
    clearTimeout(timer);
    const s = spot;
    if (!s || canTakeFocus(s.control)) return;
    const active = doc.activeElement as HTMLElement | null;
    if (active && active !== doc.body && active !== s.control && active.isConnected) {
      if (!inDialog(active) || root.contains(active)) {
        // Focus is where someone put it.
        spot = null;
        return;
      }
      // A dialog still has the focus: put it back once the dialog lets go of it.
      s.goneAt ??= Date.now();
      if (Date.now() - s.goneAt < PATIENCE_MS) timer = setTimeout(check, 100);
      else spot = null;
      return;
    }
    const target = (doc.defaultView?.location.href ?? '') === s.href ? placeFor(s, root) : headingOf(root);
    if (target) {
      target.focus();
      if (doc.activeElement === target) spot = { control: target, path: pathOf(target, root), href: doc.defaultView?.location.href ?? '' };
      return;
    }
    // Nothing to land on yet (the next page still loading): try again as the page changes.
    s.goneAt ??= Date.now();
    if (Date.now() - s.goneAt >= PATIENCE_MS) spot = null;
  };

  const observer = new MutationObserver(check);
  observer.observe(root, { childList: true, subtree: true, attributes: true, attributeFilter: ['disabled', 'hidden', 'inert'] });
  // focusin bubbles: the document's listener hears the root's controls and everywhere else.
  doc.addEventListener('focusin', remember);
  // A dialog letting go of the focus changes nothing under the root: the timer above looks again.
  return () => {
    observer.disconnect();
    doc.removeEventListener('focusin', remember);
    clearTimeout(timer);
  };
}

function pathOf(control: HTMLElement, root: HTMLElement): Spot['path'] {
  const path: { parent: Element; index: number }[] = [];
  for (let node: Element = control; node !== root && node.parentElement; node = node.parentElement) {
    path.push({ parent: node.parentElement, index: Array.prototype.indexOf.call(node.parentElement.children, node) });
  }
  return path;
}

/** The control at the same place, else after it, else before it, at the deepest level left; a region's heading when its controls are all gone. */
function placeFor(s: Spot, root: HTMLElement): HTMLElement | null {
  for (const { parent, index } of s.path) {
    if (!parent.isConnected || !root.contains(parent)) continue;
    const children = [...parent.children];
    const order = [...children.slice(index), ...children.slice(0, index).reverse()];
    for (const child of order) {
      const found = firstFocusable(child);
      if (found) return found;
    }
    if (parent === root) break;
    if (parent.matches(REGION)) {
      const heading = headingOf(parent);
      if (heading) return heading;
    }
  }
  return headingOf(root);
}

function firstFocusable(el: Element): HTMLElement | null {
  if (el instanceof HTMLElement && el.matches(FOCUSABLE) && canTakeFocus(el)) return el;
  for (const c of el.querySelectorAll<HTMLElement>(FOCUSABLE)) if (canTakeFocus(c)) return c;
  return null;
}

/** The region's heading: the element that labels it, else its first heading; made focusable by script alone. */
function headingOf(region: Element): HTMLElement | null {
  const id = region.getAttribute('aria-labelledby')?.split(/\s+/)[0];
  const labelled = id ? region.ownerDocument.getElementById(id) : null;
  const heading = labelled ?? region.querySelector<HTMLElement>('h1, h2, h3, h4, h5, h6');
  if (!heading || !heading.isConnected) return null;
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  return heading;
}

function canTakeFocus(el: HTMLElement): boolean {
  if (!el.isConnected || el.closest('[hidden], [inert]')) return false;
  if ((el as HTMLButtonElement).disabled || el.closest('fieldset:disabled')) return false;
  // Rendered (not under display: none); where the check is missing, every connected element counts.
  return typeof el.checkVisibility === 'function' ? el.checkVisibility() : true;
}

function inDialog(el: Element): boolean {
  return el.closest('[role="dialog"], [role="alertdialog"], .ant-modal-wrap, .ant-modal-root') !== null;
}
