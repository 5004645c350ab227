import { FILTER_CODES, type ColunaUm, type ConsultaItem, type ConsultaQuery, type Direction, type FilterCode, type Filtro, type OrderBy } from '@estante/api-contract';
import type { Db } from './db/db';
import { languageName, type Lang } from './i18n';
import { normalise } from './marc/text';

const COLUMN: Record<ColunaUm, string> = {
  INDICE_1: 'documento',
  INDICE_2: 'doc_assunto',
  INDICE_3: 'doc_autor',
  INDICE_4: 'doc_titulo',
};
const TYPE_COLUMN: Record<Lang, string> = { pt: 'descricao_pt', en: 'descricao_en', es: 'descricao_es' };

export interface SearchFilter {
  codigo: FilterCode;
  valor: string;
}

export interface SearchParams {
  termo: string;
  coluna: ColunaUm;
  indice: number | null;
  page: number;
  perPage: number;
  orderBy: OrderBy;
  direction: Direction;
  filtros: SearchFilter[];
  /** Advanced search: the second term, its index and how it combines with the first. */
  termo2: string | null;
  coluna2: ColunaUm;
  condicao: 'AND' | 'OR' | 'NOT';
  /** keyword_type F: each term is an exact phrase. */
  frase: boolean;
}

export interface SearchResult {
  data: ConsultaItem[];
  total: number;
  sugestao: string | null;
  filtros: Filtro[];
}

type Where = Pick<SearchParams, 'termo' | 'coluna' | 'indice' | 'filtros' | 'termo2' | 'coluna2' | 'condicao' | 'frase'>;

/** Values each filter code accepts (checked before any SQL runs). */
const VALUE: Record<FilterCode, RegExp> = {
  A: /^[1-9][0-9]{0,8}$/,
  S: /^[1-9][0-9]{0,8}$/,
  T: /^[1-9][0-9]{0,8}$/,
  B: /^[1-9][0-9]{0,8}$/,
  C: /^[1-9][0-9]{0,8}$/,
  I: /^[a-z]{3}$/,
  Y: /^[0-9]{4}$/,
  E: /^[a-z0-9]+( [a-z0-9]+)*$/,
  R: /^cr$/,
  U: /^[1-9][0-9]{0,8}$/,
  D: /^[1-9][0-9]{0,8}$/,
  P: /^[1-9][0-9]{0,8}$/,
};

/**
 * Parses `filtros=A:12,S:9,R:cr`; null when a pair is malformed, has an unknown code or a value
 * the code does not accept.
 */
export function parseFilters(raw: string | undefined): SearchFilter[] | null {
  if (raw === undefined || raw.trim() === '') return [];
  const out: SearchFilter[] = [];
  for (const part of raw.split(',')) {
    const m = /^\s*([A-Za-z]):(.*)$/.exec(part);
    if (!m) return null;
    const codigo = (m[1] ?? '').toUpperCase() as FilterCode;
    const valor = (m[2] ?? '').trim();
    if (!(FILTER_CODES as readonly string[]).includes(codigo) || !VALUE[codigo].test(valor)) return null;
    out.push({ codigo, valor });
  }
  return out.length > 20 ? null : out;
}

/**
 * The search a `/api/consulta` query string stands for, exactly as the route runs it (the benchmark
 * calls it too, so its direct runs match the HTTP ones): the reason instead when the filters are
 * malformed (400) or the term is empty (422).
 */
