import type { Queryable } from '../../../db/db';

/** Whether the person's category holds the module/activity pair (permissoes_categoria). */
export async function categoryHolds(db: Queryable, codPessoa: number, modulo: number, atividade: number): Promise<boolean> {
  const [row] = await db.query<{ ok: boolean }>(
    `SELECT EXISTS (
       SELECT 1 FROM pessoas p JOIN permissoes_categoria pc ON pc.cod_categoria = p.cod_categoria
        WHERE p.cod_pessoa = $1 AND pc.cod_modulo = $2 AND pc.cod_atividade = $3) AS ok`,
    [codPessoa, modulo, atividade],
  );
  return row?.ok ?? false;
}
