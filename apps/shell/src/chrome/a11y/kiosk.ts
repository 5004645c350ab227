import type { Autoatendimento } from '@estante/api-contract';
import { langOfHeader } from '@estante/api-contract/constants';

/**
 * The self-service kiosk (autoatendimento, SPEC.md §2 accessibility bar): a separate window on the
 * catalogue's home with the kiosk's settings as query parameters —
 *
 *   /?autoatendimento=<codBibAuto>&autenticacao=<1|0>&lng=<pt|en|es>
 *
 * autoatendimento: the library the kiosk serves; autenticacao: 1 when the kiosk asks the patron to
 * sign in (authAuto); lng: the kiosk's language (idiomaAuto: 1 Portuguese, 3 Spanish, 5 English;
 * anything else Portuguese).
 */
export const KIOSK_WINDOW_NAME = 'estante-autoatendimento';
/** A window of its own (not a tab), that cannot reach back to this page. */
export const KIOSK_WINDOW_FEATURES = 'popup=yes,noopener,width=1024,height=768';

/** The kiosk's address on `origin` for these settings. */
export function kioskUrl(settings: Pick<Autoatendimento, 'codBibAuto' | 'authAuto' | 'idiomaAuto'>, origin: string): string {
  const url = new URL('/', origin);
  url.searchParams.set('autoatendimento', String(settings.codBibAuto));
  url.searchParams.set('autenticacao', settings.authAuto ? '1' : '0');
  url.searchParams.set('lng', langOfHeader(settings.idiomaAuto));
  return url.toString();
}

/** Open the kiosk in its own named window. */
export function openKiosk(settings: Pick<Autoatendimento, 'codBibAuto' | 'authAuto' | 'idiomaAuto'>, win: Window = window): void {
  win.open(kioskUrl(settings, win.location.origin), KIOSK_WINDOW_NAME, KIOSK_WINDOW_FEATURES);
}
