import * as yup from 'yup';

/**
 * The footer's forms (SPEC.md §5): messages are i18n keys, shown under their field. The limits
 * are the server's (packages/api-contract COMENTARIO_MAX, SUGESTAO_MAX; schemas.test.ts keeps
 * them equal), copied here so the shell does not bundle the contract's schemas.
 */
export const COMMENT_MAX = 2000;
export const SUGGESTION_MAX = { author: 300, title: 500, edition: 100, publisher: 300, isbn: 40, other: 2000 } as const;

export interface CommentValues {
  /** cod_biblioteca as the select's value; '' = not chosen */
  library: string;
  text: string;
}

export const commentSchema: yup.ObjectSchema<CommentValues> = yup.object({
  library: yup.string().defined().required('footer.fields.libraryRequired'),
  text: yup.string().defined().trim().required('footer.comment.textRequired').max(COMMENT_MAX, 'footer.fields.tooLong'),
});

export interface SuggestionValues {
  /** cod_campus as the select's value; '' = any campus */
  campus: string;
  library: string;
  author: string;
  title: string;
  edition: string;
  publisher: string;
  isbn: string;
  periodical: boolean;
  other: string;
}

/** ISBN-10, ISBN-13 or ISSN by shape, spaces and hyphens allowed (the server checks the same; no check digit). */
export function isbnIssnShape(value: string): boolean {
  const s = value.replace(/[\s-]/g, '').toUpperCase();
  return /^[0-9]{9}[0-9X]$/.test(s) || /^97[89][0-9]{10}$/.test(s) || /^[0-9]{7}[0-9X]$/.test(s);
}

const optional = (max: number) => yup.string().defined().trim().max(max, 'footer.fields.tooLong');

export const suggestionSchema: yup.ObjectSchema<SuggestionValues> = yup.object({
  campus: yup.string().defined(),
  library: yup.string().defined().required('footer.fields.libraryRequired'),
  author: optional(SUGGESTION_MAX.author),
  title: optional(SUGGESTION_MAX.title).required('footer.suggestion.titleRequired'),
  edition: optional(SUGGESTION_MAX.edition),
  publisher: optional(SUGGESTION_MAX.publisher).required('footer.suggestion.publisherRequired'),
  isbn: optional(SUGGESTION_MAX.isbn).test('isbn', 'footer.suggestion.isbnInvalid', (v) => !v || isbnIssnShape(v)),
  periodical: yup.boolean().defined(),
  other: optional(SUGGESTION_MAX.other),
});

/** The limit a field's "too long" message names. */
export const maxOf: Record<string, number> = {
  text: COMMENT_MAX,
  ...SUGGESTION_MAX,
};
