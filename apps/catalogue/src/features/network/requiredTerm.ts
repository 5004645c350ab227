import type { FieldErrors, FieldValues, Resolver } from '@estante/ui/form';

/**
 * A search box's one rule, without yup: the term must not be blank ("Informe um termo de
 * pesquisa."). The values go on with the term trimmed.
 */
export function requiredTerm<V extends FieldValues & { term: string }>(): Resolver<V> {
  return (values) => {
    const term = values.term.trim();
    if (term) return { values: { ...values, term }, errors: {} };
    return { values: {}, errors: { term: { type: 'required', message: 'catalogue.termRequired' } } as FieldErrors<V> };
  };
}
