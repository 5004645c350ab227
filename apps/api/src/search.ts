import { FILTER_CODES, type ColunaUm, type ConsultaItem, type Direction, type FilterCode, type Filtro, type OrderBy } from '@estante/api-contract';
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
}

export interface SearchResult {
  data: ConsultaItem[];
  total: number;
  sugestao: string | null;
  filtros: Filtro[];
}

type Where = Pick<SearchParams, 'termo' | 'coluna' | 'indice' | 'filtros'>;

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

/** A condition on the row `t` of titulos; $n is the filter's value. */
function filterCondition(f: SearchFilter, n: number): string {
  switch (f.codigo) {
    case 'A':
    case 'S':
      return `EXISTS (SELECT 1 FROM titulo_autoridade f WHERE f.cod_acervo = t.cod_acervo AND f.papel = '${f.codigo}' AND f.cod_autoridade = $${n}::int)`;
    case 'T':
      return `t.cod_tipo_obra = $${n}::int`;
    case 'I':
      return `t.idioma = $${n}::text`;
    case 'Y':
      return `substring(t.ano_publicacao from '[0-9]{4}') = $${n}::text`;
    case 'E':
      return `estante_norm(t.editora) = $${n}::text`;
    case 'B':
      return `EXISTS (SELECT 1 FROM exemplares f WHERE f.cod_acervo = t.cod_acervo AND f.cod_biblioteca = $${n}::int)`;
    case 'C':
      return `EXISTS (SELECT 1 FROM exemplares f JOIN bibliotecas fb ON fb.cod_biblioteca = f.cod_biblioteca WHERE f.cod_acervo = t.cod_acervo AND fb.cod_campus = $${n}::int)`;
    case 'R':
      return `(jsonb_array_length(t.links) > 0 AND $${n}::text = 'cr')`;
  }
}

/** (cod_acervo, ok, codigo, descricao) of every title of `base` having a value of the facet. */
function facetValues(codigo: FilterCode, lang: Lang): string {
  const titles = 'FROM base b JOIN titulos t ON t.cod_acervo = b.cod_acervo';
  switch (codigo) {
    case 'A':
    case 'S':
      return `SELECT b.cod_acervo, b.ok, ta.cod_autoridade::text, a.cabecalho
        FROM base b JOIN titulo_autoridade ta ON ta.cod_acervo = b.cod_acervo AND ta.papel = '${codigo}'
        JOIN autoridades a ON a.cod_autoridade = ta.cod_autoridade`;
    case 'T':
      return `SELECT b.cod_acervo, b.ok, t.cod_tipo_obra::text, tp.${TYPE_COLUMN[lang]} ${titles} JOIN tipos_obra tp ON tp.cod_tipo_obra = t.cod_tipo_obra`;
    case 'I':
      return `SELECT b.cod_acervo, b.ok, t.idioma, t.idioma ${titles} WHERE t.idioma IS NOT NULL`;
    case 'Y':
      return `SELECT b.cod_acervo, b.ok, y, y FROM (SELECT b.cod_acervo, b.ok, substring(t.ano_publicacao from '[0-9]{4}') AS y ${titles}) b WHERE y IS NOT NULL`;
    case 'E':
      return `SELECT b.cod_acervo, b.ok, e, editora FROM (SELECT b.cod_acervo, b.ok, estante_norm(t.editora) AS e, t.editora ${titles}) b WHERE e <> ''`;
    case 'B':
      return `SELECT b.cod_acervo, b.ok, e.cod_biblioteca::text, bi.desc_biblioteca
        FROM base b JOIN exemplares e ON e.cod_acervo = b.cod_acervo JOIN bibliotecas bi ON bi.cod_biblioteca = e.cod_biblioteca`;
    case 'C':
      return `SELECT b.cod_acervo, b.ok, bi.cod_campus::text, c.nome_campus
        FROM base b JOIN exemplares e ON e.cod_acervo = b.cod_acervo JOIN bibliotecas bi ON bi.cod_biblioteca = e.cod_biblioteca
        JOIN campus c ON c.cod_campus = bi.cod_campus`;
    case 'R':
      return `SELECT b.cod_acervo, b.ok, 'cr', '' ${titles} WHERE jsonb_array_length(t.links) > 0`;
  }
}

