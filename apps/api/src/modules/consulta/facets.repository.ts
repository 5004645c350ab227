import type { Filtro } from '@estante/api-contract';
import type { FilterCode, FilterPair } from '@estante/api-contract/constants';
import { languageName } from '../../lib/languages';
import { say, type Lang, type Text } from '../../plugins/lang';
import { TYPE_COLUMN } from '../acervo/summaries.repository';

/**
 * The facets of the search: ONE table says, per filter code, where a title's values are (its
 * titulo_facetas row, kept in step with the title, its headings, copies and bibliographies by
 * triggers), how a filter value matches them and how an item is labelled; the filter conditions and
 * the one statement counting every facet are generated from it.
 */
interface FacetDef {
  readonly code: FilterCode;
  /** The facet's name. */
  readonly name: Text;
  /** The titulo_facetas column holding the title's values. */
  readonly column: string;
  /**
   * one: one value per title (or null), counted in the grouping pass.
   * many: an array of distinct values, unnested and counted.
   * set: an array with few distinct combinations (a title's libraries): counted per combination in
   *   the grouping pass, then spread over the members' `through.parent` (each combination once per parent).
   * flag: a boolean; its one item is `value`, for the titles where it holds.
   */
  readonly shape: 'one' | 'many' | 'set' | 'flag';
  /** Values are integer codes: matched as int, answered as numbers. */
  readonly integer: boolean;
  /** set: the table of the members, their key and the value counted (the key itself or a parent). */
  readonly through?: { readonly table: string; readonly key: string; readonly parent: string };
  /** flag: the code of its item. */
  readonly value?: string;
  /**
   * The item's label in SQL: a table joined as `l` on the value (`v.codigo`) and the expression; or
   * a column grouped beside the value (`companion`, its first value); else the value itself.
   */
  readonly label?: { readonly join: string; readonly expr: (lang: Lang) => string } | { readonly companion: string };
  /** The item's label made after the query (replaces the SQL one). */
  readonly itemLabel?: (codigo: string, lang: Lang) => string;
}

const REMOTE_ITEM: Text = { pt: 'Disponível on-line', en: 'Available online', es: 'Disponible en línea' };
const joinOn = (table: string, key: string, expr: string) => ({ join: `JOIN ${table} l ON l.${key} = v.codigo`, expr: () => expr });

/** In the order the facets are answered (and /api/consulta/filtros lists them). */
export const FACETS: readonly FacetDef[] = [
  { code: 'A', name: { pt: 'Autor', en: 'Author', es: 'Autor' }, column: 'autores', shape: 'many', integer: true, label: joinOn('autoridades', 'cod_autoridade', 'l.cabecalho') },
  { code: 'S', name: { pt: 'Assunto', en: 'Subject', es: 'Materia' }, column: 'assuntos', shape: 'many', integer: true, label: joinOn('autoridades', 'cod_autoridade', 'l.cabecalho') },
  {
    code: 'T',
    name: { pt: 'Tipo de obra', en: 'Type of work', es: 'Tipo de obra' },
    column: 'tipo',
    shape: 'one',
    integer: true,
    label: { join: 'JOIN tipos_obra l ON l.cod_tipo_obra = v.codigo', expr: (lang) => `l.${TYPE_COLUMN[lang]}` },
  },
  {
    code: 'I',
    name: { pt: 'Idioma', en: 'Language', es: 'Idioma' },
    column: 'idioma',
    shape: 'one',
    integer: false,
    itemLabel: (codigo, lang) => languageName(codigo, lang) ?? codigo,
  },
  { code: 'Y', name: { pt: 'Ano de publicação', en: 'Publication year', es: 'Año de publicación' }, column: 'ano', shape: 'one', integer: false },
  { code: 'E', name: { pt: 'Editora', en: 'Publisher', es: 'Editorial' }, column: 'editora', shape: 'one', integer: false, label: { companion: 'editora_desc' } },
  {
    code: 'B',
    name: { pt: 'Biblioteca', en: 'Library', es: 'Biblioteca' },
    column: 'bibliotecas',
    shape: 'set',
    integer: true,
    through: { table: 'bibliotecas', key: 'cod_biblioteca', parent: 'cod_biblioteca' },
    label: joinOn('bibliotecas', 'cod_biblioteca', 'l.desc_biblioteca'),
  },
  {
    code: 'C',
    name: { pt: 'Campus', en: 'Campus', es: 'Campus' },
    column: 'bibliotecas',
    shape: 'set',
    integer: true,
    through: { table: 'bibliotecas', key: 'cod_biblioteca', parent: 'cod_campus' },
    label: joinOn('campus', 'cod_campus', 'l.nome_campus'),
  },
  {
    code: 'R',
    name: { pt: 'Acesso remoto', en: 'Remote access', es: 'Acceso remoto' },
    column: 'remoto',
    shape: 'flag',
    integer: false,
    value: 'cr',
    itemLabel: (_, lang) => say(REMOTE_ITEM, lang),
  },
  { code: 'U', name: { pt: 'Curso', en: 'Course', es: 'Carrera' }, column: 'cursos', shape: 'many', integer: true, label: joinOn('cursos', 'cod_curso', 'l.nome_curso') },
  {
    code: 'D',
    name: { pt: 'Disciplina', en: 'Course unit', es: 'Asignatura' },
    column: 'disciplinas',
    shape: 'many',
    integer: true,
    label: joinOn('disciplinas', 'cod_disciplina', `l.codigo || ' – ' || l.nome_disciplina`),
  },
  { code: 'P', name: { pt: 'Professor', en: 'Professor', es: 'Profesor' }, column: 'professores', shape: 'many', integer: true, label: joinOn('pessoas', 'cod_pessoa', 'l.nome_pessoa') },
];

