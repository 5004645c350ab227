import { Suspense, useId, type ReactNode } from 'react';
import { useLocation } from '@estante/federation/router';
import { useTranslation } from '@estante/i18n';
import { Select } from '@estante/ui/select';
import { $preferences, COLOUR_SCHEMES, setPreferences, useStore, ZOOM_STEPS, type ColourScheme, type Zoom } from '@estante/session';
import { useDisclosure } from '../useDisclosure';
import { openKiosk } from './kiosk';
import { useKioskSettings } from './useKioskSettings';
import { useVLibras } from './useVLibras';

/** An on/off button: its name stays, aria-pressed says the state. */
function Toggle({ pressed, onChange, children }: { readonly pressed: boolean; readonly onChange: (on: boolean) => void; readonly children: ReactNode }) {
  return (
    <button type="button" className="estante-toggle" aria-pressed={pressed} onClick={() => onChange(!pressed)}>
      <span className="estante-toggle__box" aria-hidden="true" />
      {children}
    </button>
  );
}

function AccessibilityIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle cx="12" cy="4" r="2" fill="currentColor" />
      <path d="M4 8l8 1.5L20 8M12 9.5V15m0 0l-3.5 6M12 15l3.5 6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

/** The self-service kiosk's button, when the installation has one (its settings say so). */
function KioskButton() {
  const { t } = useTranslation('shell');
  const kiosk = useKioskSettings();
  if (!kiosk) return null;
  return (
    <button type="button" className="estante-toolbar__button" onClick={() => openKiosk(kiosk)}>
      {t('a11y.kiosk')}
      <span className="estante-visually-hidden"> {t('a11y.newWindow')}</span>
    </button>
  );
}

/**
 * The accessibility bar (SPEC.md §2, §3): zoom, colour scheme, bold, dark mode, sign language and,
 * when the installation has one, the self-service kiosk. The choices are $preferences: the shell
 * applies them to <html> and to the one antd theme, so every remote follows. On a small screen the
 * controls fold behind one button.
 */
export function AccessibilityBar() {
  const { t } = useTranslation('shell');
  const prefs = useStore($preferences);
  const { pathname } = useLocation();
  const panel = useDisclosure(pathname);
  const libras = useVLibras(prefs.libras);
  const zoomId = useId();
  const schemeId = useId();

  return (
    <section className="estante-a11y estante-js-only" aria-label={t('a11y.bar')} {...panel.rootProps}>
      <button type="button" className="estante-disclosure estante-a11y__disclosure" {...panel.buttonProps}>
        <AccessibilityIcon />
        {t('a11y.bar')}
      </button>
      <div className="estante-a11y__controls estante-collapsible" {...panel.panelProps}>
        <div className="estante-a11y__field">
          <label htmlFor={zoomId}>{t('a11y.zoom')}</label>
          <Select
            id={zoomId}
            className="estante-a11y__select"
            value={String(prefs.zoom)}
            onChange={(v) => setPreferences({ zoom: Number(v) as Zoom })}
            options={ZOOM_STEPS.map((z) => ({ value: String(z), label: z === 0 ? t('a11y.zoomNormal') : t('a11y.zoomPlus', { value: z }) }))}
          />
        </div>
        <div className="estante-a11y__field">
          <label htmlFor={schemeId}>{t('a11y.scheme')}</label>
          <Select<ColourScheme>
            id={schemeId}
            className="estante-a11y__select"
            value={prefs.cor}
            onChange={(cor) => setPreferences({ cor })}
            options={COLOUR_SCHEMES.map((c) => ({ value: c, label: t(`a11y.schemes.${c}`) }))}
          />
        </div>
        <Toggle pressed={prefs.negrito} onChange={(negrito) => setPreferences({ negrito })}>
          {t('a11y.bold')}
        </Toggle>
        <Toggle pressed={prefs.escuro} onChange={(escuro) => setPreferences({ escuro })}>
          {t('a11y.dark')}
        </Toggle>
        <Toggle pressed={prefs.libras} onChange={(on) => setPreferences({ libras: on })}>
          {t('a11y.libras')}
        </Toggle>
        {/* Its own boundary: settings the server could not fetch are asked for by the page, the bar stays. */}
        <Suspense fallback={null}>
          <KioskButton />
        </Suspense>
      </div>
      {libras.status === 'loading' ? (
        <p className="estante-a11y__note" role="status">
          {t('a11y.librasLoading')}
        </p>
      ) : null}
      {libras.status === 'failed' ? (
        <div className="estante-a11y__alert" role="alert">
          <span>{t('a11y.librasFailed')}</span>
          <button type="button" className="estante-toolbar__button" onClick={libras.retry}>
            {t('common.retry')}
          </button>
        </div>
      ) : null}
    </section>
  );
}
