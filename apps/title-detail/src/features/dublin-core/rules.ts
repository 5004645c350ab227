/** The fifteen Dublin Core elements, in the order the server lists them. */
export const ELEMENTS = ['title', 'creator', 'contributor', 'subject', 'coverage', 'description', 'publisher', 'date', 'type', 'format', 'identifier', 'language', 'relation', 'source', 'rights'] as const;
export type DcElement = (typeof ELEMENTS)[number];

/** "dc.title" → "title" (the key of its label); null for an element outside the fifteen. */
export function elementOf(elemento: string): DcElement | null {
  const name = elemento.replace(/^dc\./, '');
  return (ELEMENTS as readonly string[]).includes(name) ? (name as DcElement) : null;
}

/** The oai_dc file of the title, named after its code as the server's attachment is. */
export const dcFileName = (cod: number): string => `acervo-${cod}-dc.xml`;

/** An identifier that is a web address opens as a link. */
export const isWebAddress = (value: string): boolean => /^https?:\/\/[^\s]+$/i.test(value);
