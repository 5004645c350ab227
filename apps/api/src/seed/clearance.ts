import type { Queryable } from '../db/db';
import { addDays } from './date';

/**
 * The clearance declaration's demo (issue 25): a graduating undergraduate with nothing pending —
 * no loan, hold, request or block, and her one debt paid — so the personal area issues her the
 * declaration ("nada consta"); Ana (20240001) is the blocked one (loans, debts, a hold to collect, a
 * request). She signs in with the demo reading password: her login takes the very hash of the other
 * demo accounts that use it (each password is hashed once). Only when her user code is not there yet.
 */
export const CLEARANCE_DEMO_LOGIN = '20200042';

export async function seedClearanceDemo(tx: Queryable, referenceDate: string): Promise<number> {
  const [exists] = await tx.query('SELECT 1 FROM logins WHERE login = $1', [CLEARANCE_DEMO_LOGIN]);
  if (exists) return 0;
  const [hash] = await tx.query<{ senha_hash: string }>(`SELECT senha_hash FROM logins WHERE login = '20240001' AND senha_hash IS NOT NULL`);
  if (!hash) return 0;
  const [p] = await tx.query<{ cod_pessoa: number }>(
    `INSERT INTO pessoas (nome_pessoa, emails, telefone, cod_categoria, logradouro, cep, cidade, bairro, uf, rg, cpf, nacionalidade, sexo,
                          data_nascimento, escolaridade, profissao, estado_civil, cod_biblioteca)
     VALUES ('Larissa Gomes Pacheco', ARRAY['larissa.pacheco@aluno.estante.example'], '(51) 99876-1042', '01', 'Rua Ramiro Barcelos, 2350', '90035003',
             'Porto Alegre', 'Santana', 'RS', '70.812.345-6', '41835207626', 'Brasileira', 'F', '2002-02-11', 'Superior incompleto', 'Estudante', 'Solteira', 1)
     RETURNING cod_pessoa`,
  );
  const codPessoa = p?.cod_pessoa;
  const at = `${addDays(referenceDate, -400)}T12:00:00Z`;
  const [login] = await tx.query<{ cod_login: number }>(
    'INSERT INTO logins (login, cod_pessoa, senha_hash, senha_alterada_em) VALUES ($1, $2, $3, $4::timestamptz) RETURNING cod_login',
    [CLEARANCE_DEMO_LOGIN, codPessoa, hash.senha_hash, at],
  );
  await tx.query('INSERT INTO historico_senhas (cod_login, senha_hash, criado_em) VALUES ($1, $2, $3::timestamptz)', [login?.cod_login, hash.senha_hash, at]);
  // A debt for a damaged copy, paid in full: a settled debt does not block the declaration.
  await tx.query(
    `INSERT INTO debitos (cod_pessoa, cod_biblioteca, tipo, motivo, data_debito, valor, desconto, valor_pago, data_pagamento)
     VALUES ($1, 1, 'dano', 'Exemplar devolvido com páginas danificadas', $2::date, 25.00, 0, 25.00, $3::date)`,
    [codPessoa, addDays(referenceDate, -60), addDays(referenceDate, -55)],
  );
  return 1;
}
