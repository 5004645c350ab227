import { bcp47 } from '@estante/api-contract/language';

export { bcp47 };

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
