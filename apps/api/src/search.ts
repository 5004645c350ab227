import type { ColunaUm, ConsultaItem, Direction, OrderBy } from '@estante/api-contract';
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

export interface SearchParams {
  termo: string;
  coluna: ColunaUm;
  indice: number | null;
  page: number;
  perPage: number;
  orderBy: OrderBy;
  direction: Direction;
}

export interface SearchResult {
  data: ConsultaItem[];
  total: number;
  sugestao: string | null;
}

/** FROM/WHERE shared by the count and the page: $1 is the term, $2 the optional authority code. */
function fromWhere(coluna: ColunaUm, indice: number | null): string {
  return `FROM titulos t
    JOIN tipos_obra tp ON tp.cod_tipo_obra = t.cod_tipo_obra
    CROSS JOIN (SELECT websearch_to_tsquery('portuguese', estante_unaccent($1)) AS q) q
    WHERE t.${COLUMN[coluna]} @@ q.q${
      indice === null ? '' : ' AND EXISTS (SELECT 1 FROM titulo_autoridade ta WHERE ta.cod_acervo = t.cod_acervo AND ta.cod_autoridade = $2)'
    }`;
}

async function count(db: Db, termo: string, coluna: ColunaUm, indice: number | null): Promise<number> {
  const [row] = await db.query<{ n: number }>(`SELECT count(*)::int AS n ${fromWhere(coluna, indice)}`, indice === null ? [termo] : [termo, indice]);
  return row?.n ?? 0;
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
  const total = await count(db, p.termo, p.coluna, p.indice);
  if (total === 0) return { data: [], total, sugestao: await suggest(db, p) };
  const params: unknown[] = p.indice === null ? [p.termo] : [p.termo, p.indice];
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
     ${fromWhere(p.coluna, p.indice)}
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
  return (await count(db, candidate, p.coluna, p.indice)) > 0 ? candidate : null;
}
