import { describe, expect, it } from 'vitest';
import type { ConsultaResponse } from '@estante/api-contract';
import { useSeededApp } from '../../../test/helpers';
import { searchParamsOf, type SearchParams } from './search';
import { EXACT_UP_TO, searchRepository } from './search.repository';

const { ok, db } = useSeededApp();

const params = (qs: string): SearchParams => {
  const p = searchParamsOf(Object.fromEntries(new URLSearchParams(qs)));
  if (typeof p === 'string') throw new Error(p);
  return p;
};

/** The estimates' tolerance on the seeded catalogue with a sample of about 40 % of its titles. */
const TOLERANCE = 0.2;

describe('exact counts up to a number of hits, estimates above it', () => {
  it('the seeded catalogue is under the default threshold: counts are exact and the answer says so', async () => {
    const r = await ok<ConsultaResponse>('/api/consulta?termo_pesquisa=jazz');
    expect(r.total).toBeGreaterThan(100);
    expect(r.total).toBeLessThanOrEqual(EXACT_UP_TO);
    expect(r).not.toHaveProperty('estimado');
  });

  it('at or below the threshold the total and facets are the exact ones; one title above it they are flagged estimates', async () => {
    const exact = await searchRepository(db()).search(params('termo_pesquisa=jazz&filtros=I:eng'), 'pt');
    const all = await searchRepository(db()).search(params('termo_pesquisa=jazz'), 'pt');
    // The threshold is on the titles the term finds before filters (the facets count those).
    const at = await searchRepository(db(), { exactUpTo: all.total, sampleTitles: 700 }).search(params('termo_pesquisa=jazz&filtros=I:eng'), 'pt');
    expect(at).toEqual(exact);
    expect(at.estimado).toBe(false);
    const above = await searchRepository(db(), { exactUpTo: all.total - 1, sampleTitles: 700 }).search(params('termo_pesquisa=jazz&filtros=I:eng'), 'pt');
    expect(above.estimado).toBe(true);
    // The rows are never estimated: the same page, in the same order.
    expect(above.data).toEqual(exact.data);
  });

  it('estimated totals and facet counts are within the stated tolerance of the exact ones', async () => {
    const small = searchRepository(db(), { exactUpTo: 100, sampleTitles: 700 });
    for (const qs of ['termo_pesquisa=jazz', 'termo_pesquisa=music', 'termo_pesquisa=jazz&filtros=T:6']) {
      const exact = await searchRepository(db()).search(params(qs), 'pt');
      const est = await small.search(params(qs), 'pt');
      expect(est.estimado, qs).toBe(true);
      expect(Math.abs(est.total - exact.total) / exact.total, `${qs}: ${est.total} vs ${exact.total}`).toBeLessThanOrEqual(TOLERANCE);
      // The largest values of each facet: estimated within the tolerance (of the facet's largest count).
      for (const f of exact.filtros) {
        const top = f.itens[0];
        const other = est.filtros.find((e) => e.codigo === f.codigo)?.itens.find((i) => i.codigo === top?.codigo);
        if (!top || top.totalSemFiltro < 100) continue;
        expect(other, `${qs} ${f.codigo}:${top.codigo}`).toBeDefined();
        expect(Math.abs((other?.totalSemFiltro ?? 0) - top.totalSemFiltro) / top.totalSemFiltro, `${qs} ${f.codigo}:${top.codigo}`).toBeLessThanOrEqual(TOLERANCE);
      }
      if (qs.includes('filtros')) {
        // Filtered to fewer titles than the candidate set: exactly the rows of the exact ranking.
        expect(est.data).toEqual(exact.data);
      } else {
        // Unfiltered, relevance ranks the titles whose title has the term (a bounded candidate set).
        const word = /termo_pesquisa=(\w+)/.exec(qs)?.[1] ?? '';
        expect(est.data).toHaveLength(20);
        for (const d of est.data) expect(d.obra.toLowerCase(), qs).toContain(word);
      }
      // Ordered by title the page is the exact one.
      const byTitle = `${qs}&orderBy=obra`;
      expect((await small.search(params(byTitle), 'pt')).data).toEqual((await searchRepository(db()).search(params(byTitle), 'pt')).data);
    }
  });

  it('a term under the threshold stays exact whatever the sample size', async () => {
    const exact = await searchRepository(db()).search(params('termo_pesquisa=educacao'), 'pt');
    expect(exact.total).toBeLessThan(100);
    const r = await searchRepository(db(), { exactUpTo: 100, sampleTitles: 50 }).search(params('termo_pesquisa=educacao'), 'pt');
    expect(r).toEqual(exact);
  });

  it('an estimate is never below the titles the page shows', async () => {
    const exact = await searchRepository(db()).search(params('termo_pesquisa=jazz&filtros=I:eng&perPage=5'), 'pt');
    // A tiny sample (a page or so) may find none of the filtered titles.
    const r = await searchRepository(db(), { exactUpTo: 100, sampleTitles: 5 }).search(params('termo_pesquisa=jazz&filtros=I:eng&perPage=5'), 'pt');
    expect(r.estimado).toBe(true);
    expect(r.data).toEqual(exact.data);
    expect(r.total).toBeGreaterThanOrEqual(r.data.length);
  });
});
