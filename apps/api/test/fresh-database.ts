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
      // FORCE ends the role's own sessions; an autovacuum worker busy in the new database after a
      // seed belongs to no role, and ending it needs pg_signal_backend (.ci/run grants it). Without
      // it, wait for the worker to finish (42501 / 55006) rather than leave the database behind.
      for (let attempt = 1; ; attempt++) {
        const c = new pg.Client({ connectionString: adminUrl });
        await c.connect();
        try {
          await c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
          return;
        } catch (e) {
          const code = (e as { code?: string }).code;
          if (attempt >= 40 || (code !== '42501' && code !== '55006')) throw e;
        } finally {
          await c.end();
        }
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
    },
  };
}
