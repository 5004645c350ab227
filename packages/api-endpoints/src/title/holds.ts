/**
 * A patron's holds (`/api/reserva`, SPEC.md §7 "Reservation"): what the hold page needs before the
 * click, the queue for a choice, the history, placing and cancelling. Every call but the title's
 * own possibility carries the patron's private token; their query keys start with the patron, so
 * one patron never sees another's answer.
 */
import type { ReservaRequest, ValidarFilaQuery } from '@estante/api-contract';
import type { CallConfig } from '../call';
import { ask } from '../ask';
import { queryOptions } from '@estante/api-client/react';

/**
 * Whether the title can be held by its own rules (copies on the shelf, none, reading-room only) and
 * why not, with the choices, libraries and queue: for a visitor too (any token), nothing of the caller.
 */
export const holdPossibility = (acervo: number, cfg?: CallConfig) => ask('holdPossibility', { query: { acervo } }, cfg);
/** Keyed by the title, not the patron: the same answer for everyone. */
export const holdPossibilityQuery = (acervo: number, lang: string) =>
  queryOptions({ queryKey: ['title', acervo, 'hold-possibility', lang], queryFn: ({ signal }) => holdPossibility(acervo, { signal }) });

/** Whether the patron can hold the title (and why not), the choices, libraries, queue, estimate and the patron's own hold. */
export const holdInfo = (acervo: number, cfg?: CallConfig) => ask('holdInfo', { query: { acervo } }, cfg);
/** `lang`: the page's language (the reasons and labels come in it). */
export const holdInfoQuery = (codPessoa: number, acervo: number, lang: string) =>
  queryOptions({ queryKey: ['patron', codPessoa, 'holds', 'info', acervo, lang], queryFn: ({ signal }) => holdInfo(acervo, { signal }) });

/** The position and estimated wait of a hold on a choice (fields not chosen yet left out). */
export const holdQueue = (query: ValidarFilaQuery, cfg?: CallConfig) => ask('holdQueue', { query }, cfg);
export const holdQueueQuery = (codPessoa: number, query: ValidarFilaQuery) =>
  queryOptions({
    queryKey: ['patron', codPessoa, 'holds', 'queue', query.acervo, query.volume ?? '', query.tomo ?? '', query.parte ?? '', query.material ?? ''],
    queryFn: ({ signal }) => holdQueue(query, { signal }),
  });

/** The patron's holds, newest first. */
export const holdHistory = (cfg?: CallConfig) => ask('holdHistory', {}, cfg);
export const holdHistoryQuery = (codPessoa: number, lang: string) =>
  queryOptions({ queryKey: ['patron', codPessoa, 'holds', 'history', lang], queryFn: ({ signal }) => holdHistory({ signal }) });

/**
 * Places a hold. `idempotencyKey`: one per form (a new one after a hold was placed), so a repeated
 * send — a double click, a retry after a lost answer — answers the same hold instead of a second.
 */
export const placeHold = (body: ReservaRequest, idempotencyKey: string, cfg?: CallConfig) =>
  ask('placeHold', { body }, { ...cfg, headers: { ...(cfg?.headers as Record<string, string> | undefined), 'Idempotency-Key': idempotencyKey } });

/** Cancels one of the patron's holds. */
export const cancelHold = (codReserva: number, cfg?: CallConfig) => ask('cancelHold', { params: { id: codReserva } }, cfg);

/** The key prefix of every holds query of the patron (to invalidate after placing or cancelling). */
export const holdsKey = (codPessoa: number) => ['patron', codPessoa, 'holds'] as const;

