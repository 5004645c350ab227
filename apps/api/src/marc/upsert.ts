// Writing mapped records in batches of BATCH rows (upsert on the control number), with the heading
// index that links bibliographic headings to authorities. Only one batch of rows is held at a time.
import type { Queryable } from '../db/db';
import type { AuthorityRow, TitleRow } from './map';
import { normalise } from './text';

export const BATCH = 250;

export interface UpsertCounts {
  titlesInserted: number;
  titlesUpdated: number;
  authoritiesInserted: number;
  authoritiesUpdated: number;
  /** Headings with no authority record that got a lightweight heading row. */
  headingsCreated: number;
}

/** Heading -> authority: an authority record's heading (rank 0) beats a see-from form (1), which beats a lightweight row (2); the lower code among equals. */
class HeadingIndex {
  readonly #codes = new Map<string, { cod: number; rank: number }>();

  get(norm: string): number | undefined {
    return this.#codes.get(norm)?.cod;
  }

  set(norm: string, cod: number, rank: number): void {
    const had = this.#codes.get(norm);
    if (norm && (!had || rank < had.rank || (rank === had.rank && cod < had.cod))) this.#codes.set(norm, { cod, rank });
  }

  addAuthority(cod: number, norm: string, seeFrom: string[]): void {
    this.set(norm, cod, 0);
    for (const v of seeFrom) this.set(normalise(v), cod, 1);
  }

  static async load(tx: Queryable): Promise<HeadingIndex> {
    const index = new HeadingIndex();
    const rows = await tx.query<{ cod_autoridade: number; cabecalho_norm: string; remissivas_ver: string[]; leve: boolean }>(
      'SELECT cod_autoridade, cabecalho_norm, remissivas_ver, leve FROM autoridades',
    );
    for (const r of rows) {
      if (r.leve) index.set(r.cabecalho_norm, r.cod_autoridade, 2);
      else index.addAuthority(r.cod_autoridade, r.cabecalho_norm, r.remissivas_ver);
    }
    return index;
  }
}

/**
 * Takes mapped rows in file order and writes them in batches. A batch holds one kind of row: a title
 * after authorities (or the reverse) writes the pending batch first, so a heading links to the
 * authorities read before it, as if the rows were written one by one. Within a batch the same control
 * number twice keeps the later row; across batches the later upsert wins.
 */
export class BatchWriter {
  readonly counts: UpsertCounts = { titlesInserted: 0, titlesUpdated: 0, authoritiesInserted: 0, authoritiesUpdated: 0, headingsCreated: 0 };
  /** The codes of the titles this run inserted (not those it updated): what the interest profile tells patrons of. */
  readonly insertedTitles: number[] = [];
  readonly #auths = new Map<string, AuthorityRow>();
  readonly #titles = new Map<string, TitleRow>();
  /** Loaded from the database at the first batch of titles, then kept up to date. */
  #index: HeadingIndex | null = null;
  /** The first lightweight heading row of this run. */
  #firstLightweight: number | null = null;

  constructor(private readonly tx: Queryable) {}

