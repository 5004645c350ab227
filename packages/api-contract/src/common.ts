import { Type, type Static } from '@sinclair/typebox';

/** Every error answer of the API: one human-readable message in the request's language. */
export const ErrorResponse = Type.Object({ message: Type.String() });
export type ErrorResponse = Static<typeof ErrorResponse>;

/** Value of the `lang` request header: 1 Portuguese (default), 3 Spanish, 5 English. */
export const LANG_CODES = { pt: '1', es: '3', en: '5' } as const;
export type LangCode = (typeof LANG_CODES)[keyof typeof LANG_CODES];

/** GET /health (liveness: the process answers). */
export const HealthResponse = Type.Object({ status: Type.Literal('ok') });
export type HealthResponse = Static<typeof HealthResponse>;

/** GET /ready 200 (readiness: the database answered a trivial query). */
export const ReadyResponse = Type.Object({ status: Type.Literal('ok') });
export type ReadyResponse = Static<typeof ReadyResponse>;

/** GET /ready 503: shutting down, or the database does not answer; `message` says which. */
export const NotReadyResponse = Type.Object({ status: Type.Literal('unavailable'), message: Type.String() });
export type NotReadyResponse = Static<typeof NotReadyResponse>;

/** `codigo` of the 503 answer of a call that sends e-mail when the mail server (SMTP_URL) did not take it. */
export const EMAIL_INDISPONIVEL = 'EMAIL_INDISPONIVEL';

/** Nullable helper: JSON Schema `anyOf [T, null]`. */
export const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) => Type.Union([schema, Type.Null()]);
