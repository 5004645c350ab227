import type { AcervoReferencia, FormatoReferencia } from '@estante/api-contract';
import { slugOf } from './files';

/** The formats offered, in the order shown. */
export const FORMATS: readonly FormatoReferencia[] = ['abnt', 'apa', 'ris', 'bibtex'];

/** The format of the address's `?formato=` (ABNT when absent or unknown). */
export function formatOf(param: string | null): FormatoReferencia {
  const value = param?.toLowerCase();
  return FORMATS.find((f) => f === value) ?? 'abnt';
}

/** ABNT and APA read as text; RIS and BibTeX are files shown as they are. */
export const isStyle = (formato: FormatoReferencia): boolean => formato === 'abnt' || formato === 'apa';

/**
 * The reference's file: named after the title, with the style in the name when the extension does
 * not say it (gramatica-da-lingua-portuguesa-abnt.txt, …-apa.txt, ….ris, ….bib), and its media type.
 */
export function referenceFile(obra: string, cod: number, formato: FormatoReferencia, ref: Pick<AcervoReferencia, 'extensao' | 'tipo_conteudo'>) {
  const base = slugOf(obra, `acervo-${cod}`);
  return { name: `${base}${ref.extensao === 'txt' ? `-${formato}` : ''}.${ref.extensao}`, type: ref.tipo_conteudo };
}
