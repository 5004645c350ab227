/**
 * Loan requests, interlibrary requests and closed stacks (`/api/solicitacoes`,
 * `/api/solicitacao-emprestimo`, SPEC.md §7 "Requests"). A title's choices, the types and the
 * closed-stack copies are public (a visitor fills the form before signing in); the patron's contact
 * and requests carry the private token, under query keys that start with the patron.
 */
import type { AcervoFechadoRequest, FiltroSolicitacao, InterBibliotecasRequest, SolicitacaoRequest } from '@estante/api-contract';
import type { CallConfig } from '../call';
import { ask } from '../ask';
import { queryOptions } from '@estante/api-client/react';

const withKey = (cfg: CallConfig | undefined, idempotencyKey: string): CallConfig => ({
  ...cfg,
  headers: { ...(cfg?.headers as Record<string, string> | undefined), 'Idempotency-Key': idempotencyKey },
});

/** The request types, statuses and filter values, labelled in the page's language. */
export const requestTypes = (cfg?: CallConfig) => ask('requestTypes', {}, cfg);
export const requestTypesQuery = (lang: string) =>
  queryOptions({ queryKey: ['requests', 'types', lang], queryFn: ({ signal }) => requestTypes({ signal }), staleTime: 10 * 60_000 });

/** A title's request choices: combinations of its lendable copies (with their libraries) and the receiving libraries. */
export const requestOptions = (acervo: number, cfg?: CallConfig) => ask('loanRequestOptions', { query: { acervo } }, cfg);
export const requestOptionsQuery = (acervo: number, lang: string) =>
  queryOptions({ queryKey: ['title', acervo, 'request-options', lang], queryFn: ({ signal }) => requestOptions(acervo, { signal }), staleTime: 60_000 });

/** The patron's recorded phone, e-mails and address (the form's first values), open requests and limit. */
export const requestContact = (cfg?: CallConfig) => ask('loanRequestContact', {}, cfg);
export const requestContactQuery = (codPessoa: number) =>
  queryOptions({ queryKey: ['patron', codPessoa, 'requests', 'contact'], queryFn: ({ signal }) => requestContact({ signal }) });

/** The patron's requests (every type), newest first, by status filter, optionally of one title. */
export const myRequests = (query: { situacao?: FiltroSolicitacao; acervo?: number }, cfg?: CallConfig) => ask('loanRequests', { query }, cfg);
export const myRequestsQuery = (codPessoa: number, query: { situacao?: FiltroSolicitacao; acervo?: number }, lang: string) =>
  queryOptions({
    queryKey: ['patron', codPessoa, 'requests', 'list', query.acervo ?? 'all', query.situacao ?? 'todas', lang],
    queryFn: ({ signal }) => myRequests(query, { signal }),
  });

/**
 * Sends a loan request (home, pick-up, interlibrary). `idempotencyKey`: one per form (a new one once
 * a request was made), so a double click or a retry answers the same request instead of a second.
 */
export const placeRequest = (body: SolicitacaoRequest, idempotencyKey: string, cfg?: CallConfig) => ask('placeLoanRequest', { body }, withKey(cfg, idempotencyKey));

/** Sends an interlibrary request (same rules; the origin library is required). */
export const placeInterlibraryRequest = (body: InterBibliotecasRequest, idempotencyKey: string, cfg?: CallConfig) =>
  ask('placeInterlibraryRequest', { body }, withKey(cfg, idempotencyKey));

/** The patron's interlibrary requests. */
export const interlibraryRequests = (query: { situacao?: FiltroSolicitacao }, cfg?: CallConfig) => ask('interlibraryRequests', { query }, cfg);

/** Cancels one of the patron's requests while it is waiting. */
export const cancelRequest = (codSolicitacao: number, cfg?: CallConfig) => ask('cancelLoanRequest', { params: { id: codSolicitacao } }, cfg);

/** A title's copies kept in the closed stacks, with their status and desks. */
export const closedStacks = (acervo: number, cfg?: CallConfig) => ask('closedStacks', { query: { acervo } }, cfg);
export const closedStacksQuery = (acervo: number, lang: string) =>
  queryOptions({ queryKey: ['title', acervo, 'closed-stacks', lang], queryFn: ({ signal }) => closedStacks(acervo, { signal }) });

/** Asks for one closed-stacks copy to be brought to a desk. */
export const placeClosedStacksRequest = (body: AcervoFechadoRequest, idempotencyKey: string, cfg?: CallConfig) =>
  ask('placeClosedStacksRequest', { body }, withKey(cfg, idempotencyKey));

/** The key prefix of every requests query of the patron (to invalidate after sending or cancelling). */
export const requestsKey = (codPessoa: number) => ['patron', codPessoa, 'requests'] as const;
