import './antd-identity';
import { useEffect, useRef } from 'react';
import { Modal } from './modal';
import Button from 'antd/es/button';
import { useTranslation } from '@estante/i18n';
import type { ConfirmOptions } from './confirm';

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
