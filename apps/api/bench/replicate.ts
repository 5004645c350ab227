// Grows a seeded catalogue to N titles with set-based copies of the seeded titles (INSERT … SELECT …
// generate_series): resumable and idempotent, it counts the titles and adds only the missing ones.
import type { Db } from '../src/db/db';

/** Replicated titles are numbered `bench:<k>` (numero_controle), k = 1, 2, … */
export const BENCH_PREFIX = 'bench:';

/** Titles per transaction: an interrupted run keeps every finished batch. */
const BATCH = 25_000;
/** From this many missing titles on, the GIN (full-text) indexes are dropped and rebuilt once at the end. */
const REBUILD_INDEXES_FROM = 50_000;

/** The full-text indexes of migration 1, exactly as it creates them. */
const GIN_INDEXES: Record<string, string> = {
  titulos_documento_idx: 'CREATE INDEX IF NOT EXISTS titulos_documento_idx ON titulos USING gin (documento)',
  titulos_doc_titulo_idx: 'CREATE INDEX IF NOT EXISTS titulos_doc_titulo_idx ON titulos USING gin (doc_titulo)',
  titulos_doc_autor_idx: 'CREATE INDEX IF NOT EXISTS titulos_doc_autor_idx ON titulos USING gin (doc_autor)',
  titulos_doc_assunto_idx: 'CREATE INDEX IF NOT EXISTS titulos_doc_assunto_idx ON titulos USING gin (doc_assunto)',
};

export interface ReplicationReport {
  before: number;
  after: number;
  added: number;
  /** Seeded (real) titles the copies are made of. */
  sources: number;
  indexesRebuilt: boolean;
  ms: number;
}

export async function titleCount(db: Db): Promise<number> {
  const [row] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM titulos');
  return row?.n ?? 0;
}

