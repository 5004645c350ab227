import type { ColunaUm, ConsultaItem, Filtro } from '@estante/api-contract';
import type { Db, Queryable } from '../../db/db';
import { normalise } from '../../marc/text';
import type { Lang } from '../../plugins/lang';
import { summaryColumns, toSummary, type SummaryRow } from '../acervo/summaries.repository';
import { facetsOf, facetsSql, filterCondition, type FacetRow } from './facets.repository';
import type { SearchParams } from './search';

const COLUMN: Record<ColunaUm, string> = {
  INDICE_1: 'documento',
  INDICE_2: 'doc_assunto',
  INDICE_3: 'doc_autor',
  INDICE_4: 'doc_titulo',
};

export interface SearchResult {
  data: ConsultaItem[];
  total: number;
  sugestao: string | null;
  filtros: Filtro[];
  /** The total and the facet counts are estimates from a sample (the term finds more than `exactUpTo` titles). */
  estimado: boolean;
}

/**
 * Up to this many titles found by the term (before filters), the total and the facets are exact
 * counts of every title; above it they are estimated from a sample (see README "Search at scale").
 */
export const EXACT_UP_TO = 2_000;
/** The sample's size in titles of the catalogue (so at most this many hits are read for the estimates). */
export const SAMPLE_TITLES = 100_000;
/** For a very broad term, the sample is made smaller, to hold about this many of its titles. */
export const SAMPLE_HITS = 3_000;
/** A title's sample bucket, 0 … BUCKETS − 1: the expression of titulos_amostra_idx (migration 9). */
const BUCKET = '(hashint4(t.cod_acervo) & 16383)';
const BUCKETS = 16_384;

export interface SearchOptions {
  /** Exact counts up to this many titles found by the term (default EXACT_UP_TO). */
  exactUpTo?: number;
  /** Titles of the catalogue sampled for the estimates (default SAMPLE_TITLES). */
  sampleTitles?: number;
}

interface Where {
  /** The first term as a tsquery (`q.q`, also used for ranking), to join to titulos `t`. */
  query: string;
  /** The facet row `f` of the title, to join when filtered ('' otherwise). */
  facets: string;
  /** The conditions on `t`: the terms and the authority code. */
  termSql: string;
  /** The filters' condition on `f` ('true' without filters); every filter must hold. */
  filterSql: string;
  /** $1 the term, then the second term, the authority code and the filters' values, as used. */
  params: unknown[];
  /** The parameters of termSql alone (the filters' come after them). */
  termParams: unknown[];
}

const FACET_ROW = 'JOIN titulo_facetas f ON f.cod_acervo = t.cod_acervo';
const tsquery = (frase: boolean, text: string) => `${frase ? 'phraseto_tsquery' : 'websearch_to_tsquery'}('portuguese', estante_unaccent(${text}))`;

/**
 * The search's conditions: the first term (`term`, $1 unless given) on its index (words in any
 * order, or the exact phrase), the second term, the authority code and the filters. Built once per search.
 */
function where(p: SearchParams, term = '$1'): Where {
  const params: unknown[] = [p.termo];
  let sql = `t.${COLUMN[p.coluna]} @@ q.q`;
  if (p.termo2) {
    params.push(p.termo2);
    const second = `t.${COLUMN[p.coluna2]} @@ ${tsquery(p.frase, `$${params.length}`)}`;
    sql = `(${sql} ${p.condicao === 'OR' ? 'OR' : p.condicao === 'NOT' ? 'AND NOT' : 'AND'} ${second})`;
  }
  if (p.indice !== null) {
    params.push(p.indice);
    // bigint: the query allows 12 digits, more than an integer column holds; such a code names no authority (no titles), not a 500.
    sql += ` AND EXISTS (SELECT 1 FROM titulo_autoridade ta WHERE ta.cod_acervo = t.cod_acervo AND ta.cod_autoridade = $${params.length}::bigint)`;
  }
  if (p.especializada) {
    params.push(p.especializada.tipo, p.especializada.valor);
    sql += ` AND EXISTS (SELECT 1 FROM titulo_especializada te WHERE te.tipo = $${params.length - 1} AND te.valor = $${params.length} AND te.cod_acervo = t.cod_acervo)`;
  }
  const termParams = [...params];
  const conds = p.filtros.map((f) => {
    const c = filterCondition(f, params.length + 1);
    if (c.usesParam) params.push(f.value);
    return c.sql;
  });
  return {
    query: `CROSS JOIN (SELECT ${tsquery(p.frase, term)} AS q) q`,
    facets: conds.length ? FACET_ROW : '',
    termSql: sql,
    filterSql: conds.length ? conds.join(' AND ') : 'true',
    params,
    termParams,
  };
}