  async authority(row: AuthorityRow): Promise<void> {
    if (this.#titles.size > 0) await this.#flushTitles();
    this.#auths.delete(row.numero_controle);
    this.#auths.set(row.numero_controle, row);
    if (this.#auths.size >= BATCH) await this.#flushAuthorities();
  }

  async title(row: TitleRow): Promise<void> {
    if (this.#auths.size > 0) await this.#flushAuthorities();
    this.#titles.delete(row.numero_controle);
    this.#titles.set(row.numero_controle, row);
    if (this.#titles.size >= BATCH) await this.#flushTitles();
  }

  /** Writes what is pending. */
  async flush(): Promise<void> {
    await this.#flushAuthorities();
    await this.#flushTitles();
  }

  /**
   * End of the run: writes what is pending, then deletes the lightweight heading rows of this run that
   * no title links to any more (a record replaced later in the run by one with another control number's
   * twin, say), so the run leaves what writing only its final records would have left.
   */
  async finish(): Promise<void> {
    await this.flush();
    if (this.#firstLightweight === null) return;
    const orphans = await this.tx.query(
      `DELETE FROM autoridades a WHERE a.leve AND a.cod_autoridade >= $1
         AND NOT EXISTS (SELECT 1 FROM titulo_autoridade ta WHERE ta.cod_autoridade = a.cod_autoridade)
       RETURNING cod_autoridade`,
      [this.#firstLightweight],
    );
    this.counts.headingsCreated -= orphans.length;
  }

  async #flushAuthorities(): Promise<void> {
    const rows = [...this.#auths.values()];
    this.#auths.clear();
    if (rows.length === 0) return;
    const res = await this.tx.query<{ cod_autoridade: number; numero_controle: string; inserted: boolean }>(
      `INSERT INTO autoridades (numero_controle, tipo, tag, cabecalho, cabecalho_norm, remissivas_ver, remissivas_ver_tambem, registro, leve)
       SELECT numero_controle, tipo, tag, cabecalho, cabecalho_norm, remissivas_ver, remissivas_ver_tambem, registro, false
       FROM jsonb_to_recordset($1::jsonb) AS x(numero_controle text, tipo text, tag text, cabecalho text, cabecalho_norm text,
         remissivas_ver jsonb, remissivas_ver_tambem jsonb, registro jsonb)
       ON CONFLICT (numero_controle) DO UPDATE SET tipo = EXCLUDED.tipo, tag = EXCLUDED.tag, cabecalho = EXCLUDED.cabecalho,
         cabecalho_norm = EXCLUDED.cabecalho_norm, remissivas_ver = EXCLUDED.remissivas_ver,
         remissivas_ver_tambem = EXCLUDED.remissivas_ver_tambem, registro = EXCLUDED.registro, leve = false, atualizado_em = now()
       RETURNING cod_autoridade, numero_controle, (xmax = 0) AS inserted`,
      [JSON.stringify(rows)],
    );
    const inserted = res.filter((r) => r.inserted).length;
    this.counts.authoritiesInserted += inserted;
    this.counts.authoritiesUpdated += res.length - inserted;
    if (this.#index) {
      const byKey = new Map(rows.map((r) => [r.numero_controle, r]));
      for (const r of res) {
        const row = byKey.get(r.numero_controle);
        if (row) this.#index.addAuthority(r.cod_autoridade, row.cabecalho_norm, row.remissivas_ver);
      }
    }
  }

  async #flushTitles(): Promise<void> {
    const rows = [...this.#titles.values()];
    this.#titles.clear();
    if (rows.length === 0) return;
    const index = (this.#index ??= await HeadingIndex.load(this.tx));
    const missing = new Map<string, { tipo: string; tag: string; cabecalho: string; cabecalho_norm: string }>();
    for (const h of rows.flatMap((row) => row.headings)) {
      if (index.get(h.norm) === undefined && !missing.has(h.norm)) missing.set(h.norm, { tipo: h.papel, tag: h.tag, cabecalho: h.texto, cabecalho_norm: h.norm });
    }
    if (missing.size > 0) {
      const created = await this.tx.query<{ cod_autoridade: number; cabecalho_norm: string }>(
        `INSERT INTO autoridades (tipo, tag, cabecalho, cabecalho_norm, leve)
         SELECT tipo, tag, cabecalho, cabecalho_norm, true
         FROM jsonb_to_recordset($1::jsonb) AS x(tipo text, tag text, cabecalho text, cabecalho_norm text)
         RETURNING cod_autoridade, cabecalho_norm`,
        [JSON.stringify([...missing.values()])],
      );
      for (const c of created) index.set(c.cabecalho_norm, c.cod_autoridade, 2);
      this.#firstLightweight ??= Math.min(...created.map((c) => c.cod_autoridade));
      this.counts.headingsCreated += created.length;
    }
    const res = await this.tx.query<{ cod_acervo: number; numero_controle: string; inserted: boolean }>(
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
      [JSON.stringify(rows.map(({ headings: _h, ...row }) => row))],
    );
    const ids = new Map(res.map((r) => [r.numero_controle, r.cod_acervo]));
    const inserted = res.filter((r) => r.inserted).length;
    for (const r of res) if (r.inserted) this.insertedTitles.push(r.cod_acervo);
    this.counts.titlesInserted += inserted;
    this.counts.titlesUpdated += res.length - inserted;
    const links = rows.flatMap((row) => {
      const cod = ids.get(row.numero_controle);
      return row.headings.map((h, ordem) => ({ cod_acervo: cod, papel: h.papel, ordem, campo: h.campo, cod_autoridade: index.get(h.norm) }));
    });
    await this.tx.query(`DELETE FROM titulo_autoridade WHERE cod_acervo IN (SELECT (jsonb_array_elements_text($1::jsonb))::int)`, [
      JSON.stringify([...ids.values()]),
    ]);
    await this.tx.query(
      `INSERT INTO titulo_autoridade (cod_acervo, papel, ordem, campo, cod_autoridade)
       SELECT cod_acervo, papel, ordem, campo, cod_autoridade
       FROM jsonb_to_recordset($1::jsonb) AS x(cod_acervo int, papel text, ordem int, campo int, cod_autoridade int)`,
      [JSON.stringify(links)],
    );
  }
}

/** Words of titles and headings, unaccented, for "did you mean" by trigram similarity. */
export async function rebuildVocabulary(tx: Queryable): Promise<void> {
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
