import type { Queryable } from '../db/db';

/**
 * Fixed-window counters in PostgreSQL (table limites_taxa), so every replica of the server counts
 * the same attempts: the server keeps no state of its own (DESIGN.md, scale-out).
 */
export interface Hit {
  /** Attempts in the current window, this one included. */
  count: number;
  /** Milliseconds until the window ends. */
  ttlMs: number;
}

export async function hit(db: Queryable, key: string, windowSeconds: number, now: Date): Promise<Hit> {
  const [row] = await db.query<{ contagem: number; inicio: Date | string }>(
    `INSERT INTO limites_taxa AS l (chave, inicio, contagem) VALUES ($1, $2::timestamptz, 1)
     ON CONFLICT (chave) DO UPDATE SET
       contagem = CASE WHEN l.inicio <= $2::timestamptz - make_interval(secs => $3) OR l.inicio > $2::timestamptz THEN 1 ELSE l.contagem + 1 END,
       inicio = CASE WHEN l.inicio <= $2::timestamptz - make_interval(secs => $3) OR l.inicio > $2::timestamptz THEN $2::timestamptz ELSE l.inicio END
     RETURNING contagem, inicio`,
    [key, now.toISOString(), windowSeconds],
  );
  if (!row) throw new Error('rate limit: no row');
  const started = new Date(row.inicio).getTime();
  return { count: row.contagem, ttlMs: Math.max(0, started + windowSeconds * 1000 - now.getTime()) };
}

/** Forgets the counters of a key (a successful password change starts the user code afresh). */
export async function resetHits(db: Queryable, key: string): Promise<void> {
  await db.query('DELETE FROM limites_taxa WHERE chave = $1', [key]);
}

/** Drops windows that ended long ago; cheap, run now and then. */
export async function pruneHits(db: Queryable, now: Date): Promise<void> {
  await db.query(`DELETE FROM limites_taxa WHERE inicio < $1::timestamptz - interval '1 day'`, [now.toISOString()]);
}

type IncrCallback = (err: Error | null, res?: { current: number; ttl: number }) => void;

/**
 * A store for @fastify/rate-limit over the same table (keys prefixed `ip:`), instead of its
 * per-process memory.
 */
export function pgRateLimitStore(db: Queryable, now: () => Date, prefix = 'ip:') {
  let last = 0;
  return class PgRateLimitStore {
    incr(key: string, cb: IncrCallback, timeWindowMs: number): void {
      const at = now();
      hit(db, prefix + key, Math.max(1, Math.ceil(timeWindowMs / 1000)), at)
        .then(async (h) => {
          if (at.getTime() - last > 10 * 60_000) {
            last = at.getTime();
            await pruneHits(db, at);
          }
          cb(null, { current: h.count, ttl: h.ttlMs });
        })
        .catch((e: unknown) => cb(e instanceof Error ? e : new Error(String(e))));
    }
    child(): PgRateLimitStore {
      return this;
    }
  };
}