/** Titles made by an earlier replication (0 for a freshly seeded catalogue). */
export async function replicatedCount(db: Db): Promise<number> {
  const [row] = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM titulos WHERE numero_controle LIKE '${BENCH_PREFIX}%'`);
  return row?.n ?? 0;
}

/**
 * Adds copies of the seeded titles until the catalogue holds `target` titles. Copy k of the
 * catalogue is a copy of seeded title (k − 1) mod S (S seeded titles), with the same words (so
 * searches find it), a publication year moved by −15 … +15 (never past 2025), a later edition from
 * the second round of copies on, and the source's authors and subjects (titulo_autoridade) and
 * copies (exemplares), the latter moved to another library by a rotation that depends on k, so
 * the library and campus filters and facets keep working and vary.
 */
export async function replicate(db: Db, target: number, log: (line: string) => void = () => undefined): Promise<ReplicationReport> {
  const t0 = performance.now();
  const before = await titleCount(db);
  const [src] = await db.query<{ ids: number[] | null }>(
    `SELECT array_agg(cod_acervo ORDER BY cod_acervo) AS ids FROM titulos WHERE numero_controle NOT LIKE '${BENCH_PREFIX}%'`,
  );
  const sources = src?.ids ?? [];
  if (sources.length === 0) throw new Error('replicate: the catalogue has no seeded titles to copy');
  const missing = target - before;
  const report = (after: number, indexesRebuilt: boolean): ReplicationReport => ({
    before,
    after,
    added: after - before,
    sources: sources.length,
    indexesRebuilt,
    ms: performance.now() - t0,
  });
  if (missing <= 0) {
    await ensureIndexes(db);
    return report(before, false);
  }

  const [last] = await db.query<{ k: number }>(
    `SELECT coalesce(max(substr(numero_controle, ${BENCH_PREFIX.length + 1})::int), 0) AS k FROM titulos WHERE numero_controle LIKE '${BENCH_PREFIX}%'`,
  );
  const [libs] = await db.query<{ ids: number[] | null }>('SELECT array_agg(cod_biblioteca ORDER BY cod_biblioteca) AS ids FROM bibliotecas');
  const libraries = libs?.ids ?? [];
  const rebuild = missing >= REBUILD_INDEXES_FROM;
  if (rebuild) {
    log(`dropping the full-text indexes for the bulk insert of ${missing} titles`);
    await db.exec(Object.keys(GIN_INDEXES).map((name) => `DROP INDEX IF EXISTS ${name};`).join('\n'));
  }

  let k = last?.k ?? 0;
  let added = 0;
  while (added < missing) {
    const n = Math.min(BATCH, missing - added);
    const tb = performance.now();
    await db.transaction(async (tx) => {
      const [start] = await tx.query<{ cod: number }>('SELECT coalesce(max(cod_acervo), 0) + 1 AS cod FROM titulos');
      // $1 sources, $2 first cod_acervo, $3 first k, $4 last k, $5 libraries.
      const params = [sources, start?.cod ?? 1, k + 1, k + n, libraries];
      const S = sources.length;
      const copyOf = `($1::int[])[((g.k - 1) % ${S}) + 1]`;
      const cod = '($2::int + g.k - $3::int)';
      await tx.query(
        `INSERT INTO titulos (cod_acervo, numero_controle, controle_001, cod_tipo_obra, obra, responsabilidade, descricao, ano_publicacao,
           idioma, local_publicacao, editora, edicao, isbn, issn, classificacao, descricao_fisica, series, notas, links,
           autores_txt, assuntos_txt, outros_txt, ordem_obra, ordem_autor, registro, arquivo_origem, posicao_origem)
         SELECT ${cod}, '${BENCH_PREFIX}' || g.k, s.controle_001, s.cod_tipo_obra, s.obra, s.responsabilidade,
           CASE WHEN y.novo IS NULL THEN s.descricao ELSE replace(s.descricao, y.ano, y.novo) END,
           CASE WHEN y.novo IS NULL THEN s.ano_publicacao ELSE regexp_replace(s.ano_publicacao, '[0-9]{4}', y.novo) END,
           s.idioma, s.local_publicacao, s.editora,
           CASE WHEN (g.k - 1) / ${S} = 0 THEN s.edicao ELSE (((g.k - 1) / ${S}) % 12 + 2) || '. ed.' END,
           s.isbn, s.issn, s.classificacao, s.descricao_fisica, s.series, s.notas, s.links,
           s.autores_txt, s.assuntos_txt, s.outros_txt, s.ordem_obra, s.ordem_autor, s.registro, 'bench', g.k
         FROM generate_series($3::int, $4::int) AS g (k)
         JOIN titulos s ON s.cod_acervo = ${copyOf}
         CROSS JOIN LATERAL (
           SELECT a.ano, CASE WHEN a.ano::int >= 1100 THEN least(2025, a.ano::int + (g.k * 7) % 31 - 15)::text END AS novo
           FROM (SELECT substring(s.ano_publicacao from '[0-9]{4}') AS ano) a
         ) y`,
        params.slice(0, 4),
      );
      await tx.query(
        `INSERT INTO titulo_autoridade (cod_acervo, papel, ordem, campo, cod_autoridade)
         SELECT ${cod}, ta.papel, ta.ordem, ta.campo, ta.cod_autoridade
         FROM generate_series($3::int, $4::int) AS g (k) JOIN titulo_autoridade ta ON ta.cod_acervo = ${copyOf}`,
        params.slice(0, 4),
      );
      if (libraries.length > 0) {
        await tx.query(
          `INSERT INTO exemplares (cod_exemplar, cod_acervo, cod_biblioteca, volume, tomo, parte, material, tipo_emprestimo, localizacao,
             colecao, situacao, data_devolucao_prevista)
           SELECT ${cod} * 10 + e.cod_exemplar % 10, ${cod},
             coalesce(($5::int[])[(array_position($5::int[], e.cod_biblioteca) - 1 + g.k) % ${libraries.length} + 1], e.cod_biblioteca),
             e.volume, e.tomo, e.parte, e.material, e.tipo_emprestimo, e.localizacao, e.colecao, e.situacao, e.data_devolucao_prevista
           FROM generate_series($3::int, $4::int) AS g (k) JOIN exemplares e ON e.cod_acervo = ${copyOf}`,
          params,
        );
      }
    });
    k += n;
    added += n;
    log(`  +${n} titles (${before + added}/${target}) in ${((performance.now() - tb) / 1000).toFixed(1)} s`);
  }

  await db.exec(`SELECT setval(pg_get_serial_sequence('titulos', 'cod_acervo'), (SELECT max(cod_acervo) FROM titulos))`);
  if (rebuild) log('rebuilding the full-text indexes');
  await ensureIndexes(db);
  log('VACUUM ANALYZE');
  await db.exec('VACUUM ANALYZE titulos, titulo_autoridade, exemplares');
  return report(before + added, rebuild);
}

/** Recreates any full-text index an interrupted run left dropped. */
async function ensureIndexes(db: Db): Promise<void> {
  await db.exec(Object.values(GIN_INDEXES).join(';\n'));
}
