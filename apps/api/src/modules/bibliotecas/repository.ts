import type { Biblioteca } from '@estante/api-contract';
import type { Db } from '../../db/db';

/** The libraries' SQL. */
export function bibliotecasRepository(db: Db) {
  return {
    /** Every library (of one campus, when given) with its address and opening hours, by code. */
    withHours: (campus: number | null): Promise<Biblioteca[]> =>
      db.query<Biblioteca>(
        `SELECT b.cod_biblioteca, b.desc_biblioteca, b.sigla, b.cod_campus, c.nome_campus, b.endereco, b.telefone, b.email, b.horarios
         FROM bibliotecas b JOIN campus c USING (cod_campus)
         WHERE $1::int IS NULL OR b.cod_campus = $1::int ORDER BY b.cod_biblioteca`,
        [campus],
      ),
  };
}
