import { useEffect, useRef, useState, type Ref } from 'react';
import { CAPTCHA_CHALLENGE_PATH } from '@estante/api-endpoints/auth';
import { useTranslation } from '@estante/i18n';
import { LoadingIndicator } from '@estante/ui/loading';
import type { AltchaWidgetElement } from 'altcha';

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- JSX's own namespace
  namespace JSX {
    interface IntrinsicElements {
      'altcha-widget': React.DetailedHTMLProps<React.HTMLAttributes<HTMLElement>, HTMLElement> & { challenge?: string; name?: string; language?: string };
    }
  }
}

export interface CaptchaHandle {
  /** A fresh challenge (after any error: SPEC.md §8 "password and captcha are reset"). */
  reset(): void;
}

interface Props {
  /** The payload to send as `recaptcha_token`, or null while unsolved / expired. */
  readonly onChange: (token: string | null) => void;
  readonly handle?: Ref<CaptchaHandle>;
  readonly describedBy?: string;
}

const STRING_KEYS = ['label', 'verified', 'verifying', 'error', 'expired', 'footer', 'reload', 'verify', 'verificationRequired', 'waitAlert', 'ariaLinkLabel', 'enterCode', 'enterCodeAria', 'getAudioChallenge', 'loading'] as const;

/**
 * The self-hosted ALTCHA proof-of-work widget (activity 1120): loaded only when asked for,
 * its texts from our translations, its challenge from our server.
 */
export function Captcha({ onChange, handle, describedBy }: Props) {
  const { t, i18n } = useTranslation('auth');
  const ref = useRef<AltchaWidgetElement | null>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');

  const language = i18n.language.slice(0, 2);
  useEffect(() => {
    let live = true;
    // The module defines <altcha-widget> as it runs, and not always before its promise settles: the
    // widget is rendered once it is defined (an element React creates earlier has no `configure` yet).
    import('altcha').then(() => customElements.whenDefined('altcha-widget')).then(
      () => {
        // The widget's texts are ours (pt, en, es), registered under the page's language.
        const registry = (globalThis as { $altcha?: { i18n?: { set(lang: string, strings: Record<string, string>): void } } }).$altcha;
        registry?.i18n?.set(language, Object.fromEntries(STRING_KEYS.map((k) => [k, t(`auth.captcha.${k}`)])));
        if (live) setState('ready');
      },
      () => live && setState('failed'),
    );
    return () => {
      live = false;
    };
  }, [language, t]);

  useEffect(() => {
    const widget = ref.current;
    if (state !== 'ready' || !widget) return;
    void widget.configure({ hideLogo: true });
    const onState = (event: Event) => {
      const detail = (event as CustomEvent<{ state: string; payload?: string }>).detail;
      onChange(detail.state === 'verified' && detail.payload ? detail.payload : null);
    };
    widget.addEventListener('statechange', onState);
    return () => widget.removeEventListener('statechange', onState);
  }, [state, onChange]);

  useEffect(() => {
    if (!handle) return;
    const api: CaptchaHandle = {
      reset: () => {
        ref.current?.reset();
        onChange(null);
      },
    };
    if (typeof handle === 'function') handle(api);
    else (handle as { current: CaptchaHandle | null }).current = api;
  }, [handle, onChange]);

  if (state === 'failed') return <p role="alert" className="auth-field__error">{t('auth.captcha.unavailable')}</p>;
  if (state === 'loading') return <LoadingIndicator label={t('auth.captcha.loading')} />;
  return <altcha-widget ref={ref} challenge={CAPTCHA_CHALLENGE_PATH} name="recaptcha_token" language={language} aria-describedby={describedBy} />;
}
