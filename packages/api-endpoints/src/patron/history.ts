/**
 * The patron's loan history (date filter, paging, export), debts and payment slip (issue 16 H2:
 * `/api/emprestimo/historico`, `/debitos-pendentes`, `POST /api/unidade-informacao/gru`). Every call
 * carries the patron's private token; query keys start with `["patron", codPessoa, …]`.
 */
import type { FormatoHistorico, GruRequest, HistoricoQuery } from '@estante/api-contract';
import type { CallConfig } from '../call';
import { ask } from '../ask';
import { rethrowBlobError } from '../blob-error';
import { queryOptions } from '@estante/api-client/react';

/** A page of the patron's loans, newest first (dates dd/mm/yyyy or ISO; absent: no bound). */
export const loanHistory = (query: HistoricoQuery, cfg?: CallConfig) => ask('loanHistory', { query }, cfg);
export const loanHistoryQuery = (codPessoa: number, query: HistoricoQuery) =>
  queryOptions({
    queryKey: ['patron', codPessoa, 'history', query.dataInicio ?? '', query.dataFim ?? '', query.page ?? 1, query.perPage ?? 20],
    queryFn: ({ signal }) => loanHistory(query, { signal }),
  });

/**
 * The history of the date filter as a file (CSV, RIS or BibTeX) and the name the server gave it.
 * The answer is a file, not JSON; an error's JSON body is read so its message (and `campo`) reach the page.
 */
export async function loanHistoryFile(query: { formato: FormatoHistorico; dataInicio?: string; dataFim?: string }, cfg?: CallConfig): Promise<{ blob: Blob; name: string }> {
  try {
    let disposition = '';
    const blob = (await ask('loanHistoryExport', { query }, {
      ...cfg,
      responseType: 'blob',
      transformResponse: [
        (data: unknown, headers?: { get?: (name: string) => unknown }) => {
          disposition = String(headers?.get?.('content-disposition') ?? '');
          return data;
        },
      ],
    })) as unknown as Blob;
    const name = /filename="([^"]+)"/.exec(disposition)?.[1] ?? `historico-emprestimos.${query.formato === 'bibtex' ? 'bib' : query.formato}`;
    return { blob, name };
  } catch (error) {
    return rethrowBlobError(error);
  }
}

/** Every debt of the patron with the open balances per library and overall. */
export const debts = (cfg?: CallConfig) => ask('debts', {}, cfg);
export const debtsQuery = (codPessoa: number) => queryOptions({ queryKey: ['patron', codPessoa, 'debts'], queryFn: ({ signal }) => debts({ signal }) });

/** The payment slip of the open balance at a library (the same open slip again on a repeated send). */
export const paymentSlip = (body: GruRequest, cfg?: CallConfig) => ask('paymentSlip', { body }, cfg);
