import path from 'node:path';
import type { Db, Queryable } from '../db/db';
import { isAuthorityRecord, mapAuthority, mapBibliographic, type AuthorityRow, type TitleRow } from './map';
import { readMarcFile, type RecordFailure } from './read';
import { normalise } from './text';

export interface FileReport {
  file: string;
  /** Records found in the file. */
  records: number;
  bibliographic: number;
  authorities: number;
  failed: number;
}

export interface ImportReport {
  files: FileReport[];
  failures: RecordFailure[];
  titlesInserted: number;
  titlesUpdated: number;
  authoritiesInserted: number;
  authoritiesUpdated: number;
  /** Headings with no authority record that got a lightweight heading row. */
  headingsCreated: number;
  ms: number;
}

const BATCH = 250;

/**
 * Imports MARC 21 files (MARCXML or ISO 2709) in one transaction: authority records first (so bibliographic headings
 * can link to them wherever they sit in the list), then bibliographic records, upserted on their
 * control number. Records that cannot be read or mapped are reported and skipped.
 */
export async function importMarcFiles(db: Db, files: string[]): Promise<ImportReport> {
  const t0 = Date.now();
  const failures: RecordFailure[] = [];
  const reports: FileReport[] = [];
  const auths = new Map<string, AuthorityRow>();
  const titles = new Map<string, TitleRow>();
  for (const file of files) {
    const base = path.basename(file);
    const report: FileReport = { file, records: 0, bibliographic: 0, authorities: 0, failed: 0 };
    reports.push(report);
    let read;
    try {
      read = await readMarcFile(file);
    } catch (e) {
      failures.push({ file, position: 0, line: 0, reason: `cannot read file: ${e instanceof Error ? e.message : String(e)}` });
      report.failed++;
      continue;
    }
    report.records = read.records.length + read.failures.length;
    report.failed = read.failures.length;
    failures.push(...read.failures);
    for (const { position, line, record } of read.records) {
      try {
        if (isAuthorityRecord(record)) {
          const row = mapAuthority(record, `${base}#${position}`);
          auths.set(row.numero_controle, row);
          report.authorities++;
        } else {
          const row = mapBibliographic(record, `${base}#${position}`);
          titles.set(row.numero_controle, row); // the same control number twice: the later one wins
          report.bibliographic++;
        }
      } catch (e) {
        report.failed++;
        failures.push({ file, position, line, reason: e instanceof Error ? e.message : String(e) });
      }
    }
  }

  const counts = await db.transaction(async (tx) => {
    const a = await upsertAuthorities(tx, [...auths.values()]);
    const t = await upsertTitles(tx, [...titles.values()]);
    await rebuildVocabulary(tx);
    return { ...a, ...t };
  });
  return { files: reports, failures, ...counts, ms: Date.now() - t0 };
}

async function upsertAuthorities(tx: Queryable, rows: AuthorityRow[]) {
  let inserted = 0;
  let updated = 0;
  for (let i = 0; i < rows.length; i += BATCH) {
    const res = await tx.query<{ inserted: boolean }>(
      `INSERT INTO autoridades (numero_controle, tipo, tag, cabecalho, cabecalho_norm, remissivas_ver, remissivas_ver_tambem, registro, leve)
       SELECT numero_controle, tipo, tag, cabecalho, cabecalho_norm, remissivas_ver, remissivas_ver_tambem, registro, false
       FROM jsonb_to_recordset($1::jsonb) AS x(numero_controle text, tipo text, tag text, cabecalho text, cabecalho_norm text,
         remissivas_ver jsonb, remissivas_ver_tambem jsonb, registro jsonb)
       ON CONFLICT (numero_controle) DO UPDATE SET tipo = EXCLUDED.tipo, tag = EXCLUDED.tag, cabecalho = EXCLUDED.cabecalho,
         cabecalho_norm = EXCLUDED.cabecalho_norm, remissivas_ver = EXCLUDED.remissivas_ver,
         remissivas_ver_tambem = EXCLUDED.remissivas_ver_tambem, registro = EXCLUDED.registro, leve = false, atualizado_em = now()
       RETURNING (xmax = 0) AS inserted`,
      [JSON.stringify(rows.slice(i, i + BATCH))],
    );
    const n = res.filter((r) => r.inserted).length;
    inserted += n;
    updated += res.length - n;
  }
  return { authoritiesInserted: inserted, authoritiesUpdated: updated };
}

