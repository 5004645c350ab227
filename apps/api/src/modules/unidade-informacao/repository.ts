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

    /** Stores a suggestion (never by a professor from here): its code and status, described in `lang`. */
    async addSuggestion(s: Suggestion, lang: Lang): Promise<Omit<SugestaoAquisicaoResponse, 'message'>> {
      const [row] = await db.query<Omit<SugestaoAquisicaoResponse, 'message'>>(
        `WITH nova AS (
           INSERT INTO sugestoes_aquisicao
             (cod_pessoa, cod_campus, cod_biblioteca, autor, titulo, edicao, editor, isbn_issn, periodico, outras_inf, professor, data_sugestao, cod_situacao)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, false, $11::timestamptz, $12)
           RETURNING cod_sugestao, cod_situacao)
         SELECT n.cod_sugestao, n.cod_situacao, ${SITUACAO_COLUMN[lang]} AS situacao
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
          s.data_sugestao,
          s.cod_situacao,
        ],
      );
      if (!row) throw new Error('suggestion not stored');
      return row;
    },
  };
}