const BY_CODE = new Map(FACETS.map((f) => [f.code, f]));

/** Items per facet. */
export const FACET_SIZE = 15;

/**
 * A filter's condition on `f` (the title's titulo_facetas row) with its value as `$n`, and whether
 * it takes that parameter. A code the catalogue has no data for (F, N, O, L, G, M, X, K, Z) holds
 * for no title.
 */
export function filterCondition(filter: FilterPair, n: number): { sql: string; usesParam: boolean } {
  const f = BY_CODE.get(filter.code);
  if (!f) return { sql: 'false', usesParam: false };
  const value = `$${n}::${f.integer ? 'int' : 'text'}`;
  switch (f.shape) {
    case 'one':
      return { sql: `f.${f.column} = ${value}`, usesParam: true };
    case 'flag':
      return { sql: `(f.${f.column} AND ${value} = '${f.value}')`, usesParam: true };
    case 'many':
      // Containment rather than `= ANY`: the same titles, and the form the GIN indexes of migration 9 serve.
      return { sql: `f.${f.column} @> ARRAY[${value}]`, usesParam: true };
    case 'set': {
      const t = f.through;
      if (!t || t.parent === t.key) return { sql: `${value} = ANY (f.${f.column})`, usesParam: true };
      // The parent's members once (an init plan), then an overlap test per title.
      return { sql: `f.${f.column} && (SELECT coalesce(array_agg(m.${t.key}), '{}') FROM ${t.table} m WHERE m.${t.parent} = ${value})`, usesParam: true };
    }
  }
}

/** The grouping pass's sets: one per column of the one, flag and set facets. */
const GROUPED = [...new Set(FACETS.filter((f) => f.shape !== 'many').map((f) => f.column))];
const COMPANIONS = FACETS.flatMap((f) => (f.label && 'companion' in f.label ? [f.label.companion] : []));

/** Per facet: its values `v` (codigo, rotulo, total, total_sem), from the grouping pass `g` or the base rows. */
function countsOf(f: FacetDef): string {
  const counts = '(count(*) FILTER (WHERE ok))::int AS total, count(*)::int AS total_sem';
  const companion = f.label && 'companion' in f.label ? `g.${f.label.companion}` : 'NULL::text';
  switch (f.shape) {
    case 'one':
      return `SELECT g.${f.column} AS codigo, ${companion} AS rotulo, g.total, g.total_sem FROM g WHERE g.grupo = '${f.column}' AND g.${f.column} IS NOT NULL`;
    case 'flag':
      return `SELECT '${f.value}'::text AS codigo, NULL::text AS rotulo, g.total, g.total_sem FROM g WHERE g.grupo = '${f.column}' AND g.${f.column}`;
    case 'many':
      // unnest in the select list (a ProjectSet), not a lateral function scan per row: 15 % faster.
      return `SELECT x AS codigo, NULL::text AS rotulo, ${counts} FROM (SELECT unnest(${f.column}) AS x, ok FROM base) u GROUP BY x`;
    case 'set': {
      const t = f.through ?? { table: '', key: '', parent: '' };
      // A combination's members are distinct; their parents may repeat (two libraries of one campus).
      return `SELECT s.codigo, NULL::text AS rotulo, sum(s.total)::int AS total, sum(s.total_sem)::int AS total_sem
        FROM (SELECT ${t.parent === t.key ? '' : 'DISTINCT'} g.${f.column}, m.${t.parent} AS codigo, g.total, g.total_sem
              FROM g JOIN ${t.table} m ON m.${t.key} = ANY (g.${f.column}) WHERE g.grupo = '${f.column}') s
        GROUP BY s.codigo`;
    }
  }
}

