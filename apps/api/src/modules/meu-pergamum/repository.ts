import type { Db } from '../../db/db';
import { revokeFamily } from '../../access/refresh';
import type { Lang } from '../../plugins/lang';
import type { CleanData } from './rules';

/** The personal data as stored (emails a list, the birth day yyyy-mm-dd). */
export interface PersonalRow extends Omit<CleanData, 'emails'> {
  cod_pessoa: number;
  nome_pessoa: string;
  versao: number;
  emails: string[];
}

const COLUMNS = `cod_pessoa, nome_pessoa, versao, logradouro, complemento, cep, cidade, bairro, uf, rg, cpf, nacionalidade, sexo,
  to_char(data_nascimento, 'YYYY-MM-DD') AS data_nascimento, escolaridade, profissao, estado_civil, recebe_email, emails, telefone`;

/** A registration the patron may switch to, with the login it signs in with. */
export interface SwitchRow {
  cod_pessoa: number;
  nome_pessoa: string;
  categoria: string;
  cod_login: number;
  login: string;
  bloqueado: boolean;
  bloqueio: boolean;
}

const DESCRICAO = { pt: 'descricao_pt', en: 'descricao_en', es: 'descricao_es' } as const;

/** The SQL of /api/meu-pergamum (personal data, password, user switch). */
export function meuPergamumRepository(db: Db) {
  return {
    async personalData(codPessoa: number): Promise<PersonalRow | undefined> {
      const [row] = await db.query<PersonalRow>(`SELECT ${COLUMNS} FROM pessoas WHERE cod_pessoa = $1`, [codPessoa]);
      return row;
    },

    /** Saves when `versao` is still the stored one (then versao + 1); undefined when it is not (nothing written). */
    async savePersonalData(codPessoa: number, versao: number, d: CleanData): Promise<PersonalRow | undefined> {
      const [row] = await db.query<PersonalRow>(
        `UPDATE pessoas SET logradouro = $3, complemento = $4, cep = $5, cidade = $6, bairro = $7, uf = $8, rg = $9, cpf = $10,
           nacionalidade = $11, sexo = $12, data_nascimento = $13::date, escolaridade = $14, profissao = $15, estado_civil = $16,
           recebe_email = $17, emails = $18::text[], telefone = $19, versao = versao + 1
         WHERE cod_pessoa = $1 AND versao = $2
         RETURNING ${COLUMNS}`,
        [codPessoa, versao, d.logradouro, d.complemento, d.cep, d.cidade, d.bairro, d.uf, d.rg, d.cpf, d.nacionalidade, d.sexo, d.data_nascimento,
          d.escolaridade, d.profissao, d.estado_civil, d.recebe_email, d.emails, d.telefone],
      );
      return row;
    },

    /** The login signed in with: its password hash and the person's name (for the rules). */
    async loginOf(codLogin: number, codPessoa: number) {
      const [row] = await db.query<{ cod_login: number; login: string; senha_hash: string | null; nome_pessoa: string; bloqueado: boolean }>(
        `SELECT l.cod_login, l.login, l.senha_hash, p.nome_pessoa, l.bloqueado FROM logins l JOIN pessoas p USING (cod_pessoa)
          WHERE l.cod_login = $1 AND l.cod_pessoa = $2`,
        [codLogin, codPessoa],
      );
      return row;
    },

    /**
     * The new password of a login, kept in its history; its other sign-ins end (a stolen session
     * dies), the one of `keepSid` goes on. Only while the stored hash is still `oldHash` (two
     * changes at once: one wins); false otherwise.
     */
    changePassword(codLogin: number, oldHash: string, hash: string, now: Date, keepSid: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        const changed = await tx.query(
          `UPDATE logins SET senha_hash = $3, senha_alterada_em = $4::timestamptz, tentativas_falhas = 0, ultima_falha_em = NULL
            WHERE cod_login = $1 AND senha_hash = $2 RETURNING cod_login`,
          [codLogin, oldHash, hash, now.toISOString()],
        );
        if (changed.length === 0) return false;
        await tx.query('INSERT INTO historico_senhas (cod_login, senha_hash, criado_em) VALUES ($1, $2, $3::timestamptz)', [codLogin, hash, now.toISOString()]);
        const others = await tx.query<{ familia: string }>(
          'SELECT familia FROM refresh_familias WHERE cod_login = $1 AND revogada_em IS NULL AND familia <> $2',
          [codLogin, keepSid],
        );
        for (const { familia } of others) await revokeFamily(tx, familia, now, 'senha-alterada');
        return true;
      });
    },

    /** The other persons with the caller's CPF (none without one), each with its main login, by name. */
    switchable(codPessoa: number, lang: Lang, only?: number): Promise<SwitchRow[]> {
      return db.query<SwitchRow>(
        `SELECT DISTINCT ON (o.cod_pessoa) o.cod_pessoa, o.nome_pessoa, c.${DESCRICAO[lang]} AS categoria, l.cod_login, l.login, l.bloqueado, o.bloqueio
           FROM pessoas me
           JOIN pessoas o ON o.cpf = me.cpf AND o.cod_pessoa <> me.cod_pessoa
           JOIN categorias_usuario c ON c.cod_categoria = o.cod_categoria
           JOIN logins l ON l.cod_pessoa = o.cod_pessoa
          WHERE me.cod_pessoa = $1 AND me.cpf IS NOT NULL AND ($2::int IS NULL OR o.cod_pessoa = $2)
          ORDER BY o.cod_pessoa, l.principal DESC, l.cod_login`,
        [codPessoa, only ?? null],
      );
    },
  };
}

export type MeuPergamumRepository = ReturnType<typeof meuPergamumRepository>;
