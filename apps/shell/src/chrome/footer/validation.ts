import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type * as SchemasModule from './schemas';

type Schemas = typeof SchemasModule;
interface Validator<V> {
  validate(values: unknown, options: { abortEarly: false }): Promise<V>;
}
interface YupFailure {
  name: 'ValidationError';
  inner: { path?: string; type?: string; message: string }[];
}

/**
 * yup and the schemas are a chunk of their own (a third of the footer's code), fetched when a
 * dialog opens rather than by every page; it imports nothing shared, so the page's share scope is
 * not involved in loading it. A failure is asked again next time.
 */
let loading: Promise<Schemas> | null = null;
export function loadSchemas(): Promise<Schemas> {
  loading ??= import(/* webpackChunkName: "footer-forms" */ './schemas').catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

const isYupFailure = (e: unknown): e is YupFailure => typeof e === 'object' && e !== null && (e as { name?: unknown }).name === 'ValidationError';

/**
 * A react-hook-form resolver over a yup schema of the lazy chunk: the values yup gives back
 * (trimmed) when they hold, else each field's first message. If the chunk cannot be fetched, a
 * `root` error with the network message (the form shows it; nothing typed is touched).
 */
export function lazyYupResolver<V extends FieldValues>(pick: (schemas: Schemas) => Validator<V>): Resolver<V> {
  return async (values) => {
    let schema: Validator<V>;
    try {
      schema = pick(await loadSchemas());
    } catch {
      return { values: {}, errors: { root: { type: 'network', message: 'errors.network' } } as FieldErrors<V> };
    }
    try {
      return { values: await schema.validate(values, { abortEarly: false }), errors: {} };
    } catch (error) {
      if (!isYupFailure(error)) throw error;
      const errors: Record<string, { type: string; message: string }> = {};
      for (const e of error.inner) if (e.path && !errors[e.path]) errors[e.path] = { type: e.type ?? 'validation', message: e.message };
      return { values: {}, errors: errors as FieldErrors<V> };
    }
  };
}