function itemsOf(f: FacetDef, lang: Lang): string {
  const label = f.label && 'join' in f.label ? f.label : null;
  const descricao = label ? label.expr(lang) : f.label ? 'v.rotulo' : 'v.codigo::text';
  return `SELECT '${f.code}' AS faceta, v.codigo::text AS codigo, ${descricao} AS descricao, v.total, v.total_sem
    FROM (${countsOf(f)}) v ${label?.join ?? ''}`;
}

/**
 * The total and every facet of a search in one statement. `base` holds the facet values of every
 * title the term finds (filters or not) and whether the filters hold (`ok`); multi-valued facets
 * are distinct arrays, so plain counts are counts of titles. One pass (`g`) groups the one-valued
 * facets and the sets, one unnests each array. Per code: the most frequent values among the
 * filtered titles (`total`), with the count for the term alone (`total_sem`); the row of faceta '#'
 * holds the search's total.
 *
 * @param from the FROM and WHERE of the term's titles (`t`, `q`, `f` joined), e.g. `titulos t … WHERE …`
 * @param filterSql the filters' condition on `f`
 */
export function facetsSql(from: string, filterSql: string, lang: Lang): string {
  const grupo = GROUPED.map((c) => `WHEN GROUPING(${c}) = 0 THEN '${c}'`).join(' ');
  const columns = [...new Set(FACETS.map((f) => f.column)), ...COMPANIONS].map((c) => `f.${c}`).join(', ');
  return `WITH base AS MATERIALIZED (
      SELECT ${columns}, (${filterSql}) AS ok FROM ${from}),
    g AS (
      SELECT CASE ${grupo} ELSE '#' END AS grupo, ${GROUPED.join(', ')}, ${COMPANIONS.map((c) => `min(${c}) AS ${c}`).join(', ')},
        (count(*) FILTER (WHERE ok))::int AS total, count(*)::int AS total_sem
      FROM base GROUP BY GROUPING SETS ((), ${GROUPED.map((c) => `(${c})`).join(', ')})),
    items AS (
      ${FACETS.map((f) => itemsOf(f, lang)).join('\n      UNION ALL\n      ')}
      UNION ALL
      SELECT '#', '', '', g.total, g.total_sem FROM g WHERE g.grupo = '#')
    SELECT faceta, codigo, descricao, total, total_sem FROM (
      SELECT items.*, row_number() OVER (PARTITION BY faceta ORDER BY total DESC, total_sem DESC, descricao, codigo) AS rn
      FROM items WHERE total > 0 OR faceta = '#'
    ) x WHERE rn <= ${FACET_SIZE} ORDER BY faceta, rn`;
}

export interface FacetRow {
  faceta: string;
  codigo: string;
  descricao: string;
  total: number;
  total_sem: number;
}

/** The answer's facets from facetsSql's rows: those with items, in FACETS order. */
export function facetsOf(rows: readonly FacetRow[], lang: Lang): { total: number; filtros: Filtro[] } {
  const total = rows.find((r) => r.faceta === '#')?.total ?? 0;
  const filtros = FACETS.map((f) => ({
    codigo: f.code,
    descricao: say(f.name, lang),
    itens: rows
      .filter((r) => r.faceta === f.code)
      .map((r) => ({
        codigo: f.integer ? Number(r.codigo) : r.codigo,
        descricao: f.itemLabel ? f.itemLabel(r.codigo, lang) : r.descricao,
        total: r.total,
        totalSemFiltro: r.total_sem,
      })),
  })).filter((f) => f.itens.length > 0);
  return { total, filtros };
}

/** The codes the search offers facets for, with their names (/api/consulta/filtros). */
export const facetCodes = (lang: Lang) => FACETS.map((f) => ({ codigo: f.code, descricao: say(f.name, lang) }));
