/**
 * The catalogue card ("ficha catalográfica"; issue 26, deliverable 4; SPEC.md §1 "catalogue card"):
 * any title as the card libraries print (AACR2/ISBD layout), built by the server from the title's
 * MARC record — main entry (1XX), title and statement of responsibility (245), edition (250),
 * publication (260/264), physical description (300), series (4XX/490), notes (5XX), ISBN (020),
 * tracings (subjects 6XX numbered 1, 2…; added entries 7XX and the title numbered I, II…) and the
 * call number the title page shows (090/092/050/082). A field with a vernacular twin (880) carries
 * it in its own script, with its language and direction. Public: titles are public. In the personal
 * area, the patron's own titles to pick from (loans, history, permanent basket) or a title found
 * by a typed term.
 */
import { Type, type Static } from '@sinclair/typebox';
import { ErrorResponse, IdParams, Nullable } from './common';
import type { EndpointSchemas } from './endpoints';

/** The shortest term the title search takes (SPEC.md §5, §9: terms of at least 3 characters). */
export const FICHA_BUSCA_MIN = 3;
/** The most titles the title search answers. */
export const FICHA_BUSCA_MAX = 20;

/** A field's text in the script the record carries besides its romanised form (its 880 twin). */
export const TrechoVernaculo = Type.Object({
  texto: Type.String(),
  /** BCP 47 language of the text (`he`, `ru`…), from the record's language; null when unknown. */
  idioma: Nullable(Type.String()),
  /** From the 880's $6 orientation code (`/r`: right to left) or the script. */
  direcao: Type.Union([Type.Literal('ltr'), Type.Literal('rtl')]),
});
export type TrechoVernaculo = Static<typeof TrechoVernaculo>;

/** One area of the card: its text as catalogued (ISBD punctuation) and its vernacular twin, if any. */
export const AreaFicha = Type.Object({
  texto: Type.String(),
  vernaculo: Nullable(TrechoVernaculo),
});
export type AreaFicha = Static<typeof AreaFicha>;

/** One tracing: a subject (numbered 1, 2…), an added entry or the title (numbered I, II…). */
export const PistaFicha = Type.Object({
  tipo: Type.Union([Type.Literal('assunto'), Type.Literal('secundaria'), Type.Literal('titulo'), Type.Literal('serie')]),
  /** "1", "2"… for subjects; "I", "II"… for the others. */
  numero: Type.String(),
  /** The heading as traced ("Gramática -- Brasil", "Pchelko, I.I.", "Title" in the request's language). */
  texto: Type.String(),
  /** The MARC tag it comes from (650, 700, 245…). */
  campo: Type.String(),
  vernaculo: Nullable(TrechoVernaculo),
});
export type PistaFicha = Static<typeof PistaFicha>;