/** norm -> authority code: authority records' headings first, then their see-from forms, then lightweight rows. */
async function headingIndex(tx: Queryable): Promise<Map<string, number>> {
  const rows = await tx.query<{ cod_autoridade: number; cabecalho_norm: string; remissivas_ver: string[]; leve: boolean }>(
    'SELECT cod_autoridade, cabecalho_norm, remissivas_ver, leve FROM autoridades ORDER BY leve, cod_autoridade',
  );
  const index = new Map<string, number>();
  for (const r of rows) if (!r.leve && !index.has(r.cabecalho_norm)) index.set(r.cabecalho_norm, r.cod_autoridade);
  for (const r of rows) {
    for (const v of r.leve ? [] : r.remissivas_ver) {
      const n = normalise(v);
      if (n && !index.has(n)) index.set(n, r.cod_autoridade);
    }
  }
  for (const r of rows) if (r.leve && !index.has(r.cabecalho_norm)) index.set(r.cabecalho_norm, r.cod_autoridade);
  return index;
}

async function upsertTitles(tx: Queryable, rows: TitleRow[]) {
  const index = await headingIndex(tx);
  const missing = new Map<string, { tipo: string; tag: string; cabecalho: string; cabecalho_norm: string }>();
  for (const row of rows) {
    for (const h of row.headings) {
      if (!index.has(h.norm) && !missing.has(h.norm)) {
        missing.set(h.norm, { tipo: h.papel, tag: h.tag, cabecalho: h.texto, cabecalho_norm: h.norm });
      }
    }
  }
  const newHeadings = [...missing.values()];
  for (let i = 0; i < newHeadings.length; i += 1000) {
    const created = await tx.query<{ cod_autoridade: number; cabecalho_norm: string }>(
      `INSERT INTO autoridades (tipo, tag, cabecalho, cabecalho_norm, leve)
       SELECT tipo, tag, cabecalho, cabecalho_norm, true
       FROM jsonb_to_recordset($1::jsonb) AS x(tipo text, tag text, cabecalho text, cabecalho_norm text)
       RETURNING cod_autoridade, cabecalho_norm`,
      [JSON.stringify(newHeadings.slice(i, i + 1000))],
    );
    for (const c of created) index.set(c.cabecalho_norm, c.cod_autoridade);
  }

  let inserted = 0;
  let updated = 0;
  for (let i = 0; i < rows.length; i += BATCH) {
    const batch = rows.slice(i, i + BATCH);
    const res = await tx.query<{ cod_acervo: number; numero_controle: string; inserted: boolean }>(
      `INSERT INTO titulos (numero_controle, controle_001, cod_tipo_obra, obra, responsabilidade, descricao, ano_publicacao,
         idioma, local_publicacao, editora, edicao, isbn, issn, classificacao, descricao_fisica, series, notas, links,
         autores_txt, assuntos_txt, outros_txt, ordem_obra, ordem_autor, registro)
       SELECT numero_controle, controle_001, cod_tipo_obra, obra, responsabilidade, descricao, ano_publicacao,
         idioma, local_publicacao, editora, edicao,
         ARRAY(SELECT jsonb_array_elements_text(isbn)), ARRAY(SELECT jsonb_array_elements_text(issn)),
         classificacao, descricao_fisica,
         ARRAY(SELECT jsonb_array_elements_text(series)), ARRAY(SELECT jsonb_array_elements_text(notas)), links,
         autores_txt, assuntos_txt, outros_txt, ordem_obra, ordem_autor, registro
       FROM jsonb_to_recordset($1::jsonb) AS x(numero_controle text, controle_001 text, cod_tipo_obra int, obra text,
         responsabilidade text, descricao text, ano_publicacao text, idioma text, local_publicacao text, editora text,
         edicao text, isbn jsonb, issn jsonb, classificacao text, descricao_fisica text, series jsonb, notas jsonb,
         links jsonb, autores_txt text, assuntos_txt text, outros_txt text, ordem_obra text, ordem_autor text, registro jsonb)
       ON CONFLICT (numero_controle) DO UPDATE SET controle_001 = EXCLUDED.controle_001, cod_tipo_obra = EXCLUDED.cod_tipo_obra,
         obra = EXCLUDED.obra, responsabilidade = EXCLUDED.responsabilidade, descricao = EXCLUDED.descricao,
         ano_publicacao = EXCLUDED.ano_publicacao, idioma = EXCLUDED.idioma, local_publicacao = EXCLUDED.local_publicacao,
         editora = EXCLUDED.editora, edicao = EXCLUDED.edicao, isbn = EXCLUDED.isbn, issn = EXCLUDED.issn,
         classificacao = EXCLUDED.classificacao, descricao_fisica = EXCLUDED.descricao_fisica, series = EXCLUDED.series,
         notas = EXCLUDED.notas, links = EXCLUDED.links, autores_txt = EXCLUDED.autores_txt,
         assuntos_txt = EXCLUDED.assuntos_txt, outros_txt = EXCLUDED.outros_txt, ordem_obra = EXCLUDED.ordem_obra,
         ordem_autor = EXCLUDED.ordem_autor, registro = EXCLUDED.registro, atualizado_em = now()
       RETURNING cod_acervo, numero_controle, (xmax = 0) AS inserted`,
      [JSON.stringify(batch.map(({ headings: _h, ...row }) => row))],
    );
    const ids = new Map(res.map((r) => [r.numero_controle, r.cod_acervo]));
    const n = res.filter((r) => r.inserted).length;
    inserted += n;
    updated += res.length - n;
    const links = batch.flatMap((row) => {
      const cod = ids.get(row.numero_controle);
      return row.headings.map((h, ordem) => ({ cod_acervo: cod, papel: h.papel, ordem, campo: h.campo, cod_autoridade: index.get(h.norm) }));
    });
    await tx.query(
      `DELETE FROM titulo_autoridade WHERE cod_acervo IN (SELECT (jsonb_array_elements_text($1::jsonb))::int)`,
      [JSON.stringify([...ids.values()])],
    );
    await tx.query(
      `INSERT INTO titulo_autoridade (cod_acervo, papel, ordem, campo, cod_autoridade)
       SELECT cod_acervo, papel, ordem, campo, cod_autoridade
       FROM jsonb_to_recordset($1::jsonb) AS x(cod_acervo int, papel text, ordem int, campo int, cod_autoridade int)`,
      [JSON.stringify(links)],
    );
  }
  return { titlesInserted: inserted, titlesUpdated: updated, headingsCreated: newHeadings.length };
}

