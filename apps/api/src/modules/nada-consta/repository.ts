import type { Db, Queryable } from '../../db/db';

/** What keeps a patron from the declaration, as stored (the handler puts it in words). */
export interface Blockers {
  loans: { titulo: string; devolucao: string; atrasado: boolean }[];
  debts: { motivo: string; saldo: string; biblioteca: string | null }[];
  holds: { titulo: string; limite: string | null; biblioteca: string | null }[];
  requests: { titulo: string; situacao: string }[];
  bloqueio: { motivo: string | null } | null;
}

export const isClear = (b: Blockers): boolean => b.loans.length + b.debts.length + b.holds.length + b.requests.length === 0 && b.bloqueio === null;

/** A stored declaration: what it certified, as it was on the day. */
export interface DeclarationRow {
  cod_pessoa: number;
  codigo: string;
  nome_pessoa: string;
  matricula: string;
  instituicao: string;
  /** yyyy-mm-dd */
  data_emissao: string;
  /** ISO timestamp */
  emitida_em: string;
}

const COLUMNS = `cod_pessoa, codigo, nome_pessoa, matricula, instituicao, to_char(data_emissao, 'YYYY-MM-DD') AS data_emissao,
  to_char(emitida_em AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS emitida_em`;

/** Every blocker of the patron, read on `q` (inside the issuing transaction, or alone). */
async function blockersOn(q: Queryable, codPessoa: number, today: string): Promise<Blockers> {
  const [loans, debts, holds, requests, person] = await Promise.all([
    q.query<Blockers['loans'][number]>(
      `SELECT t.obra AS titulo, to_char(l.data_devolucao_prevista, 'YYYY-MM-DD') AS devolucao, l.data_devolucao_prevista < $2::date AS atrasado
         FROM emprestimos l JOIN exemplares e ON e.cod_exemplar = l.cod_exemplar JOIN titulos t ON t.cod_acervo = e.cod_acervo
        WHERE l.cod_pessoa = $1 AND l.data_devolucao IS NULL
        ORDER BY l.data_devolucao_prevista, l.cod_emprestimo`,
      [codPessoa, today],
    ),
    q.query<Blockers['debts'][number]>(
      `SELECT d.motivo, to_char(d.valor - d.desconto - d.valor_pago, 'FM999999990.00') AS saldo, b.desc_biblioteca AS biblioteca
         FROM debitos d LEFT JOIN bibliotecas b ON b.cod_biblioteca = d.cod_biblioteca
        WHERE d.cod_pessoa = $1 AND d.valor - d.desconto - d.valor_pago > 0
        ORDER BY d.data_debito, d.cod_debito`,
      [codPessoa],
    ),
    q.query<Blockers['holds'][number]>(
      `SELECT t.obra AS titulo, to_char(r.data_limite_retirada, 'YYYY-MM-DD') AS limite, b.desc_biblioteca AS biblioteca
         FROM reservas r JOIN titulos t ON t.cod_acervo = r.cod_acervo LEFT JOIN bibliotecas b ON b.cod_biblioteca = r.cod_biblioteca
        WHERE r.cod_pessoa = $1 AND r.situacao = 'liberada'
        ORDER BY r.data_limite_retirada NULLS LAST, r.cod_reserva`,
      [codPessoa],
    ),
    q.query<Blockers['requests'][number]>(
      `SELECT t.obra AS titulo, s.situacao
         FROM solicitacoes s JOIN titulos t ON t.cod_acervo = s.cod_acervo
        WHERE s.cod_pessoa = $1 AND s.situacao IN ('aguardando', 'em_transito', 'disponivel')
        ORDER BY s.data_solicitacao, s.cod_solicitacao`,
      [codPessoa],
    ),
    q.query<{ bloqueio: boolean; motivo_bloqueio: string | null }>('SELECT bloqueio, motivo_bloqueio FROM pessoas WHERE cod_pessoa = $1', [codPessoa]),
  ]);
  const p = person[0];
  return { loans, debts, holds, requests, bloqueio: p?.bloqueio ? { motivo: p.motivo_bloqueio } : null };
}

/** The SQL of /api/nada-consta. */
export function nadaConstaRepository(db: Db) {
  return {
    blockers: (codPessoa: number, today: string) => blockersOn(db, codPessoa, today),

    /** The patron's declarations, newest first. */
    mine: (codPessoa: number, limit = 20) =>
      db.query<DeclarationRow>(`SELECT ${COLUMNS} FROM declaracoes_nada_consta WHERE cod_pessoa = $1 ORDER BY emitida_em DESC, cod_declaracao DESC LIMIT $2`, [codPessoa, limit]),

    /** One declaration by its code (normalised), whoever it was issued to. */
    async byCode(codigo: string): Promise<DeclarationRow | undefined> {
      const [row] = await db.query<DeclarationRow>(`SELECT ${COLUMNS} FROM declaracoes_nada_consta WHERE codigo = $1`, [codigo]);
      return row;
    },

    /**
     * Issues the declaration of `today`, under the patron's row lock so two requests at once take
     * turns: blocked → the blockers; one of today already → that one (`created` false); else a new
     * row with a code from `newCode` (drawn again on the astronomically unlikely collision).
     */
    issue(codPessoa: number, today: string, at: string, newCode: () => string): Promise<{ blockers: Blockers } | { row: DeclarationRow; created: boolean }> {
      return db.transaction(async (tx) => {
        const [person] = await tx.query<{ nome_pessoa: string }>('SELECT nome_pessoa FROM pessoas WHERE cod_pessoa = $1 FOR UPDATE', [codPessoa]);
        if (!person) throw new Error(`no person ${codPessoa}`);
        const blockers = await blockersOn(tx, codPessoa, today);
        if (!isClear(blockers)) return { blockers };
        const [same] = await tx.query<DeclarationRow>(`SELECT ${COLUMNS} FROM declaracoes_nada_consta WHERE cod_pessoa = $1 AND data_emissao = $2::date`, [codPessoa, today]);
        if (same) return { row: same, created: false };
        // The registration: the person's principal user code (the one they are known by), else the first.
        const [login] = await tx.query<{ login: string }>('SELECT login FROM logins WHERE cod_pessoa = $1 ORDER BY principal DESC, cod_login LIMIT 1', [codPessoa]);
        const [inst] = await tx.query<{ nome: string | null }>(`SELECT valor->>'nome' AS nome FROM configuracoes WHERE chave = 'instituicao'`);
        for (let attempt = 0; ; attempt++) {
          const rows = await tx.query<DeclarationRow>(
            `INSERT INTO declaracoes_nada_consta (cod_pessoa, codigo, nome_pessoa, matricula, instituicao, data_emissao, emitida_em)
             VALUES ($1, $2, $3, $4, $5, $6::date, $7::timestamptz)
             ON CONFLICT (codigo) DO NOTHING
             RETURNING ${COLUMNS}`,
            [codPessoa, newCode(), person.nome_pessoa, login?.login ?? String(codPessoa), inst?.nome ?? '', today, at],
          );
          if (rows[0]) return { row: rows[0], created: true };
          if (attempt === 3) throw new Error('clearance code collisions');
        }
      });
    },
  };
}
