import { revokeLogin } from '../../access/refresh';
import type { Db } from '../../db/db';
import type { Permissao } from '@estante/api-contract';

/** One entry of `configuracoes.bases_externas`: the base's access address and the query parameter of the token. */
export interface BaseExterna {
  descricao?: unknown;
  link?: unknown;
  parametro?: unknown;
}

/** The newest live recovery code of a user code, with what the password change needs. */
export interface LiveCode {
  cod_recuperacao: number;
  cod_login: number;
  codigo_hash: string;
  expira_em: Date;
  senha_hash: string | null;
  nome_pessoa: string;
  login: string;
}

/** The SQL of /api/pessoas. */
export function pessoasRepository(db: Db) {
  return {
    /** The signed-in login with its person (undefined when the login no longer belongs to the person). */
    async person(codPessoa: number, codLogin: number) {
      const [row] = await db.query<{ nome_pessoa: string; bloqueio: boolean; cod_categoria: string; login: string }>(
        `SELECT p.nome_pessoa, p.bloqueio, p.cod_categoria, l.login FROM pessoas p JOIN logins l ON l.cod_pessoa = p.cod_pessoa
         WHERE p.cod_pessoa = $1 AND l.cod_login = $2`,
        [codPessoa, codLogin],
      );
      return row;
    },

    /** The module+activity permissions of a category. */
    permissions: (codCategoria: string) =>
      db.query<Permissao>('SELECT cod_modulo, cod_atividade FROM permissoes_categoria WHERE cod_categoria = $1 ORDER BY cod_modulo, cod_atividade', [codCategoria]),

    /** A person's logins, the main one first. */
    linkedLogins: (codPessoa: number) =>
      db.query<{ cod_login: number; login: string; principal: boolean }>(
        'SELECT cod_login, login, principal FROM logins WHERE cod_pessoa = $1 ORDER BY principal DESC, login, cod_login',
        [codPessoa],
      ),

    /** The login of that code and user code (case-insensitive). */
    async login(codLogin: number, codigo: string) {
      const [row] = await db.query<{ cod_login: number; login: string; cod_pessoa: number; bloqueado: boolean }>(
        'SELECT cod_login, login, cod_pessoa, bloqueado FROM logins WHERE cod_login = $1 AND lower(login) = lower($2)',
        [codLogin, codigo],
      );
      return row;
    },

    /** configuracoes.recuperacao_senha: digits of a code (4–12, default 6) and its life in minutes (default 15). */
    async recoverySettings(): Promise<{ tamanho: number; validadeMinutos: number }> {
      const [row] = await db.query<{ valor: { tamanho_codigo?: unknown; validade_minutos?: unknown } | null }>(
        `SELECT valor FROM configuracoes WHERE chave = 'recuperacao_senha'`,
      );
      const v = row?.valor ?? {};
      const tamanho = typeof v.tamanho_codigo === 'number' && Number.isInteger(v.tamanho_codigo) && v.tamanho_codigo >= 4 && v.tamanho_codigo <= 12 ? v.tamanho_codigo : 6;
      const validadeMinutos = typeof v.validade_minutos === 'number' && v.validade_minutos > 0 ? v.validade_minutos : 15;
      return { tamanho, validadeMinutos };
    },

    /** A new code for a login; it replaces the ones sent before ("resend verification code"). */
    async replaceCode(codLogin: number, codigoHash: string, now: Date, expira: Date): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.query(
          'UPDATE codigos_recuperacao SET invalidado_em = $2::timestamptz WHERE cod_login = $1 AND usado_em IS NULL AND invalidado_em IS NULL',
          [codLogin, now.toISOString()],
        );
        await tx.query(
          'INSERT INTO codigos_recuperacao (cod_login, codigo_hash, criado_em, expira_em) VALUES ($1, $2, $3::timestamptz, $4::timestamptz)',
          [codLogin, codigoHash, now.toISOString(), expira.toISOString()],
        );
      });
    },

    /** The newest code of a user code that is neither spent nor dropped (it may have expired). */
    async liveCode(login: string): Promise<LiveCode | undefined> {
      const [row] = await db.query<LiveCode>(
        `SELECT c.cod_recuperacao, c.cod_login, c.codigo_hash, c.expira_em, l.senha_hash, p.nome_pessoa, l.login
         FROM codigos_recuperacao c JOIN logins l ON l.cod_login = c.cod_login JOIN pessoas p ON p.cod_pessoa = l.cod_pessoa
         WHERE lower(l.login) = lower($1) AND c.usado_em IS NULL AND c.invalidado_em IS NULL
         ORDER BY c.criado_em DESC, c.cod_recuperacao DESC LIMIT 1`,
        [login],
      );
      return row;
    },

    /** A wrong guess of a code: the `max`-th drops it. */
    async wrongGuess(codRecuperacao: number, max: number, now: Date): Promise<void> {
      await db.query(
        `UPDATE codigos_recuperacao SET tentativas = tentativas + 1,
           invalidado_em = CASE WHEN tentativas + 1 >= $2 THEN $3::timestamptz ELSE invalidado_em END
         WHERE cod_recuperacao = $1`,
        [codRecuperacao, max, now.toISOString()],
      );
    },

    /**
     * The new password of a login, atomically with spending its code (of two requests with the same
     * code only one changes the password): unblocked, failures cleared, kept in the history, every
     * sign-in of the login ended. False when the code was no longer live.
     */
    changePassword(codRecuperacao: number, codLogin: number, hash: string, now: Date): Promise<boolean> {
      return db.transaction(async (tx) => {
        const spent = await tx.query(
          `UPDATE codigos_recuperacao SET usado_em = $2::timestamptz
           WHERE cod_recuperacao = $1 AND usado_em IS NULL AND invalidado_em IS NULL AND expira_em > $2::timestamptz RETURNING cod_recuperacao`,
          [codRecuperacao, now.toISOString()],
        );
        if (spent.length === 0) return false;
        await tx.query(
          `UPDATE logins SET senha_hash = $2, senha_alterada_em = $3::timestamptz, tentativas_falhas = 0, ultima_falha_em = NULL,
             bloqueado = false, bloqueado_em = NULL, bloqueado_ate = NULL
           WHERE cod_login = $1`,
          [codLogin, hash, now.toISOString()],
        );
        await tx.query('INSERT INTO historico_senhas (cod_login, senha_hash, criado_em) VALUES ($1, $2, $3::timestamptz)', [codLogin, hash, now.toISOString()]);
        await revokeLogin(tx, codLogin, now, 'senha-alterada');
        return true;
      });
    },

    /** configuracoes.bases_externas: the external content bases by name. */
    async externalBases(): Promise<Record<string, BaseExterna> | null> {
      const [row] = await db.query<{ valor: Record<string, BaseExterna> | null }>(`SELECT valor FROM configuracoes WHERE chave = 'bases_externas'`);
      return row?.valor ?? null;
    },

    /** The name and first e-mail of a person (what an external base is told). */
    async contact(codPessoa: number): Promise<{ nome_pessoa: string; email: string | null } | undefined> {
      const [row] = await db.query<{ nome_pessoa: string; email: string | null }>('SELECT nome_pessoa, emails[1] AS email FROM pessoas WHERE cod_pessoa = $1', [codPessoa]);
      return row;
    },
  };
}

export type PessoasRepository = ReturnType<typeof pessoasRepository>;
