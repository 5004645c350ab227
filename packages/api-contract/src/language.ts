/** MARC language codes that are no language to name (undetermined, no linguistic content, multiple, blank, no attempt). */
const NOT_A_LANGUAGE = new Set(['und', 'zxx', 'mul', '   ', '|||']);

/**
 * The BCP 47 tag of a MARC language code, as the contract's `idioma` fields carry it (008/35-37:
 * "por" → "pt", the bibliographic "fre" → "fr"), or null: what a page puts in `lang` on the text
 * transcribed from the item, so a screen reader reads it with that language's voice.
 */
export function bcp47(code: string | null | undefined): string | null {
  if (!code || !/^[a-z]{3}$/.test(code) || NOT_A_LANGUAGE.has(code)) return null;
  try {
    return Intl.getCanonicalLocales(code)[0] ?? null;
  } catch {
    return null;
  }
}
