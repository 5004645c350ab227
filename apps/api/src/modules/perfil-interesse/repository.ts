import type { Db, Queryable } from '../../db/db';
import { oauthRepository } from '../oauth/repository';
import type { Lang } from '../../plugins/lang';
import { TYPE_COLUMN } from '../acervo/summaries.repository';

/** The four lists of the profile as stored (perfil_interesse.lista). */
export type Lista = 'area_autor_assunto' | 'periodicos' | 'tipo_obra' | 'titulos';

/** An entry as stored, with what it names read from the catalogue. */
export interface ItemRow {
  cod_item: number;
  lista: Lista;
  tipo: 'autor' | 'assunto' | 'area' | null;
  cod_autoridade: number | null;
  area: string | null;
  cod_acervo: number | null;
  tipos_periodico: string[] | null;
  cod_tipo_obra: number | null;
  palavras: string | null;
  /** The heading, the serial's title, the type of work (in the reader's language), the class or the words. */
  descricao: string;
}

/** The columns an entry is written with (the others null). */
export interface ItemValues {
  tipo?: 'autor' | 'assunto' | 'area';
  cod_autoridade?: number;
  area?: string;
  cod_acervo?: number;
  tipos_periodico?: string[];
  cod_tipo_obra?: number;
  palavras?: string;
  chave: string;
}

const selectItems = (lang: Lang) => `
  SELECT p.cod_item, p.lista, p.tipo, p.cod_autoridade, p.area, p.cod_acervo, p.tipos_periodico, p.cod_tipo_obra, p.palavras,
    coalesce(a.cabecalho, t.obra, tp.${TYPE_COLUMN[lang]}, p.area, p.palavras, '') AS descricao
  FROM perfil_interesse p
  LEFT JOIN autoridades a ON a.cod_autoridade = p.cod_autoridade
  LEFT JOIN titulos t ON t.cod_acervo = p.cod_acervo
  LEFT JOIN tipos_obra tp ON tp.cod_tipo_obra = p.cod_tipo_obra`;

/**
 * Whether the title `t` (with its facet row `f`) matches the entry `p`: an author or subject among the
 * title's headings, its call number's class, the serial itself, its type of work, or every word of the
 * entry (p.chave, normalised) a whole word of its title.
 */
export const MATCH = `CASE p.lista
    WHEN 'area_autor_assunto' THEN CASE p.tipo
      WHEN 'autor' THEN p.cod_autoridade = ANY (f.autores)
      WHEN 'assunto' THEN p.cod_autoridade = ANY (f.assuntos)
      ELSE estante_classe(t.classificacao) = p.area END
    WHEN 'periodicos' THEN p.cod_acervo = t.cod_acervo
    WHEN 'tipo_obra' THEN p.cod_tipo_obra = t.cod_tipo_obra
    ELSE NOT EXISTS (SELECT 1 FROM unnest(string_to_array(p.chave, ' ')) AS w
                      WHERE position(' ' || w || ' ' IN ' ' || estante_norm(t.obra) || ' ') = 0)
  END`;