/** Words of titles and headings, unaccented, for "did you mean" by trigram similarity. */
async function rebuildVocabulary(tx: Queryable): Promise<void> {
  await tx.query('DELETE FROM vocabulario');
  await tx.query(
    `INSERT INTO vocabulario (palavra_norm, palavra, frequencia)
     SELECT estante_unaccent(w), mode() WITHIN GROUP (ORDER BY w), count(*)::int
     FROM titulos t,
       regexp_split_to_table(lower(t.obra || ' ' || t.autores_txt || ' ' || t.assuntos_txt), '[\\s!-/:-@\\[-\`{-~«»“”‘’—–¿¡·]+') AS w
     WHERE char_length(w) >= 3 AND w !~ '^[0-9]+$'
     GROUP BY 1`,
  );
}

/** Human-readable lines for the CLI. */
export function formatReport(r: ImportReport): string {
  const lines = r.files.map(
    (f) => `${path.basename(f.file)}: ${f.records} records (${f.bibliographic} bibliographic, ${f.authorities} authority, ${f.failed} failed)`,
  );
  lines.push(
    `titles: ${r.titlesInserted} inserted, ${r.titlesUpdated} updated; authorities: ${r.authoritiesInserted} inserted, ${r.authoritiesUpdated} updated; lightweight headings: ${r.headingsCreated}; ${r.ms} ms`,
  );
  for (const f of r.failures) lines.push(`FAILED ${f.file} record #${f.position}${f.line ? ` (line ${f.line})` : ''}${f.offset !== undefined ? ` (byte ${f.offset})` : ''}: ${f.reason}`);
  return lines.join('\n');
}
