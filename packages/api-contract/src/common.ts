import { Type, type Static } from '@sinclair/typebox';

/** Every error answer of the API: one human-readable message in the request's language. */
export const ErrorResponse = Type.Object({ message: Type.String() });
export type ErrorResponse = Static<typeof ErrorResponse>;

/** Value of the `lang` request header: 1 Portuguese (default), 3 Spanish, 5 English. */
export const LANG_CODES = { pt: '1', es: '3', en: '5' } as const;
export type LangCode = (typeof LANG_CODES)[keyof typeof LANG_CODES];

export const HealthResponse = Type.Object({ status: Type.Literal('ok') });
export type HealthResponse = Static<typeof HealthResponse>;

/** Nullable helper: JSON Schema `anyOf [T, null]`. */
export const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) => Type.Union([schema, Type.Null()]);
