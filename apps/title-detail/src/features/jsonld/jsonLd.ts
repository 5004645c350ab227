import type { AcervoBiblioteca, AcervoResponse } from '@estante/api-contract';
import type { Heading, PageFields } from '../record/fields';

/** schema.org type of each work type (tipos_obra); anything else is a CreativeWork. */
const TYPE: Readonly<Record<number, string>> = {
  1: 'Book',
  2: 'Periodical',
  3: 'SheetMusic',
  4: 'Map',
  5: 'VideoObject',
  6: 'AudioObject',
  7: 'DigitalDocument',
  8: 'VisualArtwork',
  12: 'Manuscript',
};

export interface JsonLdInput {
  readonly record: Pick<AcervoResponse, 'obra' | 'ano_publicacao'>;
  readonly fields: Pick<PageFields, 'authors' | 'isbn' | 'issn' | 'publisher'>;
  readonly codTipoObra: number | null;
  /** BCP 47 language tag. */
  readonly language: string | null;
  /** The title's absolute address. */
  readonly url: string;
  /** Absolute address of its cover, if any. */
  readonly image: string | null;
  readonly libraries: readonly AcervoBiblioteca[] | undefined;
}

const agent = (h: Heading) => ({ '@type': h.kind === 'person' ? 'Person' : 'Organization', name: h.label });

/** The year of a publication date as the record has it ("c1999." → "1999"), or null. */
const year = (raw: string | null): string | null => /(?<![0-9])(1[0-9]{3}|20[0-9]{2})(?![0-9])/.exec(raw ?? '')?.[1] ?? null;

/**
 * The title as schema.org JSON-LD: the work (Book, Periodical… by type), its authors as Person or
 * Organization, ISBN/ISSN, date, publisher, language, and one Offer per library holding it (lent, not
 * sold) with its availability: InStock when a copy is on the shelf, else OutOfStock.
 */
export function titleJsonLd(input: JsonLdInput): Record<string, unknown> {
  const { record, fields, libraries } = input;
  const type = (input.codTipoObra !== null && TYPE[input.codTipoObra]) || 'CreativeWork';
  const date = year(record.ano_publicacao);
  const ld: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': type,
    '@id': input.url,
    url: input.url,
    name: record.obra,
  };
  if (fields.authors.length) ld.author = fields.authors.map(agent);
  if (fields.isbn.length && type === 'Book') ld.isbn = fields.isbn.length === 1 ? fields.isbn[0] : [...fields.isbn];
  if (fields.issn.length && type === 'Periodical') ld.issn = fields.issn.length === 1 ? fields.issn[0] : [...fields.issn];
  if (date) ld.datePublished = date;
  if (fields.publisher) ld.publisher = { '@type': 'Organization', name: fields.publisher };
  if (input.language) ld.inLanguage = input.language;
  if (input.image) ld.image = input.image;
  const held = (libraries ?? []).filter((l) => l.total > 0);
  if (held.length) {
    ld.offers = held.map((l) => {
      const library = { '@type': 'Library', name: l.desc_biblioteca };
      return {
        '@type': 'Offer',
        businessFunction: 'http://purl.org/goodrelations/v1#LeaseOut',
        availability: l.disponiveis > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
        inventoryLevel: { '@type': 'QuantitativeValue', value: l.disponiveis },
        availableAtOrFrom: library,
        seller: library,
      };
    });
  }
  return ld;
}

/**
 * The JSON-LD as the text of a `<script type="application/ld+json">`: `<` escaped, so a title holding
 * "</script>" cannot end the script element.
 */
export const jsonLdText = (ld: Record<string, unknown>): string => JSON.stringify(ld).replace(/</g, '\\u003c');
