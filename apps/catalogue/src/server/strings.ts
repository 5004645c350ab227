/**
 * The catalogue's strings on the server: its Portuguese locale through i18next (the library the
 * browser app uses, so plurals and interpolation read the same), one instance per fragment module.
 */
import i18next, { type TFunction } from 'i18next';
import pt from '../locales/pt.json';

let ready: Promise<TFunction> | null = null;

/** `t` of the namespace "catalogue" in Portuguese. */
export function serverStrings(): Promise<TFunction> {
  ready ??= (async () => {
    const instance = i18next.createInstance();
    await instance.init({ lng: 'pt', fallbackLng: 'pt', ns: ['catalogue'], defaultNS: 'catalogue', resources: { pt: { catalogue: pt } }, interpolation: { escapeValue: false }, returnNull: false });
    return instance.getFixedT('pt', 'catalogue');
  })();
  return ready;
}
