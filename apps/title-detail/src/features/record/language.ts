/** MARC language codes that are no language to name. */
const NOT_A_LANGUAGE = new Set(['und', 'zxx', 'mul', '   ', '|||']);

/** The BCP 47 tag of a MARC language code (008/35-37: "por" → "pt", "fre" → "fr"), or null. */
export function bcp47(code: string | null | undefined): string | null {
  if (!code || !/^[a-z]{3}$/.test(code) || NOT_A_LANGUAGE.has(code)) return null;
  try {
    return Intl.getCanonicalLocales(code)[0] ?? null;
  } catch {
    return null;
  }
}

/**
 * The language's name in the page's language (`locale`), from the browser's own data
 * ("por" in pt-BR → "Português"), else the name the server gave (`fallback`), else the code.
 */
export function languageLabel(code: string | null | undefined, fallback: string | null | undefined, locale: string): string | null {
  const tag = bcp47(code);
  if (tag) {
    try {
      const name = new Intl.DisplayNames([locale], { type: 'language', fallback: 'none' }).of(tag);
      if (name) return name.charAt(0).toLocaleUpperCase(locale) + name.slice(1);
    } catch {
      // an engine without display names: the server's name
    }
  }
  return fallback || code || null;
}