function orderClause(p: SearchParams): string {
  const dir = p.direction === 'D' ? 'DESC' : 'ASC';
  switch (p.orderBy) {
    case 'obra':
      // `|| ''` (the same text, the same order) keeps the planner off titulos_ordem_obra_idx: with
      // LIMIT it would walk the index in title order testing every title against the term, which
      // for a rare term means the whole catalogue (seconds at a million titles); the matches,
      // sorted, cost little next to the facets a broad term needs anyway.
      return `(t.ordem_obra || '') ${dir}, t.cod_acervo`;
    case 'ano':
      return `t.ano_publicacao ${dir} NULLS LAST, t.ordem_obra, t.cod_acervo`;
    case 'autor':
      return `t.ordem_autor ${dir} NULLS LAST, t.ordem_obra, t.cod_acervo`;
    default:
      // C (the default) puts the best match first.
      return `ts_rank_cd(t.${COLUMN[p.coluna]}, q.q) ${p.direction === 'D' ? 'ASC' : 'DESC'}, t.ordem_obra, t.cod_acervo`;
  }
}

/**
 * Runs statements with planner costs for a catalogue that is in memory. With the default
 * random_page_cost (4, spinning disks) PostgreSQL prefers a sequential scan of titulos for any term
 * found in more than a few per cent of the titles, and that scan decompresses every title's
 * tsvector (TOAST) to test it, where a bitmap scan of the GIN index visits only the matching
 * titles' pages and needs no tsvector: 1.1 (the usual value for SSDs and cached data) makes the
 * planner take the index for such terms, 1.5–3 times faster (a blanket enable_seqscan = off did
 * about as well there, but also kept the planner from scanning titulo_facetas whole to join a
 * large share of it). work_mem keeps that bitmap exact (a lossy one rechecks, i.e. decompresses,
 * every title on its pages) and the facet rows in memory at a million titles. SET LOCAL: for this
 * transaction only.
 */
function withSearchCosts<T>(db: Db, fn: (tx: Queryable) => Promise<T>): Promise<T> {
  // Read only: with DATABASE_READ_URL, the public search runs on the read standby (db/read-standby.ts).
  return db.transaction(
    async (tx) => {
      await tx.exec(`SET LOCAL random_page_cost = 1.1; SET LOCAL work_mem = '32MB'`);
      return fn(tx);
    },
    { readOnly: true },
  );
}

/** The words of the term (8 at most); "did you mean" keeps those `fixa` (numbers, fewer than 3 letters) as typed. */
function wordsOf(termo: string) {
  return termo
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, 8)
    .map((palavra, i) => {
      const norm = normalise(palavra);
      return { i, palavra, norm, fixa: norm.length < 3 || /^[0-9]+$/.test(norm) };
    });
}

/**
 * "Did you mean", in one statement: each word of the term the catalogue does not know is replaced
 * by the closest catalogue word by trigram similarity (the most frequent among equals), and the
 * result is offered only if the same search (second term, authority, filters) finds something with it.
 * A count rather than EXISTS: with the candidate unknown when the statement is planned, EXISTS
 * invites a sequential scan that stops at the first match, i.e. reads every title when none matches.
 */
