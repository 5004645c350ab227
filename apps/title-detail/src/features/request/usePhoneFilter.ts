import { useEffect } from 'react';
import type { UseFormReturn } from '@estante/ui/form';
import { filterPhone } from './rules';

/** The phone helper of a form with a `telefone` field (SPEC.md §5): what is typed keeps digits, hyphens, parentheses and spaces, at most 16. */
export function usePhoneFilter<V extends { telefone: string }>(form: UseFormReturn<V>): void {
  useEffect(() => {
    const sub = form.watch((values, { name }) => {
      if (name !== 'telefone') return;
      const typed = String((values as { telefone?: unknown }).telefone ?? '');
      const kept = filterPhone(typed);
      if (kept !== typed) (form as unknown as UseFormReturn<{ telefone: string }>).setValue('telefone', kept, { shouldDirty: true });
    });
    return () => sub.unsubscribe();
  }, [form]);
}
