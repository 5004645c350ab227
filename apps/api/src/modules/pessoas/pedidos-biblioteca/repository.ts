import type { Db, Queryable } from '../../../db/db';
import type { Lang } from '../../../plugins/lang';

export type Situacao = 'recebido' | 'em_andamento' | 'respondido' | 'cancelado';
export type Tipo = 'levantamento' | 'permuta';

/** What every request row carries. */
export interface PedidoRow {
  cod_pedido: number;
  cod_pessoa: number;
  tipo: Tipo;
  situacao: Situacao;
  resposta: string | null;
  data_pedido: string;
  data_situacao: string | null;
  cancelado_por: 'usuario' | 'biblioteca' | null;
}

export interface LevantamentoRow extends PedidoRow {
  assunto: string;
  ano_inicio: number;
  ano_fim: number;
  idiomas: string[];
  tipos_obra: number[];
  finalidade: string;
  prazo: string;
  observacoes: string | null;
}

export interface ItemRow {
  titulo: string;
  autor: string | null;
  ano: number | null;
  quantidade: number;
  notas: string | null;
}

export interface PermutaRow extends PedidoRow {
  modalidade: 'oferta' | 'procura';
  instituicao: string | null;
  observacoes: string | null;
  itens: ItemRow[];
}

const ISO = (col: string) => `to_char(${col} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;
const BASE = `p.cod_pedido, p.cod_pessoa, p.tipo, p.situacao, p.resposta, ${ISO('p.data_pedido')} AS data_pedido,
  ${ISO('p.data_situacao')} AS data_situacao, p.cancelado_por`;
const SURVEY = `SELECT ${BASE}, l.assunto, l.ano_inicio, l.ano_fim, l.idiomas, l.tipos_obra, l.finalidade,
  to_char(l.prazo, 'YYYY-MM-DD') AS prazo, l.observacoes
  FROM pedidos_biblioteca p JOIN levantamentos_bibliograficos l ON l.cod_pedido = p.cod_pedido`;
const EXCHANGE = `SELECT ${BASE}, x.modalidade, x.instituicao, x.observacoes,
  COALESCE((SELECT json_agg(json_build_object('titulo', i.titulo, 'autor', i.autor, 'ano', i.ano, 'quantidade', i.quantidade, 'notas', i.notas) ORDER BY i.ordem)
              FROM permuta_itens i WHERE i.cod_pedido = p.cod_pedido), '[]'::json) AS itens
  FROM pedidos_biblioteca p JOIN permutas x ON x.cod_pedido = p.cod_pedido`;
const ORDER = 'ORDER BY p.data_pedido DESC, p.cod_pedido DESC';

export interface NewSurvey {
  assunto: string;
  ano_inicio: number;
  ano_fim: number;
  idiomas: string[];
  tipos_obra: number[];
  finalidade: string;
  prazo: string;
  observacoes: string | null;
}

export interface NewExchange {
  modalidade: 'oferta' | 'procura';
  instituicao: string | null;
  observacoes: string | null;
  itens: ItemRow[];
}

/** Inserts a request of either kind in `tx` (also used by the seed); answers its code. */
export async function insertSurvey(tx: Queryable, codPessoa: number, s: NewSurvey, when: string, idioma: Lang = 'pt'): Promise<number> {
  const [row] = await tx.query<{ cod_pedido: number }>(
    `INSERT INTO pedidos_biblioteca (cod_pessoa, tipo, data_pedido, idioma) VALUES ($1, 'levantamento', $2::timestamptz, $3) RETURNING cod_pedido`,
    [codPessoa, when, idioma],
  );
  const cod = row!.cod_pedido;
  await tx.query(
    `INSERT INTO levantamentos_bibliograficos (cod_pedido, assunto, ano_inicio, ano_fim, idiomas, tipos_obra, finalidade, prazo, observacoes)
     VALUES ($1, $2, $3, $4, $5::text[], $6::int[], $7, $8::date, $9)`,
    [cod, s.assunto, s.ano_inicio, s.ano_fim, s.idiomas, s.tipos_obra, s.finalidade, s.prazo, s.observacoes],
  );
  return cod;
}

export async function insertExchange(tx: Queryable, codPessoa: number, x: NewExchange, when: string, idioma: Lang = 'pt'): Promise<number> {
  const [row] = await tx.query<{ cod_pedido: number }>(
    `INSERT INTO pedidos_biblioteca (cod_pessoa, tipo, data_pedido, idioma) VALUES ($1, 'permuta', $2::timestamptz, $3) RETURNING cod_pedido`,
    [codPessoa, when, idioma],
  );
  const cod = row!.cod_pedido;
  await tx.query('INSERT INTO permutas (cod_pedido, modalidade, instituicao, observacoes) VALUES ($1, $2, $3, $4)', [cod, x.modalidade, x.instituicao, x.observacoes]);
  for (const [i, item] of x.itens.entries()) {
    await tx.query('INSERT INTO permuta_itens (cod_pedido, ordem, titulo, autor, ano, quantidade, notas) VALUES ($1, $2, $3, $4, $5, $6, $7)', [
      cod,
      i + 1,
      item.titulo,
      item.autor,
      item.ano,
      item.quantidade,
      item.notas,
    ]);
  }
  return cod;
}

/**
 * Sets a request's status when it is open (received or in progress) — one UPDATE, so of two
 * changes at once only one finds it open. `codPessoa` narrows to the patron's own (null: the staff).
 * Answers the row's kind, or 'missing' (none of that code, or not the patron's) or 'closed'.
 */
export async function setStatus(
  db: Queryable,
  cod: number,
  codPessoa: number | null,
  tipo: Tipo | null,
  situacao: Exclude<Situacao, 'recebido'>,
  resposta: string | null,
  canceladoPor: 'usuario' | 'biblioteca' | null,
  when: string,
): Promise<Tipo | 'missing' | 'closed'> {
  const [done] = await db.query<{ tipo: Tipo }>(
    `UPDATE pedidos_biblioteca
        SET situacao = $4, resposta = COALESCE($5, resposta), cancelado_por = $6, data_situacao = $7::timestamptz
      WHERE cod_pedido = $1 AND ($2::int IS NULL OR cod_pessoa = $2) AND ($3::text IS NULL OR tipo = $3)
        AND situacao IN ('recebido', 'em_andamento')
      RETURNING tipo`,
    [cod, codPessoa, tipo, situacao, resposta, canceladoPor, when],
  );
  if (done) return done.tipo;
  const [exists] = await db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM pedidos_biblioteca WHERE cod_pedido = $1 AND ($2::int IS NULL OR cod_pessoa = $2) AND ($3::text IS NULL OR tipo = $3)',
    [cod, codPessoa, tipo],
  );
  return (exists?.n ?? 0) > 0 ? 'closed' : 'missing';
}

export interface StaffRow {
  cod_pedido: number;
  tipo: Tipo;
  nome: string;
  categoria_pt: string;
  categoria_en: string;
  categoria_es: string;
  email: string | null;
}

/** The SQL of the survey and exchange calls: always one patron's own, except the staff's list. */
export function pedidosRepository(db: Db) {
  return {
    surveys: (codPessoa: number) => db.query<LevantamentoRow>(`${SURVEY} WHERE p.cod_pessoa = $1 ${ORDER}`, [codPessoa]),
    survey: async (codPessoa: number | null, cod: number) =>
      (await db.query<LevantamentoRow>(`${SURVEY} WHERE p.cod_pedido = $1 AND ($2::int IS NULL OR p.cod_pessoa = $2)`, [cod, codPessoa]))[0],
    exchanges: (codPessoa: number) => db.query<PermutaRow>(`${EXCHANGE} WHERE p.cod_pessoa = $1 ${ORDER}`, [codPessoa]),
    exchange: async (codPessoa: number | null, cod: number) =>
      (await db.query<PermutaRow>(`${EXCHANGE} WHERE p.cod_pedido = $1 AND ($2::int IS NULL OR p.cod_pessoa = $2)`, [cod, codPessoa]))[0],
    /** The catalogue's work types, named in `lang`. */
    workTypes: (lang: 'pt' | 'en' | 'es') =>
      db.query<{ cod_tipo_obra: number; descricao: string }>(`SELECT cod_tipo_obra, descricao_${lang} AS descricao FROM tipos_obra ORDER BY cod_tipo_obra`),
    addSurvey: (codPessoa: number, s: NewSurvey, when: string, idioma: Lang) => db.transaction((tx) => insertSurvey(tx, codPessoa, s, when, idioma)),
    addExchange: (codPessoa: number, x: NewExchange, when: string, idioma: Lang) => db.transaction((tx) => insertExchange(tx, codPessoa, x, when, idioma)),
    /** Whom to tell that a request is answered: the patron's addresses when they accept e-mail, their user code, the request's language. */
    recipient: async (cod: number) =>
      (
        await db.query<{ emails: string[]; login: string | null; idioma: Lang; tipo: Tipo }>(
          `SELECT CASE WHEN pe.recebe_email THEN pe.emails ELSE '{}'::text[] END AS emails, p.idioma, p.tipo,
                  (SELECT l.login FROM logins l WHERE l.cod_pessoa = pe.cod_pessoa ORDER BY l.principal DESC, l.cod_login LIMIT 1) AS login
             FROM pedidos_biblioteca p JOIN pessoas pe ON pe.cod_pessoa = p.cod_pessoa WHERE p.cod_pedido = $1`,
          [cod],
        )
      )[0],
    /** The open requests of every patron, oldest first, with who asked. */
    open: (cod: number | null = null) =>
      db.query<StaffRow>(
        `SELECT p.cod_pedido, p.tipo, pe.nome_pessoa AS nome, c.descricao_pt AS categoria_pt, c.descricao_en AS categoria_en, c.descricao_es AS categoria_es,
                pe.emails[1] AS email
           FROM pedidos_biblioteca p JOIN pessoas pe ON pe.cod_pessoa = p.cod_pessoa
           JOIN categorias_usuario c ON c.cod_categoria = pe.cod_categoria
          WHERE ($1::int IS NULL AND p.situacao IN ('recebido', 'em_andamento')) OR p.cod_pedido = $1
          ORDER BY p.data_pedido, p.cod_pedido`,
        [cod],
      ),
  };
}

/** The patron's loans (returned and open) per year and month, and the subjects of the titles borrowed most. */
export function estatisticasRepository(db: Db) {
  return {
    perMonth: (codPessoa: number) =>
      db.query<{ ano: number; mes: number; n: number }>(
        `SELECT extract(year FROM data_emprestimo)::int AS ano, extract(month FROM data_emprestimo)::int AS mes, count(*)::int AS n
           FROM emprestimos WHERE cod_pessoa = $1 GROUP BY 1, 2 ORDER BY 1 DESC, 2`,
        [codPessoa],
      ),
    first: async (codPessoa: number) =>
      (await db.query<{ desde: string | null }>(`SELECT to_char(min(data_emprestimo), 'YYYY-MM-DD') AS desde FROM emprestimos WHERE cod_pessoa = $1`, [codPessoa]))[0]?.desde ??
      null,
    /** Each loan counts once for each subject of its title. */
    subjects: (codPessoa: number, limit: number) =>
      db.query<{ cod_autoridade: number; assunto: string; n: number }>(
        `SELECT a.cod_autoridade, a.cabecalho AS assunto, count(*)::int AS n
           FROM emprestimos e
           JOIN exemplares x ON x.cod_exemplar = e.cod_exemplar
           JOIN titulo_autoridade ta ON ta.cod_acervo = x.cod_acervo AND ta.papel = 'S'
           JOIN autoridades a ON a.cod_autoridade = ta.cod_autoridade
          WHERE e.cod_pessoa = $1
          GROUP BY a.cod_autoridade, a.cabecalho
          ORDER BY n DESC, estante_unaccent(lower(a.cabecalho)), a.cod_autoridade
          LIMIT $2`,
        [codPessoa, limit],
      ),
  };
}
