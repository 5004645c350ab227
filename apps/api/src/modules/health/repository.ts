import type { Db } from '../../db/db';

/** The readiness probe's one statement. */
export const healthRepository = (db: Db) => ({
  ping: () => db.query('SELECT 1'),
});
