import type { Db } from '../../db/db';
import type { MarcRecord } from '../../marc/record';

/** The link access statistics (table acessos_vinculo, migration 0026) and the titles' records. */
export function vinculosRepository(db: Db) {
  return {
    /** The MARC records of the titles that exist among `ids`. */
    async records(ids: readonly number[]): Promise<Map<number, MarcRecord>> {
      if (ids.length === 0) return new Map();
      const rows = await db.query<{ cod_acervo: number; registro: MarcRecord }>('SELECT cod_acervo, registro FROM titulos WHERE cod_acervo = ANY($1::int[])', [ids]);
      return new Map(rows.map((r) => [r.cod_acervo, r.registro]));
    },
    /**
     * One opening of a link (a row of its own), and the link's count after it: openings of one link
     * take turns (a transaction lock on the title and link), so two at once answer n+1 and n+2.
     */
    async record(codAcervo: number, url: string, codPessoa: number | null, at: Date): Promise<number> {
      return db.transaction(async (tx) => {
        await tx.query('SELECT pg_advisory_xact_lock($1::int, hashtext($2::text))', [codAcervo, url]);
        await tx.query('INSERT INTO acessos_vinculo (cod_acervo, url, cod_pessoa, acessado_em) VALUES ($1, $2, $3, $4::timestamptz)', [codAcervo, url, codPessoa, at.toISOString()]);
        const [row] = await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM acessos_vinculo WHERE cod_acervo = $1 AND url = $2', [codAcervo, url]);
        return row?.n ?? 1;
      });
    },
    /** Openings per link of a title. */
    async counts(codAcervo: number): Promise<Map<string, number>> {
      const rows = await db.query<{ url: string; n: number }>('SELECT url, count(*)::int AS n FROM acessos_vinculo WHERE cod_acervo = $1 GROUP BY url', [codAcervo]);
      return new Map(rows.map((r) => [r.url, r.n]));
    },
  };
}
