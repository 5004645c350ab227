/**
 * Labels that come from the installation's data (written in Portuguese, the installation's
 * language) in the page's language. Not part of the shared entry: each app bundles it and hands it
 * the page's one i18next instance (`useTranslation().i18n`, or `i18n` of `@estante/i18n`).
 */

/** What of an i18next instance a data label reads. */
export interface LabelSource {
  getResource(lng: string, ns: string, key: string): unknown;
  t(key: string, options: { ns: string; defaultValue: string }): string;
}

/**
 * A label the installation's data gives in Portuguese (a copy's material "Livro", its name for the
 * user code "Código de usuário") in the page's language: when the text is the product's own
 * Portuguese string of `key` (or of one of the keys under it, e.g. `materials`), that key's
 * translation; the data's own text otherwise (an installation's own word is shown as written).
 * '' for no text.
 */
export function dataLabel(i18n: LabelSource, text: string | null | undefined, key: string, ns = 'common'): string {
  const value = (text ?? '').trim();
  if (!value) return '';
  const portuguese = i18n.getResource('pt', ns, key);
  const found =
    typeof portuguese === 'string'
      ? portuguese === value
        ? key
        : null
      : portuguese && typeof portuguese === 'object'
        ? Object.entries(portuguese).find(([, v]) => v === value)?.[0]
        : null;
  if (!found) return value;
  return i18n.t(found === key ? key : `${key}.${found}`, { ns, defaultValue: value });
}