async function suggest(tx: Queryable, p: SearchParams): Promise<string | null> {
  const words = wordsOf(p.termo);
  if (words.every((w) => w.fixa)) return null;
  const w = where(p, 's.termo');
  const [row] = await tx.query<{ termo: string }>(
    `WITH w AS (SELECT * FROM jsonb_to_recordset($1::jsonb) AS w(i int, palavra text, norm text, fixa boolean)),
     c AS MATERIALIZED (
       SELECT w.i, w.palavra,
         CASE WHEN w.fixa OR EXISTS (SELECT 1 FROM vocabulario v WHERE v.palavra_norm = w.norm) THEN NULL
           ELSE (SELECT v.palavra FROM vocabulario v WHERE v.palavra_norm % w.norm
                 ORDER BY similarity(v.palavra_norm, w.norm) DESC, v.frequencia DESC, v.palavra LIMIT 1) END AS melhor
       FROM w),
     s AS (SELECT string_agg(coalesce(c.melhor, c.palavra), ' ' ORDER BY c.i) AS termo, bool_or(c.melhor IS NOT NULL) AS mudou FROM c)
     SELECT s.termo FROM s
     WHERE s.mudou AND (SELECT count(*) FROM titulos t ${w.query} ${w.facets} WHERE ${w.termSql} AND ${w.filterSql}) > 0`,
    [JSON.stringify(words), ...w.params.slice(1)],
  );
  return row?.termo ?? null;
}

/** The titles of the catalogue: the planner's count (kept by ANALYZE), or a count where the table was never analysed (PGlite). */
async function catalogueSize(tx: Queryable): Promise<number> {
  const [row] = await tx.query<{ n: number }>(
    `SELECT CASE WHEN c.reltuples > 0 THEN c.reltuples::bigint ELSE (SELECT count(*) FROM titulos) END::float8 AS n
     FROM pg_class c WHERE c.oid = 'titulos'::regclass`,
  );
  return Number(row?.n ?? 0);
}

/** What isBroad found: whether the term is broad, its titles (estimated when broad) and the catalogue's. */
interface Breadth {
  broad: boolean;
  hits: number;
  titles: number;
}

/** The catalogue search's SQL. */
/** Title order for a broad term: the titles (in title order) searched first for the page. */
export const TITLE_PREFIX = 20_000;
/** Relevance order for a broad term: each of the two candidate sets holds at most this many titles. */
export const RANK_CANDIDATES = 2_000;

