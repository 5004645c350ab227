/**
 * The personal area's acquisition suggestions and purchase orders (issue 25 item 4; SPEC.md §7
 * "Acquisition"): the statuses by name, the patron's own suggestions with what became of each, their
 * statistics, a new suggestion (the footer's call, with the teachers' fields), and the courses and
 * disciplines a teacher's suggestion may name. Query keys of the patron's data start with
 * `["patron", codPessoa, …]`, so one patron never sees another's answer.
 */
import type { MinhasSugestoesQuery, SugestaoAquisicaoRequest } from '@estante/api-contract';
import type { CallConfig } from '../call';
import { ask } from '../ask';
import { queryOptions } from '@estante/api-client/react';

/** SPEC.md §4 statuses by code, named in the request's language. */
export const suggestionStatuses = (cfg?: CallConfig) => ask('suggestionStatuses', {}, cfg);
export const suggestionStatusesQuery = (lang: string) =>
  queryOptions({ queryKey: ['acquisition', 'statuses', lang], queryFn: ({ signal }) => suggestionStatuses({ signal }), staleTime: 60 * 60 * 1000 });

/** The patron's own suggestions, newest first (`situacao`: a status code, '' for all; `pagina` from 1). */
export const mySuggestions = (query: MinhasSugestoesQuery, cfg?: CallConfig) => ask('mySuggestions', { query }, cfg);
export const mySuggestionsQuery = (codPessoa: number, query: MinhasSugestoesQuery, lang: string) =>
  queryOptions({
    queryKey: ['patron', codPessoa, 'suggestions', 'list', query.situacao ?? '', query.pagina ?? 1, lang],
    queryFn: ({ signal }) => mySuggestions(query, { signal }),
  });

/** The patron's suggestions counted per status and year, and the attended rate. */
export const mySuggestionStats = (cfg?: CallConfig) => ask('mySuggestionStats', {}, cfg);
export const mySuggestionStatsQuery = (codPessoa: number, lang: string) =>
  queryOptions({ queryKey: ['patron', codPessoa, 'suggestions', 'stats', lang], queryFn: ({ signal }) => mySuggestionStats({ signal }) });

/** The key prefix of every suggestions query of the patron (to invalidate after a send). */
export const suggestionsKey = (codPessoa: number) => ['patron', codPessoa, 'suggestions'] as const;

/** A new suggestion (`POST /api/unidade-informacao/sugestao-aquisicao`); `professor`, `curso`, `disciplina` only on the teachers' path. */
export const sendSuggestion = (body: SugestaoAquisicaoRequest, cfg?: CallConfig) => ask('sendAcquisitionSuggestion', { body }, cfg);

/** The courses and disciplines a teacher's suggestion may name. */
export const coursesQuery = () => queryOptions({ queryKey: ['acquisition', 'courses'], queryFn: ({ signal }) => ask('courses', {}, { signal }), staleTime: 60 * 60 * 1000 });
/** The disciplines (of one course, when `curso` is a course code; '' for all). */
export const disciplinesQuery = (curso: string) =>
  queryOptions({
    queryKey: ['acquisition', 'disciplines', curso],
    queryFn: ({ signal }) => ask('disciplines', { query: curso === '' ? {} : { curso } }, { signal }),
    staleTime: 60 * 60 * 1000,
  });
