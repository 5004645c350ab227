import { Type, type Static } from '@sinclair/typebox';

/** Every error answer of the API: one human-readable message in the request's language. */
export const ErrorResponse = Type.Object({ message: Type.String() });
export type ErrorResponse = Static<typeof ErrorResponse>;


/** GET /health (liveness: the process answers). */
export const HealthResponse = Type.Object({ status: Type.Literal('ok') });
export type HealthResponse = Static<typeof HealthResponse>;

/**
 * GET /ready 200 (readiness: the database answered a trivial query). `standby` (only with
 * DATABASE_READ_URL): 'in use' while the public catalogue's reads go to the read standby,
 * 'unavailable' while they fall back to the primary.
 */
export const ReadyResponse = Type.Object({
  status: Type.Literal('ok'),
  standby: Type.Optional(Type.Union([Type.Literal('in use'), Type.Literal('unavailable')])),
});
export type ReadyResponse = Static<typeof ReadyResponse>;

/** GET /ready 503: shutting down, or the database does not answer; `message` says which. */
export const NotReadyResponse = Type.Object({ status: Type.Literal('unavailable'), message: Type.String() });
export type NotReadyResponse = Static<typeof NotReadyResponse>;


/** Nullable helper: JSON Schema `anyOf [T, null]`. */
export const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) => Type.Union([schema, Type.Null()]);

/** A record's code: a positive 32-bit integer (a path `/api/acervo/abc` or `/0` is answered 400). */
export const Id = Type.Integer({ minimum: 1, maximum: 2147483647 });
/** Path parameters `{ id }` of the endpoints about one record. */
export const IdParams = Type.Object({ id: Id });
export type IdParams = Static<typeof IdParams>;

/** Liveness and readiness probes. */
export const healthEndpoints = {
  health: { tags: ['health'], summary: 'Liveness: the process answers (no database call)', response: { 200: HealthResponse } },
  ready: {
    tags: ['health'],
    summary: 'Readiness: 200 when the database answers a trivial query; 503 while shutting down or when it does not answer',
    response: { 200: ReadyResponse, 503: NotReadyResponse },
  },
} as const;
