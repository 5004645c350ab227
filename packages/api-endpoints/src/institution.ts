/**
 * Endpoint entry `@estante/api-endpoints/institution` (not shared: each app bundles what it uses):
 * the institution's parameters, activities, campuses and libraries, and the footer's writes.
 */
import type { ComentarioGeralRequest, SugestaoAquisicaoRequest } from '@estante/api-contract';
import type { CallConfig } from './call';
import { ask } from './ask';
import { queryOptions } from '@estante/api-client/react';

/** Parameters change when the library staff edit them: a page keeps them a few minutes. */
const SETTINGS_STALE = 5 * 60_000;

export const institution = (cfg?: CallConfig) => ask('institution', {}, cfg);
export const features = (cfg?: CallConfig) => ask('features', {}, cfg);
/** One activity, enabled or not, with its `link` (the footer's external links: 57, 87, 88). */
export const activity = (codAtividade: number, cfg?: CallConfig) => ask('activity', { params: { id: codAtividade } }, cfg);
export const activityQuery = (codAtividade: number) =>
  queryOptions({ queryKey: ['activity', codAtividade], queryFn: ({ signal }) => activity(codAtividade, { signal }), staleTime: SETTINGS_STALE });
/** Self-service kiosk settings: showAuto, codBibAuto, authAuto, idiomaAuto. */
export const kiosk = (cfg?: CallConfig) => ask('kiosk', {}, cfg);
export const kioskQuery = () => queryOptions({ queryKey: ['kiosk'], queryFn: ({ signal }) => kiosk({ signal }), staleTime: SETTINGS_STALE });
/** The institution's campuses (`GET /api/campus`). */
export const campuses = (cfg?: CallConfig) => ask('campuses', {}, cfg);
export const campusesQuery = () => queryOptions({ queryKey: ['campuses'], queryFn: ({ signal }) => campuses({ signal }), staleTime: SETTINGS_STALE });
/** Libraries (information units) for a select, optionally of one campus (`GET /api/unidade-informacao`). */
export const libraries = (campus?: number, cfg?: CallConfig) => ask('libraries', { query: campus === undefined ? {} : { campus: String(campus) } }, cfg);
export const librariesQuery = (campus?: number) =>
  queryOptions({ queryKey: ['libraries', campus ?? null], queryFn: ({ signal }) => libraries(campus, { signal }), staleTime: SETTINGS_STALE });
/** Institutional events. */
export const events = (cfg?: CallConfig) => ask('events', {}, cfg);
export const eventsQuery = () => queryOptions({ queryKey: ['events'], queryFn: ({ signal }) => events({ signal }), staleTime: SETTINGS_STALE });
/** Libraries with their opening hours per weekday (of one campus, or all). */
export const librariesWithHours = (campus?: number, cfg?: CallConfig) => ask('librariesWithHours', { query: campus ? { campus: String(campus) } : {} }, cfg);
export const librariesWithHoursQuery = (campus?: number) =>
  queryOptions({ queryKey: ['librariesWithHours', campus ?? null], queryFn: ({ signal }) => librariesWithHours(campus, { signal }), staleTime: SETTINGS_STALE });
/** A signed-in patron's general comment to a library (SPEC.md §5): stored pending moderation. */
export const sendGeneralComment = (body: ComentarioGeralRequest) => ask('sendGeneralComment', { body });
/** A signed-in patron's acquisition suggestion (SPEC.md §3, §5): stored as a pre-suggestion. */
export const sendAcquisitionSuggestion = (body: SugestaoAquisicaoRequest) => ask('sendAcquisitionSuggestion', { body });
/** The collection's titles and copies in total, by library, type of work and knowledge area (public counts; labels in `lang`). */
export const collectionTotals = (cfg?: CallConfig) => ask('collectionTotals', {}, cfg);
export const collectionTotalsQuery = (lang: string) =>
  queryOptions({ queryKey: ['collectionTotals', lang], queryFn: ({ signal }) => collectionTotals({ signal }), staleTime: SETTINGS_STALE });
