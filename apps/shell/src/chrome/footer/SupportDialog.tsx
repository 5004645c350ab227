import { useTranslation } from '@estante/i18n';
import { Modal } from '@estante/ui/modal';
import { SafeHtml } from '@estante/ui/html';

/** The institution's support text (`msg_suporte_consulta`, HTML), sanitised before it is shown. */
export function SupportDialog({ open, html, onClose }: { readonly open: boolean; readonly html: string; readonly onClose: () => void }) {
  const { t } = useTranslation('shell');
  return (
    <Modal open={open} onCancel={onClose} footer={null} title={t('footer.supportTitle')} width={560} closable={{ 'aria-label': t('shell.close') }}>
      {open ? <SafeHtml html={html} className="estante-footer__support" placeholder={<p role="status">{t('footer.loading')}</p>} /> : null}
    </Modal>
  );
}
