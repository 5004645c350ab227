import * as yup from 'yup';
import { COMMENT_MAX, SUGGESTION_MAX, type CommentValues, type SuggestionValues } from './limits';

/**
 * The footer's forms (SPEC.md §5): messages are i18n keys, shown under their field. This module
 * (and yup with it) is a chunk loaded when a dialog opens: see validation.ts.
 */

export const commentSchema: yup.ObjectSchema<CommentValues> = yup.object({
  library: yup.string().defined().required('footer.fields.libraryRequired'),
  text: yup.string().defined().trim().required('footer.comment.textRequired').max(COMMENT_MAX, 'footer.fields.tooLong'),
});

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
