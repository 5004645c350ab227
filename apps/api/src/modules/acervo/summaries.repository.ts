import type { ConsultaItem } from '@estante/api-contract';
import type { Db } from '../../db/db';
import { languageName } from '../../lib/languages';
import type { Lang } from '../../plugins/lang';

/** The label column of tipos_obra in each language. */
export const TYPE_COLUMN: Readonly<Record<Lang, string>> = { pt: 'descricao_pt', en: 'descricao_en', es: 'descricao_es' };

/** A search row as the database answers it (summaryColumns), before toSummary. */
export interface SummaryRow {
  cod_acervo: number;
  obra: string;
  descricao: string;
  ano_publicacao: string | null;
  cod_tipo_obra: number;
  desc_tipo_obra: string;
  idioma: string | null;
  acesso_remoto: boolean;
  dados_adicionais: ConsultaItem['dados_adicionais'];
}

/** The title's authors (A) and subjects (S) with their authority codes, in heading order. */
const HEADINGS = `(SELECT jsonb_build_object(
    'A', coalesce(jsonb_agg(jsonb_build_object('codigo', a.cod_autoridade, 'descricao', a.cabecalho) ORDER BY ta.ordem) FILTER (WHERE ta.papel = 'A'), '[]'::jsonb),
    'S', coalesce(jsonb_agg(jsonb_build_object('codigo', a.cod_autoridade, 'descricao', a.cabecalho) ORDER BY ta.ordem) FILTER (WHERE ta.papel = 'S'), '[]'::jsonb))
  FROM titulo_autoridade ta JOIN autoridades a ON a.cod_autoridade = ta.cod_autoridade WHERE ta.cod_acervo = t.cod_acervo)`;

/**
 * The select list of a search row of `t` (titulos) joined to `tp` (tipos_obra), headings included.
 * With ORDER BY … LIMIT the headings' subquery runs for the rows of the page only: PostgreSQL
 * evaluates an expensive output expression after the sort and the limit.
 */
export const summaryColumns = (lang: Lang) =>
  `t.cod_acervo, t.obra, t.descricao, t.ano_publicacao, t.cod_tipo_obra, tp.${TYPE_COLUMN[lang]} AS desc_tipo_obra,
   t.idioma, jsonb_array_length(t.links) > 0 AS acesso_remoto, ${HEADINGS} AS dados_adicionais`;

/** A search row as the API answers it. */
export const toSummary = (r: SummaryRow, lang: Lang): ConsultaItem => ({
  ...r,
  idioma_desc: languageName(r.idioma, lang),
  link_capa: null,
  possui_acessibilidade: false,
  rota: `/acervo/${r.cod_acervo}`,
});

/** Titles by code as search rows (the basket's list, new acquisitions, the network), in the order asked; unknown codes left out. */
export async function titleSummaries(db: Db, ids: readonly number[], lang: Lang): Promise<ConsultaItem[]> {
  if (ids.length === 0) return [];
  const rows = await db.query<SummaryRow>(
    `SELECT ${summaryColumns(lang)}
     FROM titulos t JOIN tipos_obra tp ON tp.cod_tipo_obra = t.cod_tipo_obra
     WHERE t.cod_acervo IN (SELECT (jsonb_array_elements_text($1::jsonb))::int)`,
    [JSON.stringify(ids)],
  );
  const byId = new Map(rows.map((r) => [r.cod_acervo, r]));
  return ids.flatMap((id) => {
    const r = byId.get(id);
    return r ? [toSummary(r, lang)] : [];
  });
}
