import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';

/**
 * A button that shows and hides a panel (the mobile menu, the accessibility controls on a small
 * screen): aria-expanded and aria-controls on the button; Escape inside closes and gives focus back
 * to the button; a pointer outside or a change of `resetOn` (the path) closes it.
 */
export function useDisclosure<B extends HTMLElement = HTMLButtonElement>(resetOn?: unknown) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const buttonRef = useRef<B>(null);
  const rootRef = useRef<HTMLDivElement>(null);

  const close = useCallback(() => setOpen(false), []);

  useEffect(() => setOpen(false), [resetOn]);

  useEffect(() => {
    if (!open) return;
    const outside = (event: PointerEvent) => {
      if (rootRef.current && event.target instanceof Node && !rootRef.current.contains(event.target)) setOpen(false);
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [open]);

  const onKeyDown = useCallback(
    (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !open) return;
      event.stopPropagation();
      setOpen(false);
      buttonRef.current?.focus();
    },
    [open],
  );

  return {
    open,
    close,
    /** On the element holding both the button and the panel. */
    rootProps: { ref: rootRef, onKeyDown },
    buttonProps: { ref: buttonRef, 'aria-expanded': open, 'aria-controls': panelId, onClick: () => setOpen((o) => !o) },
    panelProps: { id: panelId, 'data-open': open ? 'true' : 'false' },
  };
}
