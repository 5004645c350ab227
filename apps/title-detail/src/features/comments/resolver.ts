// The comment form's resolver, apart from rules.ts: the title page's comment list reads rules.ts, and
// @estante/ui/form (react-hook-form with it) must load with the form, not with the page.
import { rulesResolver, type Resolver } from '@estante/ui/form';
import type { CommentValues } from './rules';

/**
 * The comment form's rules (the server's, SPEC.md §5): trimmed, not blank, at most `max`
 * characters. Errors are message keys of the section's namespace, with `max` for the message.
 */
export function commentResolver(max: number): Resolver<CommentValues> {
  const trimmed = (values: CommentValues) => (values.texto ?? '').trim();
  return rulesResolver<CommentValues>(
    (values) => {
      const texto = trimmed(values);
      if (texto === '') return { texto: { type: 'required', message: 'comments.form.required' } };
      return texto.length > max ? { texto: { type: 'maxLength', message: 'comments.form.tooLong', values: { max } } } : {};
    },
    (values) => ({ texto: trimmed(values) }),
  );
}

