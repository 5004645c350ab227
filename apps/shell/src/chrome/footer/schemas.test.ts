import { describe, expect, it } from 'vitest';
import { COMENTARIO_MAX, SUGESTAO_MAX } from '@estante/api-contract/constants';
import { COMMENT_MAX, SUGGESTION_MAX, type SuggestionValues } from './limits';
import { commentSchema, isbnIssnShape, suggestionSchema } from './schemas';
import { lazyYupResolver } from '@estante/ui/form';
import { loadSchemas } from './validation';

/** The message keys of every broken rule, by field. */
async function errors(schema: typeof commentSchema | typeof suggestionSchema, values: object): Promise<Record<string, string>> {
  try {
    await schema.validate(values, { abortEarly: false });
    return {};
  } catch (e) {
    const inner = (e as { inner: { path: string; message: string }[] }).inner;
    return Object.fromEntries(inner.map((i) => [i.path, i.message]));
  }
}

const suggestion: SuggestionValues = { campus: '', library: '2', author: '', title: 'Fisiologia', edition: '', publisher: 'Elsevier', isbn: '', periodical: false, other: '' };

describe('general comment (SPEC.md §5)', () => {
  it('needs a library and a text that is not blank after trimming', async () => {
    expect(await errors(commentSchema, { library: '', text: '' })).toEqual({ library: 'footer.fields.libraryRequired', text: 'footer.comment.textRequired' });
    expect(await errors(commentSchema, { library: '1', text: ' \n\t ' })).toEqual({ text: 'footer.comment.textRequired' });
    expect(await errors(commentSchema, { library: '1', text: 'x'.repeat(COMMENT_MAX + 1) })).toEqual({ text: 'footer.fields.tooLong' });
    // Sent trimmed; blanks around a full-length text do not count.
    expect(await commentSchema.validate({ library: '1', text: `  ${'y'.repeat(COMMENT_MAX)}  ` })).toEqual({ library: '1', text: 'y'.repeat(COMMENT_MAX) });
  });
});

describe('acquisition suggestion (SPEC.md §5)', () => {
  it('needs library, title and publisher, not blank after trimming', async () => {
    expect(await errors(suggestionSchema, { ...suggestion, library: '', title: '   ', publisher: ' ' })).toEqual({
      library: 'footer.fields.libraryRequired',
      title: 'footer.suggestion.titleRequired',
      publisher: 'footer.suggestion.publisherRequired',
    });
    expect(await errors(suggestionSchema, suggestion)).toEqual({});
  });

  it('checks an ISBN/ISSN by its shape only when one is given', async () => {
    for (const ok of ['85-7522-057-X', '9788575220570', '978 85 7522 057 0', '0317-8471']) expect(isbnIssnShape(ok), ok).toBe(true);
    for (const bad of ['12345', 'abc', '978-85-7522-057', '1234567890123', '123456789X0']) expect(isbnIssnShape(bad), bad).toBe(false);
    expect(await errors(suggestionSchema, { ...suggestion, isbn: '12345' })).toEqual({ isbn: 'footer.suggestion.isbnInvalid' });
    expect(await errors(suggestionSchema, { ...suggestion, isbn: '  ' })).toEqual({});
  });

  it('uses the server’s limits', () => {
    expect(COMMENT_MAX).toBe(COMENTARIO_MAX);
    expect(SUGGESTION_MAX).toEqual({
      author: SUGESTAO_MAX.autor,
      title: SUGESTAO_MAX.titulo,
      edition: SUGESTAO_MAX.edicao,
      publisher: SUGESTAO_MAX.editor,
      isbn: SUGESTAO_MAX.isbn_issn,
      other: SUGESTAO_MAX.outras_inf,
    });
  });
});

describe('the forms’ resolver (yup fetched with the dialog)', () => {
  const resolver = lazyYupResolver(loadSchemas, (s) => s.commentSchema);
  const run = (values: { library: string; text: string }) => resolver(values, undefined, { fields: {}, shouldUseNativeValidation: false });
  it('hands react-hook-form the trimmed values when the rules hold', async () => {
    expect(await run({ library: '3', text: '  Mais tomadas.  ' })).toEqual({ values: { library: '3', text: 'Mais tomadas.' }, errors: {} });
  });
  it('and each field’s message when they do not, with the limit a "too long" message names', async () => {
    expect(await run({ library: '', text: '   ' })).toEqual({
      values: {},
      errors: {
        library: { type: 'required', message: 'footer.fields.libraryRequired' },
        text: { type: 'required', message: 'footer.comment.textRequired' },
      },
    });
    expect((await run({ library: '1', text: 'x'.repeat(COMMENT_MAX + 1) })).errors).toEqual({ text: { type: 'max', message: 'footer.fields.tooLong', values: { max: COMMENT_MAX } } });
  });
});
