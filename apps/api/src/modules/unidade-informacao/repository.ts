import type { SugestaoAquisicaoResponse, UnidadeInformacao } from '@estante/api-contract';
import type { Db } from '../../db/db';
import type { Lang } from '../../plugins/lang';

/** The fields of a suggestion as stored (trimmed; blanks null). */
export interface Suggestion {
  cod_pessoa: number;
  cod_campus: number;
  cod_biblioteca: number;
  autor: string | null;
  titulo: string;
  edicao: string | null;
  editor: string;
  isbn_issn: string | null;
  periodico: boolean;
  outras_inf: string | null;
  /** Sent through the teachers' path (SPEC.md §6). */
  professor: boolean;
  /** A teacher's suggestion only: the course and discipline it is for. */
  cod_curso?: number | null;
  cod_disciplina?: number | null;
  /** ISO timestamp. */
  data_sugestao: string;
  cod_situacao: number;
}

const SITUACAO_COLUMN: Record<Lang, string> = { pt: 's.descricao_pt', en: 's.descricao_en', es: 's.descricao_es' };

/** The SQL of /api/unidade-informacao: libraries for a select, general comments and acquisition suggestions. */
export function unidadeInformacaoRepository(db: Db) {
  return {
    /** Every library (of one campus, when given) with its campus, by code. */
    libraries: (campus: number | null) =>
      db.query<UnidadeInformacao>(
        `SELECT b.cod_biblioteca, b.desc_biblioteca, b.sigla, b.cod_campus, c.nome_campus
         FROM bibliotecas b JOIN campus c USING (cod_campus)
         WHERE $1::int IS NULL OR b.cod_campus = $1::int ORDER BY b.cod_biblioteca`,
        [campus],
      ),

    /** The campus of a library; undefined when there is no such library. */
    async campusOfLibrary(codBiblioteca: number): Promise<number | undefined> {
      const [row] = await db.query<{ cod_campus: number }>('SELECT cod_campus FROM bibliotecas WHERE cod_biblioteca = $1', [codBiblioteca]);
      return row?.cod_campus;
    },

    /** The activity is on for everyone, or the patron's category is granted it (same rule as the client's useActivity). */
    async activityAllowed(codPessoa: number, codAtividade: number): Promise<boolean> {
      const [row] = await db.query<{ ok: boolean }>(
        `SELECT EXISTS (SELECT 1 FROM funcionalidades WHERE cod_atividade = $2 AND ativo)
             OR EXISTS (SELECT 1 FROM permissoes_categoria pc JOIN pessoas p ON p.cod_categoria = pc.cod_categoria
                        WHERE p.cod_pessoa = $1 AND pc.cod_atividade = $2) AS ok`,
        [codPessoa, codAtividade],
      );
      return row?.ok === true;
    },

    /** `limite_pendentes` of configuracoes.comentarios_gerais as stored (anything, or undefined). */
    async storedPendingLimit(): Promise<unknown> {
      const [row] = await db.query<{ valor: { limite_pendentes?: unknown } | null }>(`SELECT valor FROM configuracoes WHERE chave = 'comentarios_gerais'`);
      return row?.valor?.limite_pendentes;
    },

    /**
     * Stores a pending general comment unless the patron already has `limit` (> 0) awaiting
     * moderation: the new comment's code, or null when refused.
     */
    addGeneralComment: (c: { cod_biblioteca: number; cod_pessoa: number; texto: string; now: string; limit: number }) =>
      db.transaction(async (tx) => {
        // The patron's row is the lock: two comments sent at once are counted one after the other.
        await tx.query('SELECT 1 FROM pessoas WHERE cod_pessoa = $1 FOR UPDATE', [c.cod_pessoa]);
        const [pending] = await tx.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM comentarios WHERE cod_pessoa = $1 AND cod_acervo IS NULL AND situacao = 'pendente'`,
          [c.cod_pessoa],
        );
        if (c.limit > 0 && (pending?.n ?? 0) >= c.limit) return null;
        const [row] = await tx.query<{ cod_comentario: number }>(
          `INSERT INTO comentarios (cod_acervo, cod_biblioteca, cod_pessoa, texto, data_comentario, situacao)
           VALUES (NULL, $1, $2, $3, $4::timestamptz, 'pendente') RETURNING cod_comentario`,
          [c.cod_biblioteca, c.cod_pessoa, c.texto, c.now],
        );
        return row?.cod_comentario ?? null;
      }),

    /** Whether the course exists. */
    async courseExists(codCurso: number): Promise<boolean> {
      const [row] = await db.query<{ ok: boolean }>('SELECT EXISTS (SELECT 1 FROM cursos WHERE cod_curso = $1) AS ok', [codCurso]);
      return row?.ok === true;
    },

    /** The courses a discipline is part of; null when there is no such discipline. */
    async coursesOfDiscipline(codDisciplina: number): Promise<number[] | null> {
      const [row] = await db.query<{ cursos: number[] | null }>(
        `SELECT ARRAY(SELECT cd.cod_curso FROM curso_disciplina cd WHERE cd.cod_disciplina = d.cod_disciplina) AS cursos
           FROM disciplinas d WHERE d.cod_disciplina = $1`,
        [codDisciplina],
      );
      return row ? (row.cursos ?? []) : null;
    },

    /**
     * Stores a suggestion: its code and status, described in `lang` — or 'repeated' when the same
     * patron sent the same one (library, title, publisher, author, edition, ISBN/ISSN, ignoring
     * case and spaces around) within `windowSeconds` before it. The patron's row is the lock: two sends at
     * once (a double click, two tabs) are checked one after the other, so one is stored.
     */
    addSuggestion: (s: Suggestion, lang: Lang, windowSeconds: number): Promise<Omit<SugestaoAquisicaoResponse, 'message'> | 'repeated'> =>
      db.transaction(async (tx) => {
        await tx.query('SELECT 1 FROM pessoas WHERE cod_pessoa = $1 FOR UPDATE', [s.cod_pessoa]);
        const [same] = await tx.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM sugestoes_aquisicao
            WHERE cod_pessoa = $1 AND cod_biblioteca = $2 AND lower(titulo) = lower($3) AND lower(editor) = lower($4)
              AND lower(coalesce(autor, '')) = lower(coalesce($5, '')) AND lower(coalesce(edicao, '')) = lower(coalesce($6, ''))
              AND upper(coalesce(isbn_issn, '')) = upper(coalesce($9, ''))
              AND data_sugestao > $7::timestamptz - make_interval(secs => $8)`,
          [s.cod_pessoa, s.cod_biblioteca, s.titulo, s.editor, s.autor, s.edicao, s.data_sugestao, windowSeconds, s.isbn_issn],
        );
        if ((same?.n ?? 0) > 0) return 'repeated' as const;
        const [row] = await tx.query<Omit<SugestaoAquisicaoResponse, 'message'>>(
          `WITH nova AS (
             INSERT INTO sugestoes_aquisicao
               (cod_pessoa, cod_campus, cod_biblioteca, autor, titulo, edicao, editor, isbn_issn, periodico, outras_inf, professor,
                cod_curso, cod_disciplina, data_sugestao, cod_situacao)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14::timestamptz, $15)
             RETURNING cod_sugestao, cod_situacao, professor)
           SELECT n.cod_sugestao, n.cod_situacao, ${SITUACAO_COLUMN[lang]} AS situacao, n.professor
           FROM nova n JOIN situacoes_sugestao s USING (cod_situacao)`,
          [
            s.cod_pessoa,
            s.cod_campus,
            s.cod_biblioteca,
            s.autor,
            s.titulo,
            s.edicao,
            s.editor,
            s.isbn_issn,
            s.periodico,
            s.outras_inf,
            s.professor,
            s.cod_curso ?? null,
            s.cod_disciplina ?? null,
            s.data_sugestao,
            s.cod_situacao,
          ],
        );
        if (!row) throw new Error('suggestion not stored');
        return row;
      }),
  };
}
