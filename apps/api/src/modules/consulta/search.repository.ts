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
    sql += ` AND EXISTS (SELECT 1 FROM titulo_autoridade ta WHERE ta.cod_acervo = t.cod_acervo AND ta.cod_autoridade = $${params.length})`;
  }
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
  return db.transaction(async (tx) => {
    await tx.exec(`SET LOCAL random_page_cost = 1.1; SET LOCAL work_mem = '32MB'`);
    return fn(tx);
  });
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

/** The catalogue search's SQL. */
export function searchRepository(db: Db) {
  return {
    /**
     * A search: the page of rows (headings included) in one statement, beside the total with the
     * facets in another (two connections of a pg pool; PGlite runs them one after the other), and
     * "did you mean" after the latter, in its transaction, when nothing is found.
     */
    async search(p: SearchParams, lang: Lang): Promise<SearchResult> {
      const w = where(p);
      const [counted, rows] = await Promise.all([
        withSearchCosts(db, async (tx) => {
          const titles = `titulos t ${w.query} ${FACET_ROW} WHERE ${w.termSql}`;
          const { total, filtros } = facetsOf(await tx.query<FacetRow>(facetsSql(titles, w.filterSql, lang), w.params), lang);
          return { total, filtros, sugestao: total === 0 ? await suggest(tx, p) : null };
        }),
        withSearchCosts(db, (tx) =>
          tx.query<SummaryRow>(
            `SELECT ${summaryColumns(lang)}
             FROM titulos t JOIN tipos_obra tp ON tp.cod_tipo_obra = t.cod_tipo_obra ${w.query} ${w.facets}
             WHERE ${w.termSql} AND ${w.filterSql}
             ORDER BY ${orderClause(p)}
             LIMIT $${w.params.length + 1} OFFSET $${w.params.length + 2}`,
            [...w.params, p.perPage, (p.page - 1) * p.perPage],
          ),
        ),
      ]);
      return { ...counted, data: counted.total === 0 ? [] : rows.map((r) => toSummary(r, lang)) };
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