/** `GET /api/acervo/:id/ficha-catalografica`: the card's areas in the order they are printed. */
export const FichaCatalografica = Type.Object({
  cod_acervo: Type.Integer(),
  /** The title proper as the catalogue lists it (for headings and file names). */
  obra: Type.String(),
  /** BCP 47 language of the record's text (from 008/35-37: `pt`, `ru`, `he`…), for the page's `lang`; null when unknown. */
  idioma: Nullable(Type.String()),
  /** The call number as the title page shows it (null when the record carries none). */
  numero_chamada: Nullable(Type.String()),
  /** The call number as printed in the card's left margin, one part a line (class, then book number). */
  chamada_linhas: Type.Array(Type.String()),
  /** Main entry heading (100/110/111/130); null: a title main entry. */
  entrada_principal: Nullable(AreaFicha),
  /** Title and statement of responsibility (245 $a $b $n $p / $c). */
  titulo: AreaFicha,
  /** Edition statement (250). */
  edicao: Nullable(AreaFicha),
  /** Publication, distribution (260, else 264 second indicator 1). */
  publicacao: Nullable(AreaFicha),
  /** Physical description (300 $a : $b ; $c + $e). */
  descricao_fisica: Nullable(Type.String()),
  /** Series statements, each in parentheses (440, 490). */
  series: Type.Array(AreaFicha),
  /** Notes (5XX), in record order. */
  notas: Type.Array(AreaFicha),
  /** "ISBN 9788502076419" (020 $a, with its qualifier). */
  isbn: Type.Array(Type.String()),
  /** Subjects then added entries, numbered. */
  pistas: Type.Array(PistaFicha),
  /** The tracings as one paragraph, as the card prints them ("1. Gramática -- Brasil. I. Título."). */
  pistas_texto: Type.String(),
  /**
   * The card's paragraphs as printed, in order, each with its final punctuation: the main entry, the
   * description (title. — edition. — publication), physical description. — (series), each note, the
   * ISBNs, the tracings. What the page and the PDF draw, so both print the same card.
   */
  paragrafos: Type.Array(
    Type.Object({
      tipo: Type.Union([
        Type.Literal('entrada'),
        Type.Literal('descricao'),
        Type.Literal('fisica'),
        Type.Literal('nota'),
        Type.Literal('isbn'),
        Type.Literal('pistas'),
      ]),
      texto: Type.String(),
      vernaculo: Nullable(TrechoVernaculo),
    }),
  ),
});
export type ParagrafoFicha = FichaCatalografica['paragrafos'][number];
export type FichaCatalografica = Static<typeof FichaCatalografica>;

/** Where a title of the patron comes from. */
export const ORIGENS_FICHA = ['emprestimo', 'historico', 'cesta'] as const;
export type OrigemFicha = (typeof ORIGENS_FICHA)[number];

/** A title the patron can get the card of. */
export const TituloFicha = Type.Object({
  cod_acervo: Type.Integer(),
  obra: Type.String(),
  autor: Nullable(Type.String()),
  ano_publicacao: Nullable(Type.String()),
  /** Where the patron has it from (a title can be in several); empty for a title found by the search. */
  origens: Type.Array(Type.Union([Type.Literal('emprestimo'), Type.Literal('historico'), Type.Literal('cesta')])),
});
export type TituloFicha = Static<typeof TituloFicha>;

/** Query of the personal area's list: no term, the patron's titles; a term, the catalogue's titles that match it. */
export const TitulosFichaQuery = Type.Object({ busca: Type.Optional(Type.String({ maxLength: 200 })) });
export type TitulosFichaQuery = Static<typeof TitulosFichaQuery>;

export const TitulosFicha = Type.Object({ titulos: Type.Array(TituloFicha) });
export type TitulosFicha = Static<typeof TitulosFicha>;

const Erro = Type.Object({ message: Type.String(), codigo: Type.Optional(Type.String()), campo: Type.Optional(Type.String()) });

export const fichaCatalograficaEndpoints = {
  catalogueCard: {
    tags: ['acervo'],
    summary: 'The title as a catalogue card (AACR2/ISBD areas built from its MARC record)',
    description: 'Public. Tracings in the request language ("Title"). 404 for an unknown title.',
    params: IdParams,
    response: { 200: FichaCatalografica, 400: ErrorResponse, 404: Erro },
  },
  catalogueCardPdf: {
    tags: ['acervo'],
    summary: 'The catalogue card as a PDF (7.5 × 12.5 cm card, fonts embedded: Latin, Cyrillic, Hebrew)',
    description: 'Public. The body is the PDF (attachment `ficha-<id>.pdf`). 404 for an unknown title.',
    params: IdParams,
    response: { 400: ErrorResponse, 404: Erro },
  },
  catalogueCardTitles: {
    tags: ['meu-pergamum'],
    summary: "The patron's titles to print a card of (loans, history, permanent basket), or the catalogue's titles matching `busca` (private token)",
    description: `422 \`campo\` busca when the term has fewer than ${FICHA_BUSCA_MIN} characters; 403 without activity 5731 of module 571.`,
    querystring: TitulosFichaQuery,
    response: { 200: TitulosFicha, 401: ErrorResponse, 403: Erro, 422: Erro },
  },
} as const satisfies EndpointSchemas;
