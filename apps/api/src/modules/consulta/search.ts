import type { ColunaUm, ConsultaQuery, Direction, OrderBy } from '@estante/api-contract';
import { PAGE_SIZE, parseFilters, type FilterPair } from '@estante/api-contract/constants';

/** A search as the repository runs it (searchParamsOf reads it from the query string). */
export interface SearchParams {
  termo: string;
  coluna: ColunaUm;
  /** Narrows to the titles linked to this authority. */
  indice: number | null;
  page: number;
  perPage: number;
  orderBy: OrderBy;
  direction: Direction;
  /** Every one must hold. */
  filtros: FilterPair[];
  /** Advanced search: the second term, its index and how it combines with the first. */
  termo2: string | null;
  coluna2: ColunaUm;
  condicao: 'AND' | 'OR' | 'NOT';
  /** keyword_type F: each term is an exact phrase. */
  frase: boolean;
  /** Specialised search: only the titles of this option (titulo_especializada, migration 32). */
  especializada: { tipo: string; valor: string } | null;
}

/** Control characters (NUL above all) cannot reach PostgreSQL text. */
// eslint-disable-next-line no-control-regex
const withoutControls = (s: string | undefined) => s?.replace(/[\u0000-\u001f]/g, ' ').trim() ?? '';

/** `tipo:valor` (the query's pattern has checked it) as its two parts. */
function especializadaOf(raw: string | undefined): SearchParams['especializada'] {
  const i = raw ? raw.indexOf(':') : -1;
  return raw && i > 0 ? { tipo: raw.slice(0, i), valor: raw.slice(i + 1) } : null;
}

/**
 * The search a `/api/consulta` query string stands for, exactly as the route runs it (the benchmark
 * calls it too, so its direct runs match the HTTP ones): the reason instead when the filters are
 * malformed (400) or the term is empty (422).
 */
export function searchParamsOf(q: ConsultaQuery): SearchParams | 'filtroInvalido' | 'termoObrigatorio' {
  const termo = withoutControls(q.termo_pesquisa);
  const termo2 = withoutControls(q.termo_pesquisa_2);
  const { filters, invalid } = parseFilters(q.filtros);
  if (invalid.length) return 'filtroInvalido';
  if (!termo) return 'termoObrigatorio';
  return {
    termo,
    coluna: q.coluna_um ?? 'INDICE_1',
    indice: q.indice ? Number(q.indice) : null,
    page: q.page ?? 1,
    perPage: q.perPage ?? PAGE_SIZE,
    orderBy: q.orderBy ?? 'relevancia',
    direction: q.direction ?? 'C',
    filtros: filters,
    termo2: termo2 || null,
    coluna2: q.coluna_dois ?? 'INDICE_1',
    condicao: q.condicao ?? 'AND',
    frase: q.keyword_type === 'F',
    especializada: especializadaOf(q.especializada),
  };
}
