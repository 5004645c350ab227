import type { Db } from '../../../db/db';

/** The SQL of work posting: the installation's setting and, only when it asks for them, the patron's name and e-mail. */
export function postagemRepository(db: Db) {
  return {
    /** configuracoes.postagem_trabalho as stored (anything), or undefined. */
    async setting(): Promise<unknown> {
      const [row] = await db.query<{ valor: unknown }>(`SELECT valor FROM configuracoes WHERE chave = 'postagem_trabalho'`);
      return row?.valor;
    },

    /** The name and first e-mail of a person. */
    async contact(codPessoa: number): Promise<{ nome_pessoa: string; email: string | null } | undefined> {
      const [row] = await db.query<{ nome_pessoa: string; email: string | null }>('SELECT nome_pessoa, emails[1] AS email FROM pessoas WHERE cod_pessoa = $1', [codPessoa]);
      return row;
    },
  };
}