export function searchParamsOf(q: ConsultaQuery): SearchParams | 'filtroInvalido' | 'termoObrigatorio' {
  // eslint-disable-next-line no-control-regex -- NUL cannot reach PostgreSQL text
  const termo = q.termo_pesquisa?.replace(/[\u0000-\u001f]/g, ' ').trim() ?? '';
  // eslint-disable-next-line no-control-regex -- as above
  const termo2 = q.termo_pesquisa_2?.replace(/[\u0000-\u001f]/g, ' ').trim() ?? '';
  const filtros = parseFilters(q.filtros);
  if (filtros === null) return 'filtroInvalido';
  if (!termo) return 'termoObrigatorio';
  return {
    termo,
    coluna: q.coluna_um ?? 'INDICE_1',
    indice: q.indice ? Number(q.indice) : null,
    page: q.page ?? 1,
    perPage: q.perPage ?? 20,
    orderBy: q.orderBy ?? 'relevancia',
    direction: q.direction ?? 'C',
    filtros,
    termo2: termo2 || null,
    coluna2: q.coluna_dois ?? 'INDICE_1',
    condicao: q.condicao ?? 'AND',
    frase: q.keyword_type === 'F',
  };
}

/**
 * A condition on `f`, the title's row of titulo_facetas (its facet values, kept in step with the
 * title, its headings and its copies by triggers: migration 5); $n is the filter's value. The
 * facet counts read the same row, so a facet's total is the total of the search filtered by it.
 */
function filterCondition(f: SearchFilter, n: number): string {
  switch (f.codigo) {
    case 'A':
      return `$${n}::int = ANY (f.autores)`;
    case 'S':
      return `$${n}::int = ANY (f.assuntos)`;
    case 'T':
      return `f.tipo = $${n}::int`;
    case 'I':
      return `f.idioma = $${n}::text`;
    case 'Y':
      return `f.ano = $${n}::text`;
    case 'E':
      return `f.editora = $${n}::text`;
    case 'B':
      return `$${n}::int = ANY (f.bibliotecas)`;
    case 'C':
      // The campus's libraries once (an init plan), then an overlap test per title.
      return `f.bibliotecas && (SELECT coalesce(array_agg(fb.cod_biblioteca), '{}') FROM bibliotecas fb WHERE fb.cod_campus = $${n}::int)`;
    case 'R':
      return `(f.remoto AND $${n}::text = 'cr')`;
    case 'U':
      return `$${n}::int = ANY (f.cursos)`;
    case 'D':
      return `$${n}::int = ANY (f.disciplinas)`;
    case 'P':
      return `$${n}::int = ANY (f.professores)`;
  }
}

/** Integer facet codes are answered as numbers, the others as strings. */
const INTEGER_CODES = new Set<FilterCode>(['A', 'S', 'T', 'B', 'C', 'U', 'D', 'P']);

/** Facet labels: code -> pt, en, es. */
export const FILTER_LABELS: Record<FilterCode, Record<Lang, string>> = {
  A: { pt: 'Autor', en: 'Author', es: 'Autor' },
  S: { pt: 'Assunto', en: 'Subject', es: 'Materia' },
  T: { pt: 'Tipo de obra', en: 'Type of work', es: 'Tipo de obra' },
  I: { pt: 'Idioma', en: 'Language', es: 'Idioma' },
  Y: { pt: 'Ano de publicação', en: 'Publication year', es: 'Año de publicación' },
  E: { pt: 'Editora', en: 'Publisher', es: 'Editorial' },
  B: { pt: 'Biblioteca', en: 'Library', es: 'Biblioteca' },
  C: { pt: 'Campus', en: 'Campus', es: 'Campus' },
  R: { pt: 'Acesso remoto', en: 'Remote access', es: 'Acceso remoto' },
  U: { pt: 'Curso', en: 'Course', es: 'Carrera' },
  D: { pt: 'Disciplina', en: 'Course unit', es: 'Asignatura' },
  P: { pt: 'Professor', en: 'Professor', es: 'Profesor' },
};
const REMOTE_ITEM: Record<Lang, string> = { pt: 'Disponível on-line', en: 'Available online', es: 'Disponible en línea' };

/** Items per facet. */
export const FACET_SIZE = 15;

/**
 * Conditions on `t` (titulos) and their parameters: $1 the term, then the authority code, then
 * one per filter (on `f`, the title's titulo_facetas row: join it when `filterSql` is not `true`).
 * Every filter must hold.
 */
