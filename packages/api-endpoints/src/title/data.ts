/**
 * A title's serial holdings (kardex), tables of contents and loan and hold statistics: the
 * title-detail remote's /colecao-kardex, /sumarios, /sumarios-livros and /dados-estatisticos views.
 */
import type { CallConfig } from '../call';
import { ask } from '../ask';
import { queryOptions } from '@estante/api-client/react';

const STALE = 60_000;

/** The serial's issues by year (`periodico: false`, no year: not a serial). */
export const titleKardex = (id: number, cfg?: CallConfig) => ask('titleKardex', { params: { id } }, cfg);
export const titleKardexQuery = (id: number) =>
  queryOptions({ queryKey: ['title', id, 'kardex'], queryFn: ({ signal }) => titleKardex(id, { signal }), staleTime: STALE });

/** The record's contents note (505) as entries and the contents of its issues. */
export const titleContents = (id: number, cfg?: CallConfig) => ask('titleContents', { params: { id } }, cfg);
export const titleContentsQuery = (id: number) =>
  queryOptions({ queryKey: ['title', id, 'contents'], queryFn: ({ signal }) => titleContents(id, { signal }), staleTime: STALE });

/** The book's linked chapters. */
export const titleBookContents = (id: number, cfg?: CallConfig) => ask('titleBookContents', { params: { id } }, cfg);
export const titleBookContentsQuery = (id: number) =>
  queryOptions({ queryKey: ['title', id, 'bookContents'], queryFn: ({ signal }) => titleBookContents(id, { signal }), staleTime: STALE });

/** The years with loans or holds of the title, the latest first. */
export const titleStatisticsYears = (id: number, cfg?: CallConfig) => ask('titleStatisticsYears', { params: { id } }, cfg);
export const titleStatisticsYearsQuery = (id: number) =>
  queryOptions({ queryKey: ['title', id, 'statistics'], queryFn: ({ signal }) => titleStatisticsYears(id, { signal }), staleTime: STALE });

/** Loans and holds of the title in each month of `ano`. */
export const titleStatistics = (id: number, ano: number, cfg?: CallConfig) => ask('titleStatistics', { params: { id, ano } }, cfg);
export const titleStatisticsQuery = (id: number, ano: number) =>
  queryOptions({ queryKey: ['title', id, 'statistics', ano], queryFn: ({ signal }) => titleStatistics(id, ano, { signal }), staleTime: STALE });
