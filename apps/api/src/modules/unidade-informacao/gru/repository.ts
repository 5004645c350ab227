import type { Db, Queryable } from '../../../db/db';

/** A stored slip (days yyyy-mm-dd, value as numeric text). */
export interface SlipRow {
  cod_gru: number;
  cod_pessoa: number;
  cod_biblioteca: number;
  referencia: string;
  valor: string;
  data_emissao: string;
  vencimento: string;
  codigo_barras: string;
  linha_digitavel: string;
}

export interface NewSlip {
  cod_gru: number;
  referencia: string;
  vencimento: string;
  codigo_barras: string;
  linha_digitavel: string;
}

const SLIP_COLUMNS = `cod_gru, cod_pessoa, cod_biblioteca, referencia, valor::text AS valor, to_char(data_emissao, 'YYYY-MM-DD') AS data_emissao,
  to_char(vencimento, 'YYYY-MM-DD') AS vencimento, codigo_barras, linha_digitavel`;

export function gruRepository(db: Db) {
  return {
    /** One transaction (the slip's reads and write under the patron's row lock). */
    transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
      return db.transaction(fn);
    },
    /** Whether the person has a CPF on record (the slip names its payer by it). */
    async hasCpf(q: Queryable, codPessoa: number): Promise<boolean> {
      const [row] = await q.query<{ cpf: string | null }>('SELECT cpf FROM pessoas WHERE cod_pessoa = $1', [codPessoa]);
      return Boolean(row?.cpf);
    },
    /** Holds the patron's row to the end of the transaction: one slip decision per patron at a time. */
    async lockPerson(tx: Queryable, codPessoa: number): Promise<void> {
      await tx.query('SELECT 1 FROM pessoas WHERE cod_pessoa = $1 FOR UPDATE', [codPessoa]);
    },
    /** The person's open balance at the library in cents (0 when nothing is open there). */
    async openBalance(tx: Queryable, codPessoa: number, codBiblioteca: number): Promise<number> {
      const [row] = await tx.query<{ c: string }>(
        `SELECT coalesce(sum(greatest(valor - desconto - valor_pago, 0)), 0) * 100 AS c
           FROM debitos WHERE cod_pessoa = $1 AND cod_biblioteca = $2`,
        [codPessoa, codBiblioteca],
      );
      return Math.round(Number(row?.c ?? 0));
    },
    /** The person's slip for the library and value still open on `today` (newest), if any. */
    async openSlip(tx: Queryable, codPessoa: number, codBiblioteca: number, valor: string, today: string): Promise<SlipRow | undefined> {
      const [row] = await tx.query<SlipRow>(
        `SELECT ${SLIP_COLUMNS} FROM grus
          WHERE cod_pessoa = $1 AND cod_biblioteca = $2 AND valor = $3::numeric AND vencimento >= $4::date
          ORDER BY vencimento DESC, cod_gru DESC LIMIT 1`,
        [codPessoa, codBiblioteca, valor, today],
      );
      return row;
    },
    async nextCode(tx: Queryable): Promise<number> {
      const [row] = await tx.query<{ n: number }>(`SELECT nextval(pg_get_serial_sequence('grus', 'cod_gru'))::int AS n`);
      if (!row) throw new Error('no slip code');
      return row.n;
    },
    async insert(tx: Queryable, codPessoa: number, codBiblioteca: number, valor: string, today: string, s: NewSlip): Promise<SlipRow> {
      const [row] = await tx.query<SlipRow>(
        `INSERT INTO grus (cod_gru, cod_pessoa, cod_biblioteca, referencia, valor, data_emissao, vencimento, codigo_barras, linha_digitavel)
         VALUES ($1, $2, $3, $4, $5::numeric, $6::date, $7::date, $8, $9) RETURNING ${SLIP_COLUMNS}`,
        [s.cod_gru, codPessoa, codBiblioteca, s.referencia, valor, today, s.vencimento, s.codigo_barras, s.linha_digitavel],
      );
      if (!row) throw new Error('slip not stored');
      return row;
    },
    /** The library's name, the local institution (beneficiary) and the patron's name and CPF. */
    async parties(q: Queryable, codPessoa: number, codBiblioteca: number): Promise<{ biblioteca: string; instituicao: { cod: number; nome: string; sigla: string }; nome: string; cpf: string | null }> {
      const [row] = await q.query<{ biblioteca: string; cod_empresa: number | null; desc_empresa: string | null; sigla: string | null; nome_pessoa: string; cpf: string | null }>(
        `SELECT b.desc_biblioteca AS biblioteca, i.cod_empresa, i.desc_empresa, i.sigla, p.nome_pessoa, p.cpf
           FROM pessoas p
           JOIN bibliotecas b ON b.cod_biblioteca = $2
           LEFT JOIN LATERAL (SELECT cod_empresa, desc_empresa, sigla FROM instituicoes WHERE local ORDER BY cod_empresa LIMIT 1) i ON true
          WHERE p.cod_pessoa = $1`,
        [codPessoa, codBiblioteca],
      );
      if (!row) throw new Error('person or library not found');
      const [conf] = await q.query<{ nome: string | null; sigla: string | null }>(
        `SELECT valor->>'nome' AS nome, valor->>'sigla' AS sigla FROM configuracoes WHERE chave = 'instituicao'`,
      );
      return {
        biblioteca: row.biblioteca,
        instituicao: { cod: row.cod_empresa ?? 1, nome: row.desc_empresa ?? conf?.nome ?? '', sigla: row.sigla ?? conf?.sigla ?? '' },
        nome: row.nome_pessoa,
        cpf: row.cpf,
      };
    },
  };
}
