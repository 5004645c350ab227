import './antd-identity';
import { lazy, Suspense, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';

export interface ConfirmOptions {
  /** Default: "Confirmação" (translated). */
  readonly title?: ReactNode;
  /** The question. */
  readonly content: ReactNode;
  /** Default: "Confirmar" (translated). */
  readonly confirmText?: ReactNode;
  /** Default: "Cancelar" (translated). */
  readonly cancelText?: ReactNode;
  /** The confirm button warns (deleting, cancelling a hold…). */
  readonly danger?: boolean;
}

/**
 * The dialog itself (antd's Modal and its motion, portal and focus code, ~10 KB gzip) is fetched
 * the first time a question is asked, not with every page that may ask one.
 */
const ConfirmDialog = lazy(() => import('./confirm-dialog').then((m) => ({ default: m.ConfirmDialog })));

interface Pending extends ConfirmOptions {
  readonly resolve: (answer: boolean) => void;
}

/**
 * `const [confirm, confirmHolder] = useConfirm()`: render `confirmHolder` once, then
 * `if (await confirm({ content: '…' })) …`. Resolves true on confirm, false on cancel, Escape or
 * close (and false for a question still open when a new one is asked or the holder unmounts).
 * The dialog renders where the holder is, so it wears the page's theme and language.
 */
export function useConfirm(): readonly [(options: ConfirmOptions) => Promise<boolean>, ReactNode] {
  const [pending, setPending] = useState<Pending | null>(null);
  const [open, setOpen] = useState(false);
  const current = useRef<Pending | null>(null);
  useEffect(() => () => current.current?.resolve(false), []);

  const confirm = useCallback(
    (options: ConfirmOptions) =>
      new Promise<boolean>((resolve) => {
        current.current?.resolve(false);
        const next = { ...options, resolve };
        current.current = next;
        setPending(next);
        setOpen(true);
      }),
    [],
  );
  const answer = (value: boolean) => {
    const p = current.current;
    current.current = null;
    setOpen(false);
    p?.resolve(value);
  };
  const holder = pending ? (
    <Suspense fallback={null}>
      <ConfirmDialog {...pending} open={open} onConfirm={() => answer(true)} onCancel={() => answer(false)} />
    </Suspense>
  ) : null;
  return [confirm, holder] as const;
}
