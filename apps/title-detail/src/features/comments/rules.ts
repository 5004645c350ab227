import type { ComentarioProprio } from '@estante/api-contract';
import { rulesResolver, type Resolver } from '@estante/ui/form';

/** The comment form's values. */
export interface CommentValues {
  texto: string;
}

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

/** How many pages `total` comments make, `size` a page (at least one). */
export const pageCount = (total: number, size: number): number => Math.max(1, Math.ceil(total / Math.max(1, size)));

/** The patron's own comments still to show apart (the approved ones are in the public list), and the codes of all of them. */
export function splitOwn(mine: readonly ComentarioProprio[] | undefined): { unpublished: ComentarioProprio[]; own: Set<number> } {
  const list = mine ?? [];
  return { unpublished: list.filter((c) => c.situacao !== 'aprovado'), own: new Set(list.map((c) => c.cod_comentario)) };
}