export function searchRepository(db: Db, options: SearchOptions = {}) {
  const exactUpTo = options.exactUpTo ?? EXACT_UP_TO;
  const sampleTitles = options.sampleTitles ?? SAMPLE_TITLES;

  /**
   * Whether the term finds more than `exactUpTo` titles (filters aside): a count that stops at
   * exactUpTo + 1, on the full-text index's bitmap, so it reads at most exactUpTo + 1 rows and never
   * tests a tsvector (a sequential scan, which the planner picks for a broad term, tests every
   * title's until it has found exactUpTo + 1: ten times slower).
   */
  async function isBroad(tx: Queryable, w: Where): Promise<Breadth> {
    // The planner's estimate first (the full-text statistics of ANALYZE, ~1 ms): well above the
    // threshold it is never wrong enough to matter, and the bounded count below costs a read of the
    // term's whole posting list (~100 ms for half a million titles) that the sample reads again.
    const [plan] = await tx.query<{ 'QUERY PLAN': [{ Plan: { 'Plan Rows': number } }] }>(
      `EXPLAIN (FORMAT JSON) SELECT 1 FROM titulos t ${w.query} WHERE ${w.termSql}`,
      w.termParams,
    );
    const estimate = plan?.['QUERY PLAN'][0]?.Plan['Plan Rows'] ?? 0;
    if (estimate > 3 * exactUpTo) return { broad: true, hits: estimate, titles: await catalogueSize(tx) };
    await tx.exec('SET LOCAL enable_seqscan = off');
    const [bounded] = await tx.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM (SELECT 1 FROM titulos t ${w.query} WHERE ${w.termSql} LIMIT ${exactUpTo + 1}) x`,
      w.termParams,
    );
    const n = bounded?.n ?? 0;
    return n > exactUpTo ? { broad: true, hits: Math.max(n, estimate), titles: await catalogueSize(tx) } : { broad: false, hits: n, titles: 0 };
  }

  /**
   * The page of rows. By relevance, a broad term ranks a bounded candidate set instead of every
   * title it finds (ranking reads each title's tsvector, most of them out of line: seconds at half a
   * million): without filters, the first RANK_CANDIDATES titles (in storage order) whose title has
   * the term (weight A: they rank first), or when those do not fill the page, and with filters, the
   * first RANK_CANDIDATES titles found — so a page holds the best matches among those, not
   * necessarily the best of the whole catalogue (exactly the best when the filters leave at most
   * RANK_CANDIDATES titles). By title, a broad term looks first among the first TITLE_PREFIX titles.
   */
  function pageQuery(p: SearchParams, w: Where, lang: Lang, found: Breadth): { sql: string; params: unknown[]; first?: string } {
    const n = w.params.length;
    const params = [...w.params, p.perPage, (p.page - 1) * p.perPage];
    const cols = `SELECT ${summaryColumns(lang)} FROM titulos t JOIN tipos_obra tp ON tp.cod_tipo_obra = t.cod_tipo_obra ${w.query}`;
    const page = `ORDER BY ${orderClause(p)} LIMIT $${n + 1} OFFSET $${n + 2}`;
    const sql = `${cols} ${w.facets} WHERE ${w.termSql} AND ${w.filterSql} ${page}`;
    // By title, when the term is in 10 % of the titles or more (2,000 of the prefix, on average) and
    // no filter narrows it: first among the first TITLE_PREFIX titles in title order
    // (titulos_ordem_obra_idx); a full page found there is exactly the page of the whole catalogue,
    // else the full sort. (Not for rarer terms: their matches may all sort elsewhere, e.g. titles
    // starting with the term, and the prefix is then read for nothing.)
    if (found.broad && p.orderBy === 'obra' && p.filtros.length === 0 && found.hits * 10 >= found.titles) {
      const dir = p.direction === 'D' ? 'DESC' : 'ASC';
      const prefix = `(SELECT * FROM titulos ORDER BY ordem_obra ${dir}, cod_acervo LIMIT ${TITLE_PREFIX}) t`;
      const first = `SELECT ${summaryColumns(lang)} FROM ${prefix} JOIN tipos_obra tp ON tp.cod_tipo_obra = t.cod_tipo_obra ${w.query} ${w.facets}
        WHERE ${w.termSql} AND ${w.filterSql} ORDER BY t.ordem_obra ${dir}, t.cod_acervo LIMIT $${n + 1} OFFSET $${n + 2}`;
      return { sql, params, first };
    }
    if (!found.broad || p.orderBy !== 'relevancia') return { sql, params };
    const limit = Math.max(RANK_CANDIDATES, p.page * p.perPage);
    const hits = `SELECT t.cod_acervo FROM titulos t ${w.query} ${w.facets} WHERE ${w.termSql} AND ${w.filterSql} LIMIT ${limit}`;
    const generic = `${cols} WHERE t.cod_acervo IN (${hits}) ${page}`;
    if (p.coluna !== 'INDICE_1' || p.filtros.length > 0) return { sql: generic, params };
    // Without filters, first the titles whose title has the term (weight A: they rank first) from
    // the title's own, smaller index; the whole condition is tested again on the candidates.
    const inTitle = w.termSql.replace('t.documento @@ q.q', 't.doc_titulo @@ q.q');
    return { sql: generic, params, first: `${cols} WHERE t.cod_acervo IN (SELECT t.cod_acervo FROM titulos t ${w.query} WHERE ${inTitle} LIMIT ${limit}) AND ${w.termSql} ${page}` };
  }

  /**
   * The total and the facets: exact when the term finds at most `exactUpTo` titles (a bounded
   * count decides: it stops at exactUpTo + 1); else counted on the titles of a fixed sample of the
   * catalogue (a k / 16384 share, by a hash of the code: the same search answers the same) and scaled up.
   */
  async function counts(tx: Queryable, w: Where, lang: Lang, { broad, hits, titles }: Breadth) {
    // The buckets (titles with BUCKET < k) for about sampleTitles titles, and for a very broad term
    // fewer: about SAMPLE_HITS of its titles. BUCKETS: the whole catalogue (no sampling).
    const k = broad && titles > 0 ? Math.max(1, Math.ceil(BUCKETS * Math.min(1, sampleTitles / titles, SAMPLE_HITS / hits))) : BUCKETS;
    if (k >= BUCKETS) {
      const titles = `titulos t ${w.query} ${FACET_ROW} WHERE ${w.termSql}`;
      return { ...facetsOf(await tx.query<FacetRow>(facetsSql(titles, w.filterSql, lang), w.params), lang), estimado: false };
    }
    const sample = `titulos t ${w.query} ${FACET_ROW} WHERE ${w.termSql} AND ${BUCKET} < ${k}`;
    const scale = BUCKETS / k;
    const up = (n: number) => Math.round(n * scale);
    const rows = (await tx.query<FacetRow>(facetsSql(sample, w.filterSql, lang), w.params)).map((r) => ({ ...r, total: up(r.total), total_sem: up(r.total_sem) }));
    return { ...facetsOf(rows, lang), estimado: true };
  }

  return {
    /**
     * A search: whether the term is broad (isBroad), then the page of rows (headings included) in
     * one statement, beside the total with the facets in another (two connections of a pg pool; PGlite runs them one after the other), and
     * "did you mean" after the latter, in its transaction, when nothing is found.
     */
    async search(p: SearchParams, lang: Lang): Promise<SearchResult> {
      const w = where(p);
      const found = await withSearchCosts(db, (tx) => isBroad(tx, w));
      const { broad } = found;
      const page = pageQuery(p, w, lang, found);
      const [counted, rows] = await Promise.all([
        withSearchCosts(db, async (tx) => {
          const { total, filtros, estimado } = await counts(tx, w, lang, found);
          return { total, filtros, estimado, sugestao: total === 0 && !estimado ? await suggest(tx, p) : null };
        }),
        withSearchCosts(db, async (tx) => {
          // The candidate sets (LIMIT) on the bitmap, not a sequential scan that tests tsvectors.
          if (broad) await tx.exec('SET LOCAL enable_seqscan = off');
          if (page.first) {
            const found = await tx.query<SummaryRow>(page.first, page.params);
            if (found.length === p.perPage) return found;
          }
          return tx.query<SummaryRow>(page.sql, page.params);
        }),
      ]);
      // An estimate is never below the titles this page shows (the sample may miss a rare filtered set).
      const shown = rows.length > 0 ? (p.page - 1) * p.perPage + rows.length : 0;
      const total = counted.estimado ? Math.max(counted.total, shown) : counted.total;
      return { ...counted, total, data: total === 0 ? [] : rows.map((r) => toSummary(r, lang)) };
    },

    /**
     * Autocomplete: the typed text with its last word completed by the catalogue's most frequent
     * words that start with it (accents and case ignored). Nothing for a last word of fewer than 2 letters.
     */
    async completions(termo: string, limite: number): Promise<string[]> {
      // eslint-disable-next-line no-control-regex -- NUL cannot reach PostgreSQL text
      const typed = termo.replace(/[\u0000-\u001f]/g, ' ').replace(/\s+/g, ' ').trimStart();
      const m = /^(.*?)([\p{L}\p{N}]+)$/u.exec(typed);
      if (!m) return [];
      const head = m[1] ?? '';
      const last = normalise(m[2] ?? '');
      if (last.length < 2) return [];
      const like = `${last.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      const rows = await db.query<{ palavra: string }>(
        `SELECT palavra FROM vocabulario WHERE palavra_norm LIKE $1 AND palavra_norm <> $2
         ORDER BY frequencia DESC, palavra LIMIT $3`,
        [like, last, limite],
      );
      return rows.map((r) => `${head}${r.palavra}`);
    },
  };
}

/** One search (the route's and the benchmark's direct runs). */
export const searchTitles = (db: Db, p: SearchParams, lang: Lang) => searchRepository(db).search(p, lang);
