import type { FieldError, FieldErrors, FieldValues, Resolver } from 'react-hook-form';

/**
 * What the resolvers need of a yup schema (`yup.object({…})`): nothing here imports yup, so yup
 * ships only where the schemas are (ideally a lazy chunk of the app, see `lazyYupResolver`).
 */
export interface YupSchemaLike<V> {
  validate(values: unknown, options: { abortEarly: false }): Promise<V>;
}

/** A field's error as the resolvers give it: a message key and the rule's values (`max`…) for it. */
export type FieldErrorWithValues = FieldError & { readonly values?: Readonly<Record<string, string | number>> };

interface YupFailure {
  name: 'ValidationError';
  inner: { path?: string; type?: string; message: unknown; params?: Record<string, unknown> }[];
}

const isYupFailure = (e: unknown): e is YupFailure =>
  typeof e === 'object' && e !== null && (e as { name?: unknown }).name === 'ValidationError' && Array.isArray((e as { inner?: unknown }).inner);

/** What yup puts in every error's params besides the rule's own values. */
const NOT_VALUES = new Set(['path', 'label', 'value', 'originalValue', 'type', 'spec', 'disableStackTrace']);

/** The rule's own values a message may name (`.max(200, 'x.tooLong')` gives `{{max}}`). */
function valuesOf(params: Record<string, unknown> | undefined): Record<string, string | number> | undefined {
  if (!params) return undefined;
  const out: Record<string, string | number> = {};
  for (const [k, v] of Object.entries(params)) if (!NOT_VALUES.has(k) && (typeof v === 'string' || typeof v === 'number')) out[k] = v;
  return Object.keys(out).length ? out : undefined;
}

/** Each field's first broken rule, keyed by its path. */
function errorsOf<V extends FieldValues>(failure: YupFailure): FieldErrors<V> {
  const errors: Record<string, FieldErrorWithValues> = {};
  for (const e of failure.inner) {
    if (!e.path || errors[e.path]) continue;
    const values = valuesOf(e.params);
    errors[e.path] = { type: e.type ?? 'validation', message: String(e.message), ...(values ? { values } : {}) };
  }
  return errors as FieldErrors<V>;
}

async function run<V extends FieldValues>(schema: YupSchemaLike<V>, values: unknown) {
  try {
    return { values: await schema.validate(values, { abortEarly: false }), errors: {} };
  } catch (error) {
    if (!isYupFailure(error)) throw error;
    return { values: {}, errors: errorsOf<V>(error) };
  }
}

/**
 * A react-hook-form resolver over a yup schema at hand: the values yup gives back (trimmed, cast)
 * when they hold, else each field's first message (a translation key of the app) with the rule's
 * values (`max`, `min`…) for it.
 */
export function schemaResolver<V extends FieldValues>(schema: YupSchemaLike<V>): Resolver<V> {
  return (values) => run(schema, values);
}

/**
 * The same over a schema of a lazy chunk, so yup and the rules are fetched with the form rather
 * than with every page: `lazyYupResolver(() => import('./schemas'), (s) => s.commentSchema)`
 * (name the chunk with a `webpackChunkName` comment in the app's `import()`). If the chunk cannot
 * be fetched, a `root` error with the key `errors.network` (the form's alert shows it; nothing
 * typed is touched) and the chunk is asked again on the next submit.
 */
export function lazyYupResolver<M, V extends FieldValues>(load: () => Promise<M>, pick: (module: M) => YupSchemaLike<V>): Resolver<V> {
  return async (values) => {
    let schema: YupSchemaLike<V>;
    try {
      schema = pick(await load());
    } catch {
      return { values: {}, errors: { root: { type: 'network', message: 'errors.network' } } as FieldErrors<V> };
    }
    return run(schema, values);
  };
}

/**
 * A field's broken rule as pure rules name it: the message key alone (type `validate`), or the key
 * with the rule's type and the values the message names (`{ type: 'maxLength', message: 'x.tooLong',
 * values: { max: 200 } }`).
 */
export type RuleError = string | { readonly type?: string; readonly message: string; readonly values?: Readonly<Record<string, string | number>> };

/** What pure rules find wrong in a form's values: at most one error per field, none when all hold. */
export type RuleErrors<V extends FieldValues> = Partial<Record<Extract<keyof V, string>, RuleError | undefined>>;

/**
 * A react-hook-form resolver over pure rules, for forms whose rules are small functions tested
 * beside the page (DESIGN.md: rules are pure functions) rather than a yup schema: `rules(values)`
 * names each field's broken rule (a message key of the app, looked up by the field under it);
 * when none, the values go on, through `clean` when given (trimmed, cast).
 */
export function rulesResolver<V extends FieldValues>(rules: (values: V) => RuleErrors<V>, clean?: (values: V) => V): Resolver<V> {
  return (values) => {
    const errors: Record<string, FieldErrorWithValues> = {};
    for (const [field, error] of Object.entries(rules(values) as Record<string, RuleError | undefined>)) {
      if (error === undefined) continue;
      errors[field] =
        typeof error === 'string'
          ? { type: 'validate', message: error }
          : { type: error.type ?? 'validate', message: error.message, ...(error.values ? { values: error.values } : {}) };
    }
    return Object.keys(errors).length ? { values: {}, errors: errors as FieldErrors<V> } : { values: clean ? clean(values) : values, errors: {} };
  };
}
