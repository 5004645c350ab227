import { MAPA_DO_SITE_POR_PAGINA, type MapaDoSite } from '@estante/api-contract';
import type { Db } from '../../db/db';

/**
 * The sitemap's SQL: every title of the catalogue, `porPagina` at a time, by code (the primary key:
 * a stable order, read from its index). Every title is listed: the catalogue has no suppressed or
 * staff-only record (`GET /api/acervo/{id}` and the search show any row of `titulos`).
 * `atualizado_em` is the UTC day the record was imported or last re-imported (titulos.atualizado_em,
 * set by the MARC import's upsert). `porPagina` is a parameter so a test can page a small catalogue.
 */
export function sitemapRepository(db: Db, porPagina = MAPA_DO_SITE_POR_PAGINA) {
  return {
    async page(pagina: number): Promise<MapaDoSite> {
      const [count] = await db.query<{ total: number }>('SELECT count(*)::int AS total FROM titulos');
      const titulos = await db.query<{ cod_acervo: number; atualizado_em: string }>(
        `SELECT cod_acervo, to_char(atualizado_em AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS atualizado_em
         FROM titulos ORDER BY cod_acervo LIMIT $1 OFFSET $2`,
        [porPagina, (pagina - 1) * porPagina],
      );
      return { total: count?.total ?? 0, por_pagina: porPagina, pagina, titulos };
    },
  };
}
