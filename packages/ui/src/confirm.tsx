import './antd-identity';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import Modal from 'antd/es/modal/Modal';
import Button from 'antd/es/button';
import { useTranslation } from '@estante/i18n';

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

export interface ConfirmDialogProps extends ConfirmOptions {
  readonly open: boolean;
  readonly onConfirm: () => void;
  readonly onCancel: () => void;
}

/**
 * The generic confirm dialog (SPEC.md §2): a title (default "Confirmation"), the question, and
 * confirm / cancel buttons whose labels may be overridden. Escape, the close button and Cancel
 * cancel; focus starts on Cancel (a stray Enter never confirms) and returns to where it was.
 */
export function ConfirmDialog({ open, title, content, confirmText, cancelText, danger, onConfirm, onCancel }: ConfirmDialogProps) {
  const { t } = useTranslation();
  const cancelRef = useRef<HTMLButtonElement | null>(null);
  useEffect(() => {
    if (!open) return;
    // After the dialog's own focus handling has run.
    const id = window.setTimeout(() => cancelRef.current?.focus(), 0);
    return () => window.clearTimeout(id);
  }, [open]);
  return (
    <Modal
      open={open}
      title={title ?? t('dialogs.confirmTitle')}
      onCancel={onCancel}
      width={420}
      centered
      closable={{ 'aria-label': t('dialogs.close') }}
      footer={[
        <Button key="cancel" ref={cancelRef} onClick={onCancel}>
          {cancelText ?? t('dialogs.cancel')}
        </Button>,
        <Button key="confirm" type="primary" danger={danger} onClick={onConfirm}>
          {confirmText ?? t('dialogs.confirm')}
        </Button>,
      ]}
    >
      {content}
    </Modal>
  );
}

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
  const holder = pending ? <ConfirmDialog {...pending} open={open} onConfirm={() => answer(true)} onCancel={() => answer(false)} /> : null;
  return [confirm, holder] as const;
}
