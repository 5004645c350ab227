/**
 * The interest profile (issue 26 item 1; SPEC.md §7 /api/perfil-interesse): its four lists, the
 * pickers' options and "new for you". Every call carries the patron's private token; query keys start
 * with `["patron", codPessoa, "interest", …]`.
 */
import type {
  InteresseAreaAutorAssuntoRequest,
  InteressePeriodicoRequest,
  InteresseTipoObraRequest,
  InteresseTituloRequest,
  OpcoesInteresseQuery,
} from '@estante/api-contract';
import type { CallConfig } from '../call';
import { ask } from '../ask';
import { queryOptions } from '@estante/api-client/react';

/** The lists by their URL segment. */
export type InterestList = 'area-autor-assunto' | 'periodicos' | 'tipo-obra' | 'titulos';

const key = (codPessoa: number, ...rest: unknown[]) => ['patron', codPessoa, 'interest', ...rest];
/** Every query of the profile (invalidated after a change). */
export const interestKey = (codPessoa: number) => key(codPessoa);

export const interestAreasAuthorsSubjects = (cfg?: CallConfig) => ask('interestAreasAuthorsSubjects', {}, cfg);
export const interestPeriodicals = (cfg?: CallConfig) => ask('interestPeriodicals', {}, cfg);
export const interestWorkTypes = (cfg?: CallConfig) => ask('interestWorkTypes', {}, cfg);
export const interestTitles = (cfg?: CallConfig) => ask('interestTitles', {}, cfg);

/** Each list's query; `lang`: the headings and types of work come in it. */
export const interestAreasAuthorsSubjectsQuery = (codPessoa: number, lang: string) =>
  queryOptions({ queryKey: key(codPessoa, 'area-autor-assunto', lang), queryFn: ({ signal }) => interestAreasAuthorsSubjects({ signal }) });
export const interestPeriodicalsQuery = (codPessoa: number, lang: string) =>
  queryOptions({ queryKey: key(codPessoa, 'periodicos', lang), queryFn: ({ signal }) => interestPeriodicals({ signal }) });
export const interestWorkTypesQuery = (codPessoa: number, lang: string) =>
  queryOptions({ queryKey: key(codPessoa, 'tipo-obra', lang), queryFn: ({ signal }) => interestWorkTypes({ signal }) });
export const interestTitlesQuery = (codPessoa: number, lang: string) =>
  queryOptions({ queryKey: key(codPessoa, 'titulos', lang), queryFn: ({ signal }) => interestTitles({ signal }) });

export const addInterestAreaAuthorSubject = (body: InteresseAreaAutorAssuntoRequest, cfg?: CallConfig) => ask('addInterestAreaAuthorSubject', { body }, cfg);
export const updateInterestAreaAuthorSubject = (id: number, body: InteresseAreaAutorAssuntoRequest, cfg?: CallConfig) =>
  ask('updateInterestAreaAuthorSubject', { params: { id }, body }, cfg);
export const removeInterestAreaAuthorSubject = (id: number, cfg?: CallConfig) => ask('removeInterestAreaAuthorSubject', { params: { id } }, cfg);

export const addInterestPeriodical = (body: InteressePeriodicoRequest, cfg?: CallConfig) => ask('addInterestPeriodical', { body }, cfg);
export const updateInterestPeriodical = (id: number, body: InteressePeriodicoRequest, cfg?: CallConfig) => ask('updateInterestPeriodical', { params: { id }, body }, cfg);
export const removeInterestPeriodical = (id: number, cfg?: CallConfig) => ask('removeInterestPeriodical', { params: { id } }, cfg);

export const addInterestWorkType = (body: InteresseTipoObraRequest, cfg?: CallConfig) => ask('addInterestWorkType', { body }, cfg);
export const updateInterestWorkType = (id: number, body: InteresseTipoObraRequest, cfg?: CallConfig) => ask('updateInterestWorkType', { params: { id }, body }, cfg);
export const removeInterestWorkType = (id: number, cfg?: CallConfig) => ask('removeInterestWorkType', { params: { id } }, cfg);

export const addInterestTitle = (body: InteresseTituloRequest, cfg?: CallConfig) => ask('addInterestTitle', { body }, cfg);
export const updateInterestTitle = (id: number, body: InteresseTituloRequest, cfg?: CallConfig) => ask('updateInterestTitle', { params: { id }, body }, cfg);
export const removeInterestTitle = (id: number, cfg?: CallConfig) => ask('removeInterestTitle', { params: { id } }, cfg);

/** The pickers' options (authors, subjects, areas, serials) for what was typed. */
export const interestOptions = (query: OpcoesInteresseQuery, cfg?: CallConfig) => ask('interestOptions', { query }, cfg);

/** "New for you": the month's new acquisitions matching the profile. */
export const newForYou = (page: number, perPage: number, cfg?: CallConfig) => ask('newForYou', { query: { page, perPage } }, cfg);
export const newForYouQuery = (codPessoa: number, lang: string, page: number, perPage: number) =>
  queryOptions({ queryKey: key(codPessoa, 'novidades', lang, page, perPage), queryFn: ({ signal }) => newForYou(page, perPage, { signal }) });

/** The catalogue's types of work (the type-of-work picker), in `lang`. */
export const interestWorkTypeOptionsQuery = (lang: string) =>
  queryOptions({ queryKey: ['interest', 'work-types', lang], queryFn: ({ signal }) => ask('workTypes', {}, { signal }), staleTime: 60 * 60_000 });