function where(p: Where): { sql: string; filterSql: string; params: unknown[] } {
  const params: unknown[] = [p.termo];
  let sql = `t.${COLUMN[p.coluna]} @@ q.q`;
  if (p.termo2) {
    params.push(p.termo2);
    const second = `t.${COLUMN[p.coluna2]} @@ ${p.frase ? 'phraseto_tsquery' : 'websearch_to_tsquery'}('portuguese', estante_unaccent($${params.length}))`;
    sql = `(${sql} ${p.condicao === 'OR' ? 'OR' : p.condicao === 'NOT' ? 'AND NOT' : 'AND'} ${second})`;
  }
  if (p.indice !== null) {
    params.push(p.indice);
    sql += ` AND EXISTS (SELECT 1 FROM titulo_autoridade ta WHERE ta.cod_acervo = t.cod_acervo AND ta.cod_autoridade = $${params.length})`;
  }
  const conds: string[] = [];
  for (const f of p.filtros) {
    params.push(f.valor);
    conds.push(filterCondition(f, params.length));
  }
  const filterSql = conds.length ? conds.join(' AND ') : 'true';
  return { sql, filterSql, params };
}

/** The first term as a tsquery (`q.q`, also used for ranking): words in any order, or the exact phrase. */
const queryOf = (p: Pick<Where, 'frase'>) =>
  `CROSS JOIN (SELECT ${p.frase ? 'phraseto_tsquery' : 'websearch_to_tsquery'}('portuguese', estante_unaccent($1)) AS q) q`;
const FACETS = 'JOIN titulo_facetas f ON f.cod_acervo = t.cod_acervo';

/**
 * Runs a search statement with planner costs for a catalogue that is in memory. With the default
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
function withSearchCosts<T>(db: Db, sql: string, params: unknown[]): Promise<T[]> {
  return db.transaction(async (tx) => {
    await tx.exec(`SET LOCAL random_page_cost = 1.1; SET LOCAL work_mem = '32MB'`);
    return tx.query<T>(sql, params);
  });
}

async function count(db: Db, p: Where): Promise<number> {
  const w = where(p);
  const join = p.filtros.length ? FACETS : '';
  const [row] = await withSearchCosts<{ n: number }>(db, `SELECT count(*)::int AS n FROM titulos t ${queryOf(p)} ${join} WHERE ${w.sql} AND ${w.filterSql}`, w.params);
  return row?.n ?? 0;
}

/**
 * The total and the facets of a search in one statement. `base` holds the facet values of every
 * title the term finds (filters or not) and whether the filters hold (`ok`); every title has one
 * row of titulo_facetas with each multi-valued facet (authors, subjects, libraries) already
 * distinct, so plain counts are counts of titles. One pass groups the single-valued facets (and the
 * library sets, from which the library and campus counts follow), one unnests the authors, one
 * the subjects. Per code: the most frequent values among the filtered titles (`total`), with the
 * count for the term alone (`totalSemFiltro`).
 */
