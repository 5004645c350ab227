import './antd-identity';
import { useEffect } from 'react';
import AntModal from 'antd/es/modal/Modal';
import type { ModalProps } from 'antd/es/modal/interface';

export type { ModalProps };

/** The controls Tab visits inside `root`, in order: enabled, shown, not taken out of the order. */
function tabStops(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea, [tabindex], [contenteditable="true"]')].filter(
    (el) => el.tabIndex >= 0 && !el.matches(':disabled') && el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden',
  );
}

/**
 * Tab from a modal dialog's last control goes to its first, and Shift+Tab from its first to its
 * last (WCAG 2.4.3, issue 29 item 2). antd's own lock brings the focus back once it lands on the
 * page behind, but the dialog is the last thing in the document: from its last control the focus
 * left the page for the browser's own bar, where the lock never saw it.
 */
function handleDialogTab(e: KeyboardEvent): void {
  if (e.key !== 'Tab' || e.defaultPrevented || e.altKey || e.ctrlKey || e.metaKey) return;
  const dialogs = document.querySelectorAll<HTMLElement>('[role="dialog"][aria-modal="true"]');
  const top = dialogs[dialogs.length - 1];
  if (!top) return;
  const stops = tabStops(top);
  const first = stops[0];
  const last = stops[stops.length - 1];
  if (!first || !last) return;
  const at = document.activeElement;
  if (!e.shiftKey && at === last) {
    e.preventDefault();
    first.focus();
  } else if (e.shiftKey && (at === first || at === top)) {
    e.preventDefault();
    last.focus();
  }
}

/** antd's modal dialog, whose Tab and Shift+Tab go round inside it (handleDialogTab) while it is open. */
export function Modal(props: ModalProps) {
  const { open } = props;
  useEffect(() => {
    if (!open) return undefined;
    window.addEventListener('keydown', handleDialogTab);
    return () => window.removeEventListener('keydown', handleDialogTab);
  }, [open]);
  return <AntModal {...props} />;
}
