import { useEffect, useRef } from 'react';
import type { FieldValues, UseFormReturn } from '@estante/ui/form';

/** sessionStorage key of a form's draft: per form and address, so two titles never share one. */
export const draftKey = (form: string, path: string) => `estante:draft:${form}:${path}`;

/** The draft stored for `key`, if any and readable. */
export function readDraft<V>(key: string): Partial<V> | undefined {
  try {
    const raw = sessionStorage.getItem(key);
    return raw ? (JSON.parse(raw) as Partial<V>) : undefined;
  } catch {
    return undefined;
  }
}

export function clearDraft(key: string): void {
  try {
    sessionStorage.removeItem(key);
  } catch {
    // storage unavailable: nothing was kept
  }
}

/**
 * Keeps what is typed in `form` in sessionStorage under `key` (this tab only; never a password or a
 * token: pass only forms without them) and puts it back when the form mounts again — after the
 * visitor signed in through the login page and came back, or reloaded. Call `clearDraft(key)` once
 * the form was sent.
 */
export function useDraft<V extends FieldValues>(form: UseFormReturn<V>, key: string): void {
  const restored = useRef<string | null>(null);
  useEffect(() => {
    if (restored.current === key) return;
    restored.current = key;
    const draft = readDraft<V>(key);
    if (draft) form.reset({ ...form.getValues(), ...draft }, { keepDefaultValues: true });
  }, [form, key]);
  useEffect(() => {
    const sub = form.watch((values) => {
      try {
        sessionStorage.setItem(key, JSON.stringify(values));
      } catch {
        // storage full or unavailable: the draft is simply not kept
      }
    });
    return () => sub.unsubscribe();
  }, [form, key]);
}