/** Integer facet codes are answered as numbers, the others as strings. */
const INTEGER_CODES = new Set<FilterCode>(['A', 'S', 'T', 'B', 'C']);

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
};
const REMOTE_ITEM: Record<Lang, string> = { pt: 'Disponível on-line', en: 'Available online', es: 'Disponible en línea' };

/** Items per facet. */
export const FACET_SIZE = 15;

/**
 * Conditions on `t` (titulos) and their parameters: $1 the term, then the authority code, then
 * one per filter. Every filter must hold.
 */
function where(p: Where): { sql: string; filterSql: string; params: unknown[] } {
  const params: unknown[] = [p.termo];
  let sql = `t.${COLUMN[p.coluna]} @@ q.q`;
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

const QUERY = `CROSS JOIN (SELECT websearch_to_tsquery('portuguese', estante_unaccent($1)) AS q) q`;

async function count(db: Db, p: Where): Promise<number> {
  const w = where(p);
  const [row] = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM titulos t ${QUERY} WHERE ${w.sql} AND ${w.filterSql}`, w.params);
  return row?.n ?? 0;
}

/** Facets of a search: per code the most frequent values among the filtered titles, with the unfiltered counts. */
async function facets(db: Db, p: Where, lang: Lang): Promise<Filtro[]> {
  const w = where(p);
  const parts = FILTER_CODES.map(
    (c) => `SELECT '${c}' AS faceta, v.codigo, min(v.descricao) AS descricao,
      count(DISTINCT v.cod_acervo) FILTER (WHERE v.ok)::int AS total, count(DISTINCT v.cod_acervo)::int AS total_sem
      FROM (${facetValues(c, lang)}) v (cod_acervo, ok, codigo, descricao)
      GROUP BY v.codigo`,
  );
  const rows = await db.query<{ faceta: FilterCode; codigo: string; descricao: string; total: number; total_sem: number }>(
    `WITH base AS MATERIALIZED (SELECT t.cod_acervo, (${w.filterSql}) AS ok FROM titulos t ${QUERY} WHERE ${w.sql}),
     f AS (${parts.join('\n UNION ALL ')})
     SELECT faceta, codigo, descricao, total, total_sem FROM (
       SELECT f.*, row_number() OVER (PARTITION BY faceta ORDER BY total DESC, total_sem DESC, descricao, codigo) AS rn FROM f WHERE total > 0
     ) x WHERE rn <= ${FACET_SIZE} ORDER BY faceta, rn`,
    w.params,
  );
  return FILTER_CODES.map((c) => ({
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
}

function orderClause(p: SearchParams): string {
  const dir = p.direction === 'D' ? 'DESC' : 'ASC';
  switch (p.orderBy) {
    case 'obra':
      return `t.ordem_obra ${dir}, t.cod_acervo`;
    case 'ano':
      return `t.ano_publicacao ${dir} NULLS LAST, t.ordem_obra, t.cod_acervo`;
    case 'autor':
      return `t.ordem_autor ${dir} NULLS LAST, t.ordem_obra, t.cod_acervo`;
    default:
      // C (the default) puts the best match first.
      return `ts_rank_cd(t.${COLUMN[p.coluna]}, q.q) ${p.direction === 'D' ? 'ASC' : 'DESC'}, t.ordem_obra, t.cod_acervo`;
  }
}

export async function searchTitles(db: Db, p: SearchParams, lang: Lang): Promise<SearchResult> {
  const total = await count(db, p);
  const filtros = await facets(db, p, lang);
  if (total === 0) return { data: [], total, filtros, sugestao: await suggest(db, p) };
  const w = where(p);
  const params = w.params;
  params.push(p.perPage, (p.page - 1) * p.perPage);
  const n = params.length;
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
     FROM titulos t JOIN tipos_obra tp ON tp.cod_tipo_obra = t.cod_tipo_obra ${QUERY}
     WHERE ${w.sql} AND ${w.filterSql}
     ORDER BY ${orderClause(p)}
     LIMIT $${n - 1} OFFSET $${n}`,
    params,
  );
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
