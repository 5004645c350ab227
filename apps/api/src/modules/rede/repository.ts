import type { InstituicaoRede, InstituicoesOai } from '@estante/api-contract';
import type { Db } from '../../db/db';

/** Who holds a title: the local institution holds them all, the others what rede_acervos lists. */
const HOLDS = `(i.local OR EXISTS (SELECT 1 FROM rede_acervos r WHERE r.cod_empresa = i.cod_empresa AND r.cod_acervo = h.cod_acervo))`;

/** The titles matching a search term (Portuguese full-text search), with their rank. */
const HITS = `WITH h AS MATERIALIZED (
    SELECT t.cod_acervo, ts_rank_cd(t.documento, q.q) AS rank, t.ordem_obra
    FROM titulos t CROSS JOIN (SELECT websearch_to_tsquery('portuguese', estante_unaccent($1)) AS q) q
    WHERE t.documento @@ q.q)`;

/** The network's SQL: its institutions, what each holds, and a search across them. */
export function redeRepository(db: Db) {
  return {
    /** Institutions and repositories, the local one first, with their titles. */
    oaiInstitutions: () =>
      db.query<InstituicoesOai[number]>(
        `SELECT i.cod_empresa, i.desc_empresa, i.sigla, i.url_oai, i.local,
           CASE WHEN i.local THEN (SELECT count(*) FROM titulos) ELSE (SELECT count(*) FROM rede_acervos r WHERE r.cod_empresa = i.cod_empresa) END::int AS total_titulos
         FROM instituicoes i ORDER BY i.local DESC, i.cod_empresa`,
      ),

    /** Every institution, the local one first. */
    institutions: () => db.query<InstituicaoRede>('SELECT cod_empresa, desc_empresa FROM instituicoes ORDER BY local DESC, cod_empresa'),

    /** One page of (title, institution holding it) rows for `termo`, best match first. */
    searchPage: (termo: string, institutions: readonly number[], limit: number, offset: number) =>
      db.query<{ cod_acervo: number; cod_empresa: number; desc_empresa: string }>(
        `${HITS}
         SELECT h.cod_acervo, i.cod_empresa, i.desc_empresa FROM h JOIN instituicoes i ON i.cod_empresa = ANY ($2::int[]) AND ${HOLDS}
         ORDER BY h.rank DESC, h.ordem_obra, h.cod_acervo, i.local DESC, i.cod_empresa LIMIT $3 OFFSET $4`,
        [termo, institutions, limit, offset],
      ),

    /** Titles matching `termo` held by each of `institutions` (those with none left out). */
    searchCounts: (termo: string, institutions: readonly number[]) =>
      db.query<{ cod_empresa: number; total: number }>(
        `${HITS}
         SELECT i.cod_empresa, count(*)::int AS total FROM h JOIN instituicoes i ON i.cod_empresa = ANY ($2::int[]) AND ${HOLDS} GROUP BY i.cod_empresa`,
        [termo, institutions],
      ),

    /** The institutions holding a title, the local one first. */
    holders: (codAcervo: number) =>
      db.query<InstituicaoRede>(
        `SELECT i.cod_empresa, i.desc_empresa FROM instituicoes i CROSS JOIN (SELECT $1::int AS cod_acervo) h WHERE ${HOLDS} ORDER BY i.local DESC, i.cod_empresa`,
        [codAcervo],
      ),
  };
}