async function totalAndFacets(db: Db, p: Where, lang: Lang): Promise<{ total: number; filtros: Filtro[] }> {
  const w = where(p);
  const rows = await withSearchCosts<{ faceta: FilterCode | '#'; codigo: string; descricao: string; total: number; total_sem: number }>(
    db,
    `WITH base AS MATERIALIZED (
       SELECT f.tipo, f.idioma, f.ano, f.editora, f.editora_desc, f.remoto, f.autores, f.assuntos, f.bibliotecas,
         f.cursos, f.disciplinas, f.professores, (${w.filterSql}) AS ok
       FROM titulos t ${queryOf(p)} ${FACETS} WHERE ${w.sql}),
     g AS (
       SELECT CASE WHEN GROUPING(tipo) = 0 THEN 'T' WHEN GROUPING(idioma) = 0 THEN 'I' WHEN GROUPING(ano) = 0 THEN 'Y'
           WHEN GROUPING(editora) = 0 THEN 'E' WHEN GROUPING(remoto) = 0 THEN 'R' WHEN GROUPING(bibliotecas) = 0 THEN 'b' ELSE '#' END AS faceta,
         tipo, idioma, ano, editora, remoto, bibliotecas, min(editora_desc) AS editora_desc,
         (count(*) FILTER (WHERE ok))::int AS total, count(*)::int AS total_sem
       FROM base GROUP BY GROUPING SETS ((), (tipo), (idioma), (ano), (editora), (remoto), (bibliotecas))),
     gb AS (
       SELECT bi.cod_biblioteca, bi.cod_campus, bi.desc_biblioteca, g.bibliotecas, g.total, g.total_sem
       FROM g JOIN bibliotecas bi ON bi.cod_biblioteca = ANY (g.bibliotecas) WHERE g.faceta = 'b'),
     items AS (
       SELECT 'A' AS faceta, v.codigo::text AS codigo, a.cabecalho AS descricao, v.total, v.total_sem
       FROM (SELECT x AS codigo, (count(*) FILTER (WHERE ok))::int AS total, count(*)::int AS total_sem
             FROM (SELECT unnest(autores) AS x, ok FROM base) u GROUP BY x) v
       JOIN autoridades a ON a.cod_autoridade = v.codigo
       UNION ALL
       SELECT 'S', v.codigo::text, a.cabecalho, v.total, v.total_sem
       FROM (SELECT x AS codigo, (count(*) FILTER (WHERE ok))::int AS total, count(*)::int AS total_sem
             FROM (SELECT unnest(assuntos) AS x, ok FROM base) u GROUP BY x) v
       JOIN autoridades a ON a.cod_autoridade = v.codigo
       UNION ALL
       SELECT 'U', v.codigo::text, c.nome_curso, v.total, v.total_sem
       FROM (SELECT x AS codigo, (count(*) FILTER (WHERE ok))::int AS total, count(*)::int AS total_sem
             FROM (SELECT unnest(cursos) AS x, ok FROM base) u GROUP BY x) v
       JOIN cursos c ON c.cod_curso = v.codigo
       UNION ALL
       SELECT 'D', v.codigo::text, d.codigo || ' – ' || d.nome_disciplina, v.total, v.total_sem
       FROM (SELECT x AS codigo, (count(*) FILTER (WHERE ok))::int AS total, count(*)::int AS total_sem
             FROM (SELECT unnest(disciplinas) AS x, ok FROM base) u GROUP BY x) v
       JOIN disciplinas d ON d.cod_disciplina = v.codigo
       UNION ALL
       SELECT 'P', v.codigo::text, pe.nome_pessoa, v.total, v.total_sem
       FROM (SELECT x AS codigo, (count(*) FILTER (WHERE ok))::int AS total, count(*)::int AS total_sem
             FROM (SELECT unnest(professores) AS x, ok FROM base) u GROUP BY x) v
       JOIN pessoas pe ON pe.cod_pessoa = v.codigo
       UNION ALL
       SELECT 'T', g.tipo::text, tp.${TYPE_COLUMN[lang]}, g.total, g.total_sem FROM g JOIN tipos_obra tp ON tp.cod_tipo_obra = g.tipo WHERE g.faceta = 'T'
       UNION ALL
       SELECT 'I', g.idioma, g.idioma, g.total, g.total_sem FROM g WHERE g.faceta = 'I' AND g.idioma IS NOT NULL
       UNION ALL
       SELECT 'Y', g.ano, g.ano, g.total, g.total_sem FROM g WHERE g.faceta = 'Y' AND g.ano IS NOT NULL
       UNION ALL
       SELECT 'E', g.editora, g.editora_desc, g.total, g.total_sem FROM g WHERE g.faceta = 'E' AND g.editora IS NOT NULL
       UNION ALL
       SELECT 'R', 'cr', '', g.total, g.total_sem FROM g WHERE g.faceta = 'R' AND g.remoto
       UNION ALL
       SELECT 'B', gb.cod_biblioteca::text, min(gb.desc_biblioteca), sum(gb.total)::int, sum(gb.total_sem)::int FROM gb GROUP BY gb.cod_biblioteca
       UNION ALL
       SELECT 'C', c.cod_campus::text, min(c.nome_campus), sum(x.total)::int, sum(x.total_sem)::int
       FROM (SELECT DISTINCT ON (gb.bibliotecas, gb.cod_campus) gb.cod_campus, gb.total, gb.total_sem FROM gb) x
       JOIN campus c ON c.cod_campus = x.cod_campus GROUP BY c.cod_campus
       UNION ALL
       SELECT '#', '', '', g.total, g.total_sem FROM g WHERE g.faceta = '#')
     SELECT faceta, codigo, descricao, total, total_sem FROM (
       SELECT items.*, row_number() OVER (PARTITION BY faceta ORDER BY total DESC, total_sem DESC, descricao, codigo) AS rn
       FROM items WHERE total > 0 OR faceta = '#'
     ) x WHERE rn <= ${FACET_SIZE} ORDER BY faceta, rn`,
    w.params,
  );
  const total = rows.find((r) => r.faceta === '#')?.total ?? 0;
  const filtros = FILTER_CODES.map((c) => ({
    codigo: c,
    descricao: FILTER_LABELS[c][lang],
    itens: rows
      .filter((r) => r.faceta === c)
      .map((r) => ({
        codigo: INTEGER_CODES.has(c) ? Number(r.codigo) : r.codigo,
        descricao: c === 'I' ? (languageName(r.codigo, lang) ?? r.codigo) : c === 'R' ? REMOTE_ITEM[lang] : r.descricao,
        total: r.total,
        totalSemFiltro: r.total_sem,
      })),
  })).filter((f) => f.itens.length > 0);
  return { total, filtros };
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

/** One page of the filtered search, in the requested order. */
function page(db: Db, p: SearchParams, lang: Lang) {
  const w = where(p);
  const params = w.params;
  params.push(p.perPage, (p.page - 1) * p.perPage);
  const n = params.length;
  return withSearchCosts<{
    cod_acervo: number;
    obra: string;
    descricao: string;
    ano_publicacao: string | null;
    cod_tipo_obra: number;
    desc_tipo_obra: string;
    idioma: string | null;
    acesso_remoto: boolean;
  }>(
    db,
    `SELECT t.cod_acervo, t.obra, t.descricao, t.ano_publicacao, t.cod_tipo_obra, tp.${TYPE_COLUMN[lang]} AS desc_tipo_obra,
       t.idioma, jsonb_array_length(t.links) > 0 AS acesso_remoto
     FROM titulos t JOIN tipos_obra tp ON tp.cod_tipo_obra = t.cod_tipo_obra ${queryOf(p)} ${p.filtros.length ? FACETS : ''}
     WHERE ${w.sql} AND ${w.filterSql}
     ORDER BY ${orderClause(p)}
     LIMIT $${n - 1} OFFSET $${n}`,
    params,
  );
}

/**
 * The total with the facets, and the page, run side by side (two connections of a pg pool; PGlite
 * runs them one after the other).
 */
export async function searchTitles(db: Db, p: SearchParams, lang: Lang): Promise<SearchResult> {
  const [{ total, filtros }, rows] = await Promise.all([totalAndFacets(db, p, lang), page(db, p, lang)]);
  if (total === 0) return { data: [], total, filtros, sugestao: await suggest(db, p) };
  const extra = await headingsOf(
    db,
    rows.map((r) => r.cod_acervo),
  );
  return {
    total,
    sugestao: null,
    filtros,
    data: rows.map((r) => ({
      ...r,
      idioma_desc: languageName(r.idioma, lang),
      link_capa: null,
      possui_acessibilidade: false,
      rota: `/acervo/${r.cod_acervo}`,
      dados_adicionais: extra.get(r.cod_acervo) ?? { A: [], S: [] },
    })),
  };
}

async function headingsOf(db: Db, ids: number[]) {
  const out = new Map<number, { A: { codigo: number; descricao: string }[]; S: { codigo: number; descricao: string }[] }>();
  if (ids.length === 0) return out;
  const rows = await db.query<{ cod_acervo: number; papel: 'A' | 'S'; codigo: number; descricao: string }>(
    `SELECT ta.cod_acervo, ta.papel, a.cod_autoridade AS codigo, a.cabecalho AS descricao
     FROM titulo_autoridade ta JOIN autoridades a ON a.cod_autoridade = ta.cod_autoridade
     WHERE ta.cod_acervo IN (SELECT (jsonb_array_elements_text($1::jsonb))::int)
     ORDER BY ta.cod_acervo, ta.ordem`,
    [JSON.stringify(ids)],
  );
  for (const r of rows) {
    const entry = out.get(r.cod_acervo) ?? { A: [], S: [] };
    entry[r.papel].push({ codigo: r.codigo, descricao: r.descricao });
    out.set(r.cod_acervo, entry);
  }
  return out;
}

/**
 * "Did you mean": replaces each unknown word of the term with the closest catalogue word by
 * trigram similarity, and offers the result only if it finds something.
 */
async function suggest(db: Db, p: SearchParams): Promise<string | null> {
  const words = p.termo.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter(Boolean).slice(0, 8);
  let changed = false;
  const out: string[] = [];
  for (const w of words) {
    const n = normalise(w);
    if (n.length < 3 || /^[0-9]+$/.test(n)) {
      out.push(w);
      continue;
    }
    const [known] = await db.query('SELECT 1 FROM vocabulario WHERE palavra_norm = $1', [n]);
    if (known) {
      out.push(w);
      continue;
    }
    const [best] = await db.query<{ palavra: string }>(
      `SELECT palavra FROM vocabulario WHERE palavra_norm % $1
       ORDER BY similarity(palavra_norm, $1) DESC, frequencia DESC, palavra LIMIT 1`,
      [n],
    );
    if (best) {
      out.push(best.palavra);
      changed = true;
    } else {
      out.push(w);
    }
  }
  if (!changed) return null;
  const candidate = out.join(' ');
  return (await count(db, { ...p, termo: candidate })) > 0 ? candidate : null;
}

/**
 * Autocomplete: the typed text with its last word completed by the catalogue's most frequent words
 * that start with it (accents and case ignored). Nothing for a last word of fewer than 2 letters.
 */
export async function completions(db: Db, termo: string, limite: number): Promise<string[]> {
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
}

/** Titles by code as search rows (the basket's list), in the order asked; unknown codes left out. */
export async function titleSummaries(db: Db, ids: readonly number[], lang: Lang): Promise<ConsultaItem[]> {
  if (ids.length === 0) return [];
  const rows = await db.query<{
    cod_acervo: number;
    obra: string;
    descricao: string;
    ano_publicacao: string | null;
    cod_tipo_obra: number;
    desc_tipo_obra: string;
    idioma: string | null;
    acesso_remoto: boolean;
  }>(
    `SELECT t.cod_acervo, t.obra, t.descricao, t.ano_publicacao, t.cod_tipo_obra, tp.${TYPE_COLUMN[lang]} AS desc_tipo_obra,
       t.idioma, jsonb_array_length(t.links) > 0 AS acesso_remoto
     FROM titulos t JOIN tipos_obra tp ON tp.cod_tipo_obra = t.cod_tipo_obra
     WHERE t.cod_acervo IN (SELECT (jsonb_array_elements_text($1::jsonb))::int)`,
    [JSON.stringify(ids)],
  );
  const extra = await headingsOf(db, rows.map((r) => r.cod_acervo));
  const byId = new Map(rows.map((r) => [r.cod_acervo, r]));
  return ids.flatMap((id) => {
    const r = byId.get(id);
    return r
      ? [{
          ...r,
          idioma_desc: languageName(r.idioma, lang),
          link_capa: null,
          possui_acessibilidade: false,
          rota: `/acervo/${r.cod_acervo}`,
          dados_adicionais: extra.get(r.cod_acervo) ?? { A: [], S: [] },
        }]
      : [];
  });
}
