import pg from 'pg';

export interface FreshDatabase {
  /** TEST_DATABASE_URL with the new database's name. */
  url: string;
  name: string;
  /** Drops it (closing whatever still connects to it). */
  drop(): Promise<void>;
}

/**
 * A new, empty database (`<prefix>_<pid>_<random>`) on the server of `adminUrl` (TEST_DATABASE_URL),
 * owned by its role: no extensions, no tables, so what the code creates there races for real (the
 * per-schema databases of helpers.ts share the extensions of `public`). The role needs CREATEDB
 * (.ci/run grants it).
 */
export async function createFreshDatabase(adminUrl: string, prefix: string): Promise<FreshDatabase> {
  const name = `${prefix}_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE "${name}"`);
  } catch (e) {
    if ((e as { code?: string }).code === '42501') {
      const role = new URL(adminUrl).username;
      throw new Error(`the role ${role} of TEST_DATABASE_URL may not create databases: ALTER ROLE ${role} CREATEDB (as a superuser; .ci/run does it)`, { cause: e });
    }
    throw e;
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    name,
    async drop() {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      try {
        await c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      } finally {
        await c.end();
      }
    },
  };
}
