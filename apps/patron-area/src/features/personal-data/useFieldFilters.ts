import { useEffect } from 'react';
import type { FieldValues, Path, UseFormReturn } from '@estante/ui/form';

/** Helpers applied as the patron types: each named field keeps only what its filter keeps (CPF digits, phone characters, postal-code digits). */
export function useFieldFilters<V extends FieldValues>(form: UseFormReturn<V>, filters: Partial<Record<Path<V>, (typed: string) => string>>): void {
  useEffect(() => {
    const sub = form.watch((values, { name }) => {
      const filter = name ? filters[name as Path<V>] : undefined;
      if (!name || !filter) return;
      const typed = String((values as Record<string, unknown>)[name] ?? '');
      const kept = filter(typed);
      if (kept !== typed) form.setValue(name as Path<V>, kept as never, { shouldDirty: true });
    });
    return () => sub.unsubscribe();
  }, [form]);
}

/**
 * The helpers as an element placed inside the form, beside its fields: subscribed once the fields
 * are mounted (a subscription made while the page still showed its loading state, before the form
 * was reset with the loaded data, never heard the fields' changes).
 */
export function FieldFilters<V extends FieldValues>({ form, filters }: { readonly form: UseFormReturn<V>; readonly filters: Partial<Record<Path<V>, (typed: string) => string>> }) {
  useFieldFilters(form, filters);
  return null;
}
