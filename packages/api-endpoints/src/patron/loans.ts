/**
 * Personal area: the patron's open loans, renewing them (`/api/emprestimo`, PERGAMUM-API.md shapes)
 * and the private address of the due-date calendar feed. Query keys start with `["patron", codPessoa, …]`,
 * so one patron never sees another's answer.
 */
import type { RenovacaoRequest } from '@estante/api-contract';
import type { CallConfig } from '../call';
import { ask } from '../ask';
import { queryOptions } from '@estante/api-client/react';

/** The key prefix of every loans query of the patron (to invalidate after a renewal). */
export const loansKey = (codPessoa: number) => ['patron', codPessoa, 'loans'] as const;

/** The patron's open loans with details (dates dd/mm/yyyy, renewals, limit, overdue days, whether each can be renewed now and why not). */
export const pendingLoans = (cfg?: CallConfig) => ask('pendingLoans', { query: { showDetails: '1' } }, cfg);
/** `lang`: the page's language (the reasons come in it). */
export const pendingLoansQuery = (codPessoa: number, lang: string) =>
  queryOptions({ queryKey: [...loansKey(codPessoa), 'pending', lang], queryFn: ({ signal }) => pendingLoans({ signal }) });

/** Renews the loans named by their copies: a result per loan, in the order asked (renewing twice the same day renews once). */
export const renewLoans = (items: RenovacaoRequest, cfg?: CallConfig) => ask('renewLoans', { body: items }, cfg);

/** Whether the patron's private feed address exists and since when. */
export const loanCalendar = (cfg?: CallConfig) => ask('loanCalendar', {}, cfg);
export const loanCalendarQuery = (codPessoa: number) =>
  queryOptions({ queryKey: [...loansKey(codPessoa), 'calendar'], queryFn: ({ signal }) => loanCalendar({ signal }) });
/** Makes the private feed address, or replaces it (the old one stops working); the answer is the only place the address appears. */
export const newLoanCalendar = (cfg?: CallConfig) => ask('newLoanCalendar', {}, cfg);
/** Revokes the private feed address. */
export const revokeLoanCalendar = (cfg?: CallConfig) => ask('revokeLoanCalendar', {}, cfg);
