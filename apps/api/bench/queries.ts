// The fixed query set of the benchmark: built from the seeded (real) records only, in a fixed order,
// so every database grown from the same MARC files gets the same queries whatever its size.
import type { ColunaUm, ConsultaQuery, Direction, OrderBy } from '@estante/api-contract';
import type { Db } from '../src/db/db';
import { BENCH_PREFIX } from './replicate';

export interface BenchQuery {
  /** What the query stands for, e.g. "word (rank 120)", "author", "typo". */
  kind: string;
  query: ConsultaQuery;
}

const ORDERS: OrderBy[] = ['relevancia', 'relevancia', 'obra', 'relevancia', 'ano', 'autor'];

/** `count` items spread evenly over `list` (first item included), in list order. */
function spread<T>(list: T[], count: number): T[] {
  if (list.length <= count) return list;
  return Array.from({ length: count }, (_, i) => list[Math.floor((i * list.length) / count)] as T);
}

/** Words of 4+ letters (accents allowed; MARC text is often decomposed, so NFC first), lower case. */
const words = (s: string) =>
  (s.normalize('NFC').toLowerCase().match(/[\p{L}\p{M}]{4,}/gu) ?? []).filter((w) => !['with', 'from', 'that', 'this', 'para', 'pour', 'dans', 'sobre'].includes(w));

interface SeedTitle {
  cod_acervo: number;
  obra: string;
  cod_tipo_obra: number;
  idioma: string | null;
  ano: string | null;
  editora: string | null;
  remoto: boolean;
  autores: number[];
  assuntos: number[];
  bibliotecas: number[];
  campi: number[];
}

/** Facet filters a reader could click for this title: one to three of its own values. */
function filtersOf(t: SeedTitle, i: number): string | undefined {
  const values = [
    `T:${t.cod_tipo_obra}`,
    t.idioma && /^[a-z]{3}$/.test(t.idioma) ? `I:${t.idioma}` : null,
    t.bibliotecas[0] ? `B:${t.bibliotecas[i % t.bibliotecas.length]}` : null,
    t.ano ? `Y:${t.ano}` : null,
    t.autores[0] ? `A:${t.autores[0]}` : null,
    t.campi[0] ? `C:${t.campi[i % t.campi.length]}` : null,
    t.assuntos[0] ? `S:${t.assuntos[0]}` : null,
    t.editora && /^[a-z0-9]+( [a-z0-9]+)*$/.test(t.editora) ? `E:${t.editora}` : null,
    t.remoto ? 'R:cr' : null,
  ].filter((v): v is string => v !== null);
  const n = 1 + (i % 3);
  const start = (i * 5) % values.length;
  const picked = Array.from({ length: Math.min(n, values.length) }, (_, j) => values[(start + j * 2) % values.length] as string);
  return [...new Set(picked)].join(',');
}

/** Filters that hold for many titles, for queries that do not come from one title. */
const BROAD_FILTERS = ['T:1', 'I:eng', 'B:1', 'C:2', 'T:6,I:eng', 'B:3,C:2', 'R:cr', 'I:fre', 'T:1,B:2', 'C:1,I:eng,T:1'];

/** Misspells a word: swaps two letters in the middle and doubles the last one. */
const typo = (w: string) => {
  const m = Math.floor(w.length / 2);
  return `${w.slice(0, m - 1)}${w[m]}${w[m - 1]}${w.slice(m + 1)}${w.at(-1)}`;
};

/**
 * At least 200 varied queries: vocabulary words spread over the whole frequency range (the most
 * frequent word first), two-word title phrases, author (INDICE_3), subject (INDICE_2) and title
 * (INDICE_4) searches, index-browsing searches (`indice` = an authority code), misspelt words
 * (no hits: the "did you mean" path); every ordering, both directions, pages 1–3, and about 40%
 * with one to three filters.
 */
