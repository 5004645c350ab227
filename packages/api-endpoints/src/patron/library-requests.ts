/**
 * The personal area's requests to the library and personal statistics (issue 26 items 5, 6): the
 * bibliographic survey's options, the patron's surveys and exchange requests (new, cancel), and their
 * loans per year and month with the subjects read most. Query keys of the patron's data start with
 * `["patron", codPessoa, …]`, so one patron never sees another's answer.
 */
import type { NovaPermuta, NovoLevantamento } from '@estante/api-contract';
import type { CallConfig } from '../call';
import { ask } from '../ask';
import { queryOptions } from '@estante/api-client/react';

/** The survey form's lists (languages, the catalogue's work types, purposes) in the request's language. */
export const surveyOptionsQuery = (codPessoa: number, lang: string) =>
  queryOptions({ queryKey: ['patron', codPessoa, 'survey', 'options', lang], queryFn: ({ signal }) => ask('surveyOptions', {}, { signal }), staleTime: 60 * 60 * 1000 });

/** The patron's bibliographic surveys, newest first. */
export const mySurveysQuery = (codPessoa: number, lang: string) =>
  queryOptions({ queryKey: ['patron', codPessoa, 'survey', 'list', lang], queryFn: ({ signal }) => ask('mySurveys', {}, { signal }) });
/** The key prefix of the survey queries (to invalidate after a send or a cancel). */
export const surveysKey = (codPessoa: number) => ['patron', codPessoa, 'survey', 'list'] as const;
export const requestSurvey = (body: NovoLevantamento, cfg?: CallConfig) => ask('requestSurvey', { body }, cfg);
export const cancelSurvey = (id: number, cfg?: CallConfig) => ask('cancelSurvey', { params: { id } }, cfg);

/** The patron's exchange requests, newest first. */
export const myExchangesQuery = (codPessoa: number, lang: string) =>
  queryOptions({ queryKey: ['patron', codPessoa, 'exchange', 'list', lang], queryFn: ({ signal }) => ask('myExchanges', {}, { signal }) });
export const exchangesKey = (codPessoa: number) => ['patron', codPessoa, 'exchange', 'list'] as const;
export const requestExchange = (body: NovaPermuta, cfg?: CallConfig) => ask('requestExchange', { body }, cfg);
export const cancelExchange = (id: number, cfg?: CallConfig) => ask('cancelExchange', { params: { id } }, cfg);

/** The patron's loans per year and month and the subjects they borrowed most. */
export const myStatisticsQuery = (codPessoa: number) =>
  queryOptions({ queryKey: ['patron', codPessoa, 'statistics'], queryFn: ({ signal }) => ask('myStatistics', {}, { signal }) });