export function perfilRepository(db: Db) {
  return {
    list: (codPessoa: number, lista: Lista, lang: Lang) =>
      db.query<ItemRow>(`${selectItems(lang)} WHERE p.cod_pessoa = $1 AND p.lista = $2 ORDER BY descricao, p.cod_item`, [codPessoa, lista]),

    async one(codPessoa: number, lista: Lista, id: number, lang: Lang): Promise<ItemRow | undefined> {
      const [row] = await db.query<ItemRow>(`${selectItems(lang)} WHERE p.cod_pessoa = $1 AND p.lista = $2 AND p.cod_item = $3`, [codPessoa, lista, id]);
      return row;
    },

    /** All the patron's entries, every list (the reasons of "new for you"). */
    all: (codPessoa: number, lang: Lang) => db.query<ItemRow>(`${selectItems(lang)} WHERE p.cod_pessoa = $1`, [codPessoa]),

    /** Adds an entry; 'duplicate' when the list holds it already (the unique key decides, whatever ran at once). */
    async add(codPessoa: number, lista: Lista, v: ItemValues, lang: Lang): Promise<number | 'duplicate'> {
      return db.transaction(async (tx) => {
        const [row] = await tx.query<{ cod_item: number }>(
          `INSERT INTO perfil_interesse (cod_pessoa, lista, tipo, cod_autoridade, area, cod_acervo, tipos_periodico, cod_tipo_obra, palavras, chave)
           VALUES ($1, $2, $3, $4, $5, $6, $7::text[], $8, $9, $10)
           ON CONFLICT (cod_pessoa, lista, chave) DO NOTHING RETURNING cod_item`,
          [codPessoa, lista, v.tipo ?? null, v.cod_autoridade ?? null, v.area ?? null, v.cod_acervo ?? null, v.tipos_periodico ?? null, v.cod_tipo_obra ?? null, v.palavras ?? null, v.chave],
        );
        if (!row) return 'duplicate';
        await oauthRepository(tx).rememberLanguage(codPessoa, lang);
        return row.cod_item;
      });
    },

    /** Changes one of the patron's entries: 'missing' when none of theirs has that code, 'duplicate' when another entry is the same. */
    async update(codPessoa: number, lista: Lista, id: number, v: ItemValues, lang: Lang): Promise<'ok' | 'missing' | 'duplicate'> {
      try {
        return await db.transaction(async (tx) => {
          const res = await tx.query<{ cod_item: number }>(
            `UPDATE perfil_interesse SET tipo = $4, cod_autoridade = $5, area = $6, cod_acervo = $7, tipos_periodico = $8::text[], cod_tipo_obra = $9,
               palavras = $10, chave = $11
             WHERE cod_pessoa = $1 AND lista = $2 AND cod_item = $3 RETURNING cod_item`,
            [codPessoa, lista, id, v.tipo ?? null, v.cod_autoridade ?? null, v.area ?? null, v.cod_acervo ?? null, v.tipos_periodico ?? null, v.cod_tipo_obra ?? null, v.palavras ?? null, v.chave],
          );
          if (res.length === 0) return 'missing' as const;
          await oauthRepository(tx).rememberLanguage(codPessoa, lang);
          return 'ok' as const;
        });
      } catch (e) {
        if ((e as { code?: string }).code === '23505') return 'duplicate';
        throw e;
      }
    },

    async remove(codPessoa: number, lista: Lista, id: number): Promise<boolean> {
      const res = await db.query('DELETE FROM perfil_interesse WHERE cod_pessoa = $1 AND lista = $2 AND cod_item = $3 RETURNING cod_item', [codPessoa, lista, id]);
      return res.length > 0;
    },

    /** The heading of an authority of kind `tipo` (A name, S subject) used by some title in that role, or undefined. */
    async heading(cod: number, papel: 'A' | 'S'): Promise<string | undefined> {
      const [row] = await db.query<{ cabecalho: string }>(
        `SELECT a.cabecalho FROM autoridades a WHERE a.cod_autoridade = $1
           AND EXISTS (SELECT 1 FROM titulo_autoridade ta WHERE ta.cod_autoridade = a.cod_autoridade AND ta.papel = $2)`,
        [cod, papel],
      );
      return row?.cabecalho;
    },

    async areaExists(area: string): Promise<boolean> {
      const [row] = await db.query<{ ok: boolean }>('SELECT EXISTS (SELECT 1 FROM titulos WHERE estante_classe(classificacao) = $1) AS ok', [area]);
      return row?.ok ?? false;
    },

    async isSerial(cod: number): Promise<boolean> {
      const [row] = await db.query<{ ok: boolean }>('SELECT EXISTS (SELECT 1 FROM titulos WHERE cod_acervo = $1 AND cod_tipo_obra = 2) AS ok', [cod]);
      return row?.ok ?? false;
    },

    async workTypeExists(cod: number): Promise<boolean> {
      const [row] = await db.query<{ ok: boolean }>('SELECT EXISTS (SELECT 1 FROM tipos_obra WHERE cod_tipo_obra = $1) AS ok', [cod]);
      return row?.ok ?? false;
    },

    /** Words as the title index compares them (accents, case and punctuation ignored). */
    async norm(s: string): Promise<string> {
      const [row] = await db.query<{ n: string | null }>('SELECT estante_norm($1) AS n', [s]);
      return row?.n ?? '';
    },

    /** The pickers' options: headings used by titles in the role, classes of call numbers, serials. */
    options(tipo: 'autor' | 'assunto' | 'area' | 'periodico', q: string) {
      if (tipo === 'area') {
        return db.query<{ codigo: string; descricao: string; total: number }>(
          `SELECT classe AS codigo, classe || ' — ' || min(obra) AS descricao, count(*)::int AS total
             FROM (SELECT estante_classe(classificacao) AS classe, obra FROM titulos WHERE classificacao IS NOT NULL) x
            WHERE classe LIKE upper($1) || '%' GROUP BY classe ORDER BY count(*) DESC, classe LIMIT 20`,
          [q.trim()],
        );
      }
      if (tipo === 'periodico') {
        return db.query<{ codigo: string; descricao: string; total: number }>(
          `SELECT cod_acervo::text AS codigo, obra AS descricao, 1 AS total FROM titulos
            WHERE cod_tipo_obra = 2 AND estante_norm(obra) LIKE '%' || estante_norm($1) || '%' ORDER BY ordem_obra, cod_acervo LIMIT 20`,
          [q],
        );
      }
      return db.query<{ codigo: string; descricao: string; total: number }>(
        `SELECT a.cod_autoridade::text AS codigo, a.cabecalho AS descricao, count(DISTINCT ta.cod_acervo)::int AS total
           FROM autoridades a JOIN titulo_autoridade ta ON ta.cod_autoridade = a.cod_autoridade AND ta.papel = $2
          WHERE a.cabecalho_norm LIKE '%' || estante_norm($1) || '%'
          GROUP BY a.cod_autoridade ORDER BY bool_or(a.cabecalho_norm LIKE estante_norm($1) || '%') DESC, count(DISTINCT ta.cod_acervo) DESC, a.cabecalho_norm LIMIT 20`,
        [q, tipo === 'autor' ? 'A' : 'S'],
      );
    },

    async countEntries(codPessoa: number): Promise<number> {
      const [row] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM perfil_interesse WHERE cod_pessoa = $1', [codPessoa]);
      return row?.n ?? 0;
    },

    /**
     * "New for you": titles with a copy acquired between `de` and `ate` (the new acquisitions, NA_A), and
     * titles an import told the patron of in that period, that match the patron's entries; newest first.
     */
    async novidades(codPessoa: number, de: string, ate: string, page: number, perPage: number) {
      const rows = await db.query<{ cod_acervo: number; data: string; itens: number[]; total: number }>(
        `WITH novos AS (
           SELECT cod_acervo, max(dia) AS dia FROM (
             SELECT cod_acervo, data_aquisicao AS dia FROM exemplares WHERE data_aquisicao BETWEEN $2::date AND $3::date
             UNION ALL
             SELECT cod_acervo, (avisado_em AT TIME ZONE 'UTC')::date FROM perfil_interesse_avisos
              WHERE cod_pessoa = $1 AND (avisado_em AT TIME ZONE 'UTC')::date BETWEEN $2::date AND $3::date) x
           GROUP BY cod_acervo),
         m AS (
           SELECT n.cod_acervo, n.dia, array_agg(p.cod_item ORDER BY p.cod_item) AS itens
             FROM novos n JOIN titulos t ON t.cod_acervo = n.cod_acervo JOIN titulo_facetas f ON f.cod_acervo = n.cod_acervo
             JOIN perfil_interesse p ON p.cod_pessoa = $1 AND ${MATCH}
            GROUP BY n.cod_acervo, n.dia)
         SELECT cod_acervo, to_char(dia, 'DD/MM/YYYY') AS data, itens, count(*) OVER ()::int AS total
           FROM m ORDER BY dia DESC, cod_acervo DESC LIMIT $4 OFFSET $5`,
        [codPessoa, de, ate, perPage, (page - 1) * perPage],
      );
      return rows;
    },

    /** How many titles "new for you" holds (for a page past the last). */
    async novidadesTotal(codPessoa: number, de: string, ate: string): Promise<number> {
      const [row] = await db.query<{ n: number }>(
        `SELECT count(DISTINCT t.cod_acervo)::int AS n FROM titulos t JOIN titulo_facetas f ON f.cod_acervo = t.cod_acervo
           JOIN perfil_interesse p ON p.cod_pessoa = $1 AND ${MATCH}
          WHERE t.cod_acervo IN (SELECT cod_acervo FROM exemplares WHERE data_aquisicao BETWEEN $2::date AND $3::date
                                 UNION SELECT cod_acervo FROM perfil_interesse_avisos
                                  WHERE cod_pessoa = $1 AND (avisado_em AT TIME ZONE 'UTC')::date BETWEEN $2::date AND $3::date)`,
        [codPessoa, de, ate],
      );
      return row?.n ?? 0;
    },
  };
}

