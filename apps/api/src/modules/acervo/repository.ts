import type { Db } from '../../db/db';
import type { Lang } from '../../plugins/lang';
import type { MarcRecord } from '../../marc/read';
import { CITABLE_COLUMNS, type CitableTitle } from './citation';
import { TYPE_COLUMN } from './summaries.repository';

export interface TitleRow {
  cod_acervo: number;
  obra: string;
  ano_publicacao: string | null;
  /** The work type in the request's language. */
  desc_tipo_obra: string;
  registro: MarcRecord;
}

/** The titles' SQL (the copies' is in copies.repository.ts, the search rows' in summaries.repository.ts). */
export function acervoRepository(db: Db) {
  return {
    async exists(codAcervo: number): Promise<boolean> {
      return (await db.query('SELECT 1 FROM titulos WHERE cod_acervo = $1', [codAcervo])).length > 0;
    },

    async title(codAcervo: number, lang: Lang): Promise<TitleRow | undefined> {
      const [row] = await db.query<TitleRow>(
        `SELECT t.cod_acervo, t.obra, t.ano_publicacao, tp.${TYPE_COLUMN[lang]} AS desc_tipo_obra, t.registro
         FROM titulos t JOIN tipos_obra tp ON tp.cod_tipo_obra = t.cod_tipo_obra WHERE t.cod_acervo = $1`,
        [codAcervo],
      );
      return row;
    },

    /** The authority linked to each field of the title's record (by the field's index). */
    async authorityOfField(codAcervo: number): Promise<Map<number, number>> {
      const links = await db.query<{ campo: number; cod_autoridade: number }>('SELECT campo, cod_autoridade FROM titulo_autoridade WHERE cod_acervo = $1', [codAcervo]);
      return new Map(links.map((l) => [l.campo, l.cod_autoridade]));
    },

    /** A title as references are built from it; undefined for an unknown title. */
    async citable(codAcervo: number): Promise<CitableTitle | undefined> {
      const [row] = await db.query<CitableTitle>(`SELECT ${CITABLE_COLUMNS} FROM titulos WHERE cod_acervo = $1`, [codAcervo]);
      return row;
    },

    /** The titles asked for, in the order asked (unknown ids left out). */
    async citables(ids: readonly number[]): Promise<CitableTitle[]> {
      const rows = await db.query<CitableTitle>(
        `SELECT ${CITABLE_COLUMNS}
         FROM titulos WHERE cod_acervo IN (SELECT (jsonb_array_elements_text($1::jsonb))::int)`,
        [JSON.stringify(ids)],
      );
      const byId = new Map(rows.map((r) => [r.cod_acervo, r]));
      return ids.map((id) => byId.get(id)).filter((r): r is CitableTitle => r !== undefined);
    },
  };
}
