import { useTranslation } from '@estante/i18n';
import logo from './logo.svg';
import { NS } from './strings';

/** The institution's band: its logo and name above its pages. */
export function Brand() {
  const { t } = useTranslation(NS);
  return (
    <div className="exemplo__brand">
      <img className="exemplo__logo" src={logo} alt={t('brand.logo')} width={48} height={48} />
      <p className="exemplo__name">{t('brand.name')}</p>
    </div>
  );
}