export async function buildQueries(db: Db): Promise<BenchQuery[]> {
  const vocab = await db.query<{ palavra: string }>(
    `SELECT palavra FROM vocabulario WHERE char_length(palavra_norm) >= 4 AND palavra_norm ~ '^[a-z]+$'
     ORDER BY frequencia DESC, palavra_norm`,
  );
  for (const v of vocab) v.palavra = v.palavra.normalize('NFC'); // as a reader types it
  const titles = await db.query<SeedTitle>(
    `SELECT t.cod_acervo, t.obra, t.cod_tipo_obra, t.idioma, substring(t.ano_publicacao from '[0-9]{4}') AS ano,
       nullif(estante_norm(t.editora), '') AS editora, jsonb_array_length(t.links) > 0 AS remoto,
       ARRAY(SELECT ta.cod_autoridade FROM titulo_autoridade ta WHERE ta.cod_acervo = t.cod_acervo AND ta.papel = 'A' ORDER BY ta.ordem) AS autores,
       ARRAY(SELECT ta.cod_autoridade FROM titulo_autoridade ta WHERE ta.cod_acervo = t.cod_acervo AND ta.papel = 'S' ORDER BY ta.ordem) AS assuntos,
       ARRAY(SELECT DISTINCT e.cod_biblioteca FROM exemplares e WHERE e.cod_acervo = t.cod_acervo ORDER BY 1) AS bibliotecas,
       ARRAY(SELECT DISTINCT b.cod_campus FROM exemplares e JOIN bibliotecas b USING (cod_biblioteca) WHERE e.cod_acervo = t.cod_acervo ORDER BY 1) AS campi
     FROM titulos t WHERE t.numero_controle NOT LIKE '${BENCH_PREFIX}%' ORDER BY t.cod_acervo`,
  );
  const headings = await db.query<{ cod_autoridade: number; papel: 'A' | 'S'; cabecalho: string }>(
    `SELECT DISTINCT ON (ta.papel, a.cod_autoridade) a.cod_autoridade, ta.papel, a.cabecalho
     FROM titulo_autoridade ta JOIN titulos t ON t.cod_acervo = ta.cod_acervo JOIN autoridades a ON a.cod_autoridade = ta.cod_autoridade
     WHERE t.numero_controle NOT LIKE '${BENCH_PREFIX}%' ORDER BY ta.papel, a.cod_autoridade`,
  );
  const withTitle: { kind: string; termo: string; coluna?: ColunaUm; indice?: number; title?: SeedTitle }[] = [];

  for (const [rank, v] of spread(vocab, 60).entries()) withTitle.push({ kind: `word (#${Math.floor((rank * vocab.length) / 60) + 1} by frequency)`, termo: v.palavra });
  for (const t of spread(titles.filter((t) => words(t.obra).length >= 2), 30)) {
    withTitle.push({ kind: 'two title words', termo: words(t.obra).slice(0, 2).join(' '), title: t });
  }
  const authors = headings.filter((h) => h.papel === 'A');
  const subjects = headings.filter((h) => h.papel === 'S');
  const titleOf = (cod: number, papel: 'A' | 'S') => titles.find((t) => (papel === 'A' ? t.autores : t.assuntos).includes(cod));
  for (const h of spread(authors, 30)) {
    const surname = words(h.cabecalho.split(',')[0] ?? '')[0] ?? words(h.cabecalho)[0];
    if (surname) withTitle.push({ kind: 'author (INDICE_3)', termo: surname, coluna: 'INDICE_3', title: titleOf(h.cod_autoridade, 'A') });
  }
  for (const h of spread(subjects, 30)) {
    const w = words(h.cabecalho)[0];
    if (w) withTitle.push({ kind: 'subject (INDICE_2)', termo: w, coluna: 'INDICE_2', title: titleOf(h.cod_autoridade, 'S') });
  }
  for (const t of spread(titles.slice(7), 25)) {
    const w = words(t.obra)[0];
    if (w) withTitle.push({ kind: 'title word (INDICE_4)', termo: w, coluna: 'INDICE_4', title: t });
  }
  for (const [i, h] of spread(headings, 15).entries()) {
    withTitle.push({ kind: 'index entry (indice=)', termo: h.cabecalho, coluna: h.papel === 'A' ? 'INDICE_3' : 'INDICE_2', indice: h.cod_autoridade, ...(i % 2 ? {} : { title: titleOf(h.cod_autoridade, h.papel) }) });
  }
  for (const v of spread(vocab.filter((w) => w.palavra.length >= 6), 10)) withTitle.push({ kind: 'typo (no hits)', termo: typo(v.palavra) });
  // Filter-heavy extras: the same kinds of terms, each with filters.
  for (const t of spread(titles.slice(3), 40)) {
    const w = words(t.obra)[1] ?? words(t.obra)[0];
    if (w) withTitle.push({ kind: 'title word + filters', termo: w, title: t });
  }

  return withTitle.map((q, i): BenchQuery => {
    const orderBy = ORDERS[i % ORDERS.length] as OrderBy;
    const direction: Direction = i % 7 === 3 ? 'D' : 'C';
    const page = i % 6 === 4 ? 2 : i % 6 === 5 ? 3 : 1;
    const filtered = q.kind.endsWith('+ filters') || i % 5 === 1 || i % 5 === 3;
    const filtros = !filtered || q.kind.startsWith('typo') ? undefined : q.title ? filtersOf(q.title, i) : BROAD_FILTERS[i % BROAD_FILTERS.length];
    return {
      kind: q.kind,
      query: {
        termo_pesquisa: q.termo,
        ...(q.coluna ? { coluna_um: q.coluna } : {}),
        ...(q.indice ? { indice: String(q.indice) } : {}),
        ...(orderBy === 'relevancia' ? {} : { orderBy }),
        ...(direction === 'D' ? { direction } : {}),
        ...(page > 1 ? { page } : {}),
        ...(filtros ? { filtros } : {}),
      },
    };
  });
}

/** The query string of /api/consulta for a query. */
export function queryString(q: ConsultaQuery): string {
  return new URLSearchParams(Object.entries(q).map(([k, v]): [string, string] => [k, String(v)])).toString();
}
