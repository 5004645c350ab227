/**
 * The personal area's summary (`GET /api/meu-pergamum/resumo`) and the loan token, the patron's
 * digital library card (`/api/emprestimo/token`). Query keys start with `["patron", codPessoa, …]`.
 */
import type { CallConfig } from '../call';
import { ask } from '../ask';
import { queryOptions } from '@estante/api-client/react';

/** Loans due within 3 days or overdue, holds ready to collect, open debts, unread alerts (a part null when its page is not the patron's). */
export const patronSummary = (cfg?: CallConfig) => ask('patronSummary', {}, cfg);
export const patronSummaryQuery = (codPessoa: number) =>
  queryOptions({ queryKey: ['patron', codPessoa, 'summary'], queryFn: ({ signal }) => patronSummary({ signal }) });

/** The patron's valid loan token, or null when none is valid. */
export const loanToken = (cfg?: CallConfig) => ask('loanToken', {}, cfg);
export const loanTokenQuery = (codPessoa: number) =>
  queryOptions({ queryKey: ['patron', codPessoa, 'loan-token'], queryFn: ({ signal }) => loanToken({ signal }) });

/** A new loan token (the previous one stops working). */
export const newLoanToken = (cfg?: CallConfig) => ask('newLoanToken', {}, cfg);
