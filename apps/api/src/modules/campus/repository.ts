import type { Campus } from '@estante/api-contract';
import type { Db } from '../../db/db';

/** The campuses' SQL. */
export function campusRepository(db: Db) {
  return {
    list: (): Promise<Campus[]> => db.query<Campus>('SELECT cod_campus, nome_campus FROM campus ORDER BY cod_campus'),

    async exists(codCampus: number): Promise<boolean> {
      const [row] = await db.query('SELECT 1 FROM campus WHERE cod_campus = $1', [codCampus]);
      return row !== undefined;
    },
  };
}
