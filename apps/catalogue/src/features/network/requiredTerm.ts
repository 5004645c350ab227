import { rulesResolver, type FieldValues, type Resolver, type RuleErrors } from '@estante/ui/form';

/**
 * A search box's one rule, without yup: the term must not be blank ("Informe um termo de
 * pesquisa."). The values go on with the term trimmed.
 */
export function requiredTerm<V extends FieldValues & { term: string }>(): Resolver<V> {
  return rulesResolver<V>(
    (values) => (values.term.trim() ? {} : ({ term: { type: 'required', message: 'catalogue.termRequired' } } as RuleErrors<V>)),
    (values) => ({ ...values, term: values.term.trim() }),
  );
}
