import { describe, expect, it, vi } from 'vitest';
import { KIOSK_WINDOW_FEATURES, KIOSK_WINDOW_NAME, kioskUrl, openKiosk } from './kiosk';

const origin = 'https://biblioteca.example.edu';

describe('kioskUrl', () => {
  it('the catalogue home with the library, whether to sign in, and the language', () => {
    expect(kioskUrl({ codBibAuto: 1, authAuto: true, idiomaAuto: '1' }, origin)).toBe(`${origin}/?autoatendimento=1&autenticacao=1&lng=pt`);
    expect(kioskUrl({ codBibAuto: 12, authAuto: false, idiomaAuto: '3' }, origin)).toBe(`${origin}/?autoatendimento=12&autenticacao=0&lng=es`);
    expect(kioskUrl({ codBibAuto: 7, authAuto: true, idiomaAuto: '5' }, `${origin}/`)).toBe(`${origin}/?autoatendimento=7&autenticacao=1&lng=en`);
  });

  it('an unknown language code opens in Portuguese', () => {
    expect(kioskUrl({ codBibAuto: 1, authAuto: true, idiomaAuto: '9' }, origin)).toContain('lng=pt');
    expect(kioskUrl({ codBibAuto: 1, authAuto: true, idiomaAuto: ' 3 ' }, origin)).toContain('lng=es');
  });
});

describe('openKiosk', () => {
  it('opens a named window of its own, without a handle on this page', () => {
    const open = vi.fn();
    openKiosk({ codBibAuto: 3, authAuto: false, idiomaAuto: '1' }, { open, location: { origin } } as unknown as Window);
    expect(open).toHaveBeenCalledWith(`${origin}/?autoatendimento=3&autenticacao=0&lng=pt`, KIOSK_WINDOW_NAME, KIOSK_WINDOW_FEATURES);
    expect(KIOSK_WINDOW_FEATURES).toContain('noopener');
    expect(KIOSK_WINDOW_FEATURES).toContain('popup');
  });
});
