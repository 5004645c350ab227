import type { EstatisticasSugestoes, SituacaoSugestao, SugestaoEquipe, SugestaoPatrono } from '@estante/api-contract';
import type { Db } from '../../db/db';
import { say, type Lang } from '../../plugins/lang';
import { SITUACOES_PEDIDO } from './messages';
import { SITUACOES_ATENDIDA, SITUACOES_RECUSA, attendedRate } from './rules';

/** A timestamptz as ISO 8601 in UTC (the same text on PGlite and PostgreSQL). */
const iso = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;
const day = (column: string) => `to_char(${column}, 'YYYY-MM-DD')`;
const DESCRICAO: Record<Lang, string> = { pt: 'descricao_pt', en: 'descricao_en', es: 'descricao_es' };

type PedidoSituacao = keyof typeof SITUACOES_PEDIDO;

interface Row {
  cod_sugestao: number;
  titulo: string;
  autor: string | null;
  edicao: string | null;
  editor: string;
  isbn_issn: string | null;
  periodico: boolean;
  outras_inf: string | null;
  cod_biblioteca: number;
  biblioteca: string;
  data_sugestao: string;
  cod_situacao: number;
  situacao: string;
  data_situacao: string | null;
  professor: boolean;
  motivo: string | null;
  cod_curso: number | null;
  nome_curso: string | null;
  cod_disciplina: number | null;
  nome_disciplina: string | null;
  sigla_disciplina: string | null;
  numero: string | null;
  data_pedido: string | null;
  fornecedor: string | null;
  pedido_situacao: PedidoSituacao | null;
  previsao_entrega: string | null;
  data_chegada: string | null;
  cod_acervo: number | null;
  obra: string | null;
}

function present(r: Row, lang: Lang): SugestaoPatrono {
  return {
    cod_sugestao: r.cod_sugestao,
    titulo: r.titulo,
    autor: r.autor,
    edicao: r.edicao,
    editor: r.editor,
    isbn_issn: r.isbn_issn,
    periodico: r.periodico,
    outras_inf: r.outras_inf,
    cod_biblioteca: r.cod_biblioteca,
    biblioteca: r.biblioteca,
    data_sugestao: r.data_sugestao,
    cod_situacao: r.cod_situacao,
    situacao: r.situacao,
    data_situacao: r.data_situacao,
    professor: r.professor,
    curso: r.cod_curso !== null && r.nome_curso !== null ? { codigo: r.cod_curso, descricao: r.nome_curso } : null,
    disciplina:
      r.cod_disciplina !== null && r.nome_disciplina !== null ? { codigo: r.cod_disciplina, descricao: r.nome_disciplina, sigla: r.sigla_disciplina ?? '' } : null,
    pedido:
      r.numero !== null && r.data_pedido !== null && r.pedido_situacao !== null
        ? {
            numero: r.numero,
            data: r.data_pedido,
            fornecedor: r.fornecedor ?? '',
            situacao: r.pedido_situacao,
            situacao_descricao: say(SITUACOES_PEDIDO[r.pedido_situacao], lang),
            previsao_entrega: r.previsao_entrega,
          }
        : null,
    chegada:
      r.data_chegada !== null
        ? { data: r.data_chegada, cod_acervo: r.cod_acervo, titulo: r.cod_acervo !== null ? r.obra : null, rota: r.cod_acervo !== null ? `/acervo/${r.cod_acervo}` : null }
        : null,
    recusa: SITUACOES_RECUSA.includes(r.cod_situacao) ? { motivo: r.motivo } : null,
  };
}

