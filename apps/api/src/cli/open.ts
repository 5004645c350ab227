import type { Config } from '../config';
import { DataDirInUseError } from '../db/data-lock';
import { openDb, type Db } from '../db/db';

/** Exit code of a command refused because the data folder is open in another process. */
export const EXIT_DATA_DIR_IN_USE = 3;

/**
 * The database of a command line tool. On the embedded database (no DATABASE_URL) the data folder
 * must not be open in another process (the server): then the command says so and exits
 * (EXIT_DATA_DIR_IN_USE) without writing anything.
 */
export async function openDbForCli(config: Pick<Config, 'databaseUrl' | 'dataDir'>): Promise<Db> {
  try {
    return await openDb(config);
  } catch (e) {
    if (!(e instanceof DataDirInUseError)) throw e;
    console.error(e.message);
    process.exit(EXIT_DATA_DIR_IN_USE);
  }
}
