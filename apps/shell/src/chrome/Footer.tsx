import { useTranslation } from '@estante/i18n';
import { $institution, useStore } from '@estante/session';

export function Footer() {
  const { t } = useTranslation();
  const institution = useStore($institution);
  return (
    <footer className="estante-footer">
      <div className="estante-footer__inner">
        <p>{t('shell.copyright', { year: new Date().getFullYear(), institution: institution?.nome ?? t('common.appName') })}</p>
        <p className="estante-footer__browsers">{t('shell.browsers')}</p>
      </div>
    </footer>
  );
}
