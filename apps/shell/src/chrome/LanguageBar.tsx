import { useId } from 'react';
import { availableLanguages, currentLanguage, useTranslation } from '@estante/i18n';
import { chooseLanguage } from './language';

/**
 * The language bar (SPEC.md §2): Portuguese, English, Spanish, and French or Italian only when their
 * strings ship. Each language is named in itself; choosing one stores it and reloads with ?lng=.
 */
export function LanguageBar() {
  const { t } = useTranslation('shell');
  const id = useId();
  return (
    <div className="estante-langbar estante-js-only">
      <label htmlFor={id}>{t('shell.language')}</label>
      <select id={id} className="estante-select estante-a11y__select" value={currentLanguage()} onChange={(e) => chooseLanguage(e.target.value)}>
        {availableLanguages.map((lng) => (
          <option key={lng} value={lng} lang={lng}>
            {t(`languages.${lng}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
