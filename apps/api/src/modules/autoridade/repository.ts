import type { AutoridadeResponse } from '@estante/api-contract';
import type { Db } from '../../db/db';
import type { MarcRecord } from '../../marc/read';

export type AuthorityRow = Omit<AutoridadeResponse, 'desc_tipo' | 'ver_tambem_codigos'>;

/** The authorities' SQL. */
export function autoridadeRepository(db: Db) {
  return {
    /** At most 20 headings containing `norm` (normalised: letters, digits and spaces, so no LIKE wildcard), those starting with it first. */
    combo: (norm: string, tipo: string | null) =>
      db.query<{ codigo: number; descricao: string }>(
        `SELECT cod_autoridade AS codigo, cabecalho AS descricao FROM autoridades
         WHERE cabecalho_norm LIKE '%' || $1 || '%' AND ($2::text IS NULL OR tipo = $2::text)
         ORDER BY cabecalho_norm LIKE $1 || '%' DESC, leve, cabecalho_norm, cod_autoridade LIMIT 20`,
        [norm, tipo],
      ),

    async byId(id: number): Promise<AuthorityRow | undefined> {
      const [row] = await db.query<AuthorityRow>(
        `SELECT a.cod_autoridade, a.cabecalho, a.tipo, a.tag, a.remissivas_ver, a.remissivas_ver_tambem, a.registro IS NOT NULL AS possui_marc,
                (SELECT count(DISTINCT ta.cod_acervo)::int FROM titulo_autoridade ta WHERE ta.cod_autoridade = a.cod_autoridade) AS total_titulos
         FROM autoridades a WHERE a.cod_autoridade = $1`,
        [id],
      );
      return row;
    },

    /** The first authority of each normalised heading given. */
    async codesOf(norms: readonly string[]): Promise<Map<string, number>> {
      if (!norms.length) return new Map();
      const rows = await db.query<{ cabecalho_norm: string; cod_autoridade: number }>(
        `SELECT cabecalho_norm, min(cod_autoridade)::int AS cod_autoridade FROM autoridades
         WHERE cabecalho_norm IN (SELECT jsonb_array_elements_text($1::jsonb)) GROUP BY cabecalho_norm`,
        [JSON.stringify(norms)],
      );
      return new Map(rows.map((r) => [r.cabecalho_norm, r.cod_autoridade]));
    },

    /** undefined: no such authority; null: a heading without a MARC record. */
    async record(id: number): Promise<MarcRecord | null | undefined> {
      const [row] = await db.query<{ registro: MarcRecord | null }>('SELECT registro FROM autoridades WHERE cod_autoridade = $1', [id]);
      return row ? row.registro : undefined;
    },
  };
}