/** The SQL of /api/aquisicao: statuses, a patron's own suggestions and their story, statistics, the staff's list. */
export function aquisicaoRepository(db: Db) {
  return {
    /** SPEC.md §4 statuses in code order, named in `lang`. */
    statuses: (lang: Lang) =>
      db.query<SituacaoSugestao>(`SELECT cod_situacao AS codigo, ${DESCRICAO[lang]} AS descricao FROM situacoes_sugestao ORDER BY cod_situacao`),

    async statusExists(cod: number): Promise<boolean> {
      const [row] = await db.query<{ ok: boolean }>('SELECT EXISTS (SELECT 1 FROM situacoes_sugestao WHERE cod_situacao = $1) AS ok', [cod]);
      return row?.ok === true;
    },

    /** The patron's own suggestions (of one status, when given), newest first, a page of them, and how many in all. */
    async mine(codPessoa: number, situacao: number | null, limit: number, offset: number, lang: Lang): Promise<{ total: number; rows: SugestaoPatrono[] }> {
      const [count] = await db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM sugestoes_aquisicao WHERE cod_pessoa = $1 AND ($2::int IS NULL OR cod_situacao = $2::int)',
        [codPessoa, situacao],
      );
      const rows = await db.query<Row>(
        `SELECT s.cod_sugestao, s.titulo, s.autor, s.edicao, s.editor, s.isbn_issn, s.periodico, s.outras_inf, s.cod_biblioteca,
                b.desc_biblioteca AS biblioteca, ${iso('s.data_sugestao')} AS data_sugestao, s.cod_situacao, st.${DESCRICAO[lang]} AS situacao,
                ${day('s.data_situacao')} AS data_situacao, s.professor, s.motivo,
                c.cod_curso, c.nome_curso, d.cod_disciplina, d.nome_disciplina, d.codigo AS sigla_disciplina,
                p.numero, ${day('p.data_pedido')} AS data_pedido, f.nome AS fornecedor, p.situacao AS pedido_situacao,
                ${day('p.previsao_entrega')} AS previsao_entrega, ${day('i.data_chegada')} AS data_chegada, i.cod_acervo, t.obra
           FROM sugestoes_aquisicao s
           JOIN bibliotecas b ON b.cod_biblioteca = s.cod_biblioteca
           JOIN situacoes_sugestao st ON st.cod_situacao = s.cod_situacao
           LEFT JOIN cursos c ON c.cod_curso = s.cod_curso
           LEFT JOIN disciplinas d ON d.cod_disciplina = s.cod_disciplina
           LEFT JOIN itens_pedido i ON i.cod_sugestao = s.cod_sugestao
           LEFT JOIN pedidos_compra p ON p.cod_pedido = i.cod_pedido
           LEFT JOIN fornecedores f ON f.cod_fornecedor = p.cod_fornecedor
           LEFT JOIN titulos t ON t.cod_acervo = i.cod_acervo
          WHERE s.cod_pessoa = $1 AND ($2::int IS NULL OR s.cod_situacao = $2::int)
          ORDER BY s.data_sugestao DESC, s.cod_sugestao DESC
          LIMIT $3 OFFSET $4`,
        [codPessoa, situacao, limit, offset],
      );
      return { total: count?.n ?? 0, rows: rows.map((r) => present(r, lang)) };
    },

    /** The patron's suggestions counted per status (every status, 0 included) and per year. */
    async stats(codPessoa: number, lang: Lang): Promise<EstatisticasSugestoes> {
      const porSituacao = await db.query<{ codigo: number; descricao: string; total: number }>(
        `SELECT st.cod_situacao AS codigo, st.${DESCRICAO[lang]} AS descricao, count(s.cod_sugestao)::int AS total
           FROM situacoes_sugestao st
           LEFT JOIN sugestoes_aquisicao s ON s.cod_situacao = st.cod_situacao AND s.cod_pessoa = $1
          GROUP BY st.cod_situacao ORDER BY st.cod_situacao`,
        [codPessoa],
      );
      const porAno = await db.query<{ ano: number; total: number }>(
        `SELECT extract(year FROM data_sugestao AT TIME ZONE 'UTC')::int AS ano, count(*)::int AS total
           FROM sugestoes_aquisicao WHERE cod_pessoa = $1 GROUP BY 1 ORDER BY 1 DESC`,
        [codPessoa],
      );
      const total = porSituacao.reduce((n, s) => n + s.total, 0);
      const atendidas = porSituacao.filter((s) => SITUACOES_ATENDIDA.includes(s.codigo)).reduce((n, s) => n + s.total, 0);
      return { total, por_situacao: porSituacao, por_ano: porAno, atendidas, taxa_atendimento: attendedRate(atendidas, total) };
    },

    /** The staff's list: `professor` suggestions or the others, newest first, a page, and how many. */
    async staff(professor: boolean, limit: number, offset: number, lang: Lang): Promise<{ total: number; sugestoes: SugestaoEquipe[] }> {
      const [count] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM sugestoes_aquisicao WHERE professor = $1', [professor]);
      const sugestoes = await db.query<SugestaoEquipe>(
        `SELECT s.cod_sugestao, ${iso('s.data_sugestao')} AS data_sugestao, pe.nome_pessoa, cu.${DESCRICAO[lang]} AS categoria,
                s.titulo, s.autor, s.editor, b.desc_biblioteca AS biblioteca, st.${DESCRICAO[lang]} AS situacao, s.professor,
                c.nome_curso AS curso, CASE WHEN d.cod_disciplina IS NULL THEN NULL ELSE d.codigo || ' ' || d.nome_disciplina END AS disciplina
           FROM sugestoes_aquisicao s
           JOIN pessoas pe ON pe.cod_pessoa = s.cod_pessoa
           JOIN categorias_usuario cu ON cu.cod_categoria = pe.cod_categoria
           JOIN bibliotecas b ON b.cod_biblioteca = s.cod_biblioteca
           JOIN situacoes_sugestao st ON st.cod_situacao = s.cod_situacao
           LEFT JOIN cursos c ON c.cod_curso = s.cod_curso
           LEFT JOIN disciplinas d ON d.cod_disciplina = s.cod_disciplina
          WHERE s.professor = $1
          ORDER BY s.data_sugestao DESC, s.cod_sugestao DESC
          LIMIT $2 OFFSET $3`,
        [professor, limit, offset],
      );
      return { total: count?.n ?? 0, sugestoes };
    },
  };
}