/** Which patrons' profiles match which of the titles `codAcervos`. */
export function profileMatches(db: Queryable, codAcervos: readonly number[]) {
  return db.query<{ cod_pessoa: number; cod_acervo: number }>(
    `SELECT DISTINCT p.cod_pessoa, t.cod_acervo
       FROM titulos t JOIN titulo_facetas f ON f.cod_acervo = t.cod_acervo
       JOIN perfil_interesse p ON ${MATCH}
      WHERE t.cod_acervo IN (SELECT (jsonb_array_elements_text($1::jsonb))::int)
      ORDER BY p.cod_pessoa, t.cod_acervo`,
    [JSON.stringify(codAcervos)],
  );
}

export interface Notice {
  /** The titles the patron had not been told of yet, with what the e-mail names. */
  fresh: { cod_acervo: number; obra: string; responsabilidade: string | null; ano_publicacao: string | null }[];
  who: { nome: string; emails: string[]; recebe_email: boolean; login: string | null; idioma: string | null } | undefined;
}

/**
 * In the caller's transaction: marks the titles told to the patron (once ever, whatever ran at once),
 * raises ONE alert naming those not told before, and reads who to write to; null when all were told.
 */
export async function recordNotice(tx: Queryable, codPessoa: number, titles: readonly number[], at: string): Promise<Notice | null> {
  const fresh = await tx.query<Notice['fresh'][number]>(
    `WITH novos AS (
       INSERT INTO perfil_interesse_avisos (cod_pessoa, cod_acervo, avisado_em)
       SELECT $1, x, $3::timestamptz FROM unnest($2::int[]) AS x
       ON CONFLICT DO NOTHING RETURNING cod_acervo)
     SELECT n.cod_acervo, t.obra, t.responsabilidade, t.ano_publicacao FROM novos n JOIN titulos t ON t.cod_acervo = n.cod_acervo
      ORDER BY t.ordem_obra, n.cod_acervo`,
    [codPessoa, titles, at],
  );
  if (fresh.length === 0) return null;
  const [alert] = await tx.query<{ cod_alerta: number }>(
    `INSERT INTO alertas (cod_pessoa, tipo, cod_acervo, dados, data_alerta) VALUES ($1, 'perfil_interesse', $2, $3, $4::timestamptz) RETURNING cod_alerta`,
    [codPessoa, fresh.length === 1 ? fresh[0]!.cod_acervo : null, JSON.stringify({ titulos: fresh.map((f) => f.obra), acervos: fresh.map((f) => f.cod_acervo) }), at],
  );
  await tx.query('UPDATE perfil_interesse_avisos SET cod_alerta = $1 WHERE cod_pessoa = $2 AND cod_acervo = ANY ($3::int[])', [alert!.cod_alerta, codPessoa, fresh.map((f) => f.cod_acervo)]);
  const [who] = await tx.query<NonNullable<Notice['who']>>(
    `SELECT p.nome_pessoa AS nome, p.emails, p.recebe_email, p.idioma,
            (SELECT l.login FROM logins l WHERE l.cod_pessoa = p.cod_pessoa ORDER BY l.principal DESC, l.cod_login LIMIT 1) AS login
       FROM pessoas p WHERE p.cod_pessoa = $1`,
    [codPessoa],
  );
  return { fresh, who };
}
