/**
 * The personal area's holds, requests and alerts (issue 16 H3). Holds and requests are the title
 * entry's own calls (one function per endpoint, re-exported here for the patron area); alerts are
 * `/api/solicitacoes/alertas`. Every call carries the patron's private token; query keys start with
 * `["patron", codPessoa, …]`, so one patron never sees another's answer.
 */
import type { AlertasQuery, NovoAlertaRequest } from '@estante/api-contract';
import type { CallConfig } from '../call';
import { ask } from '../ask';
import { queryOptions } from '@estante/api-client/react';

export { holdHistory, holdHistoryQuery, cancelHold, holdsKey } from '../title/holds';
export { myRequests, myRequestsQuery, cancelRequest, requestsKey } from '../title/requests';

/** The patron's alerts, newest first, and the unread count; both dates or neither (`dataInicio`, `dataFim`: yyyy-mm-dd). */
export const alerts = (query: AlertasQuery, cfg?: CallConfig) => ask('patronAlerts', { query }, cfg);
/** `lang`: the page's language (the alerts' texts come in it). */
export const alertsQuery = (codPessoa: number, query: AlertasQuery, lang: string) =>
  queryOptions({
    queryKey: ['patron', codPessoa, 'alerts', 'list', query.dataInicio ?? '', query.dataFim ?? '', query.lido ?? '', lang],
    queryFn: ({ signal }) => alerts(query, { signal }),
  });

/** Sets an alert for when a copy of the title is available (409 when one is set already). */
export const setAvailabilityAlert = (body: NovoAlertaRequest, cfg?: CallConfig) => ask('setAvailabilityAlert', { body }, cfg);

/** Marks the patron's alerts read (idempotent); answers the unread count now. */
export const markAlertsRead = (ids: readonly number[], cfg?: CallConfig) => ask('markAlertsRead', { body: { ids: [...ids] } }, cfg);

/** Removes one of the patron's alerts. */
export const removeAlert = (codAlerta: number, cfg?: CallConfig) => ask('removeAlert', { params: { id: codAlerta } }, cfg);

/** The key prefix of every alerts query of the patron (to invalidate after a change; the summary's unread count reads under it too). */
export const alertsKey = (codPessoa: number) => ['patron', codPessoa, 'alerts'] as const;
