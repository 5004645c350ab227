import type { Queryable } from '../../../db/db';
import { problem } from '../../../plugins/errors';
import { MESSAGES } from './messages';
import { categoryHolds } from './repository';

/**
 * The personal area's module (SPEC.md §9) and the activity of each of its pages. The menu shows a
 * page only to patrons whose category holds its pair (permissoes_categoria), and the page's
 * endpoints answer 403 to the others: the same codes on both sides (the patron-area route table
 * names them too).
 */
export const PERSONAL_AREA_MODULE = 571;
export const PERSONAL_AREA_ACTIVITY = {
  emprestimos: 5711,
  historico: 5712,
  debitos: 5713,
  reservas: 5714,
  solicitacoes: 5715,
  alertas: 5716,
  dadosPessoais: 5717,
  senha: 5718,
  trocaUsuario: 5719,
  tokenEmprestimo: 5720,
  planoEnsino: 5726,
  nadaConsta: 5721,
  basesExternas: 5727,
  afastamentos: 5722,
  cestaPermanente: 5723,
  postagemTrabalho: 5724,
  perfilInteresse: 5728,
  fichaCatalografica: 5731,
} as const;
export type PersonalAreaPage = keyof typeof PERSONAL_AREA_ACTIVITY;

/** Throws 403 (SPEC.md §8 "authentication permissions denied") unless the patron's category may use `page`. */
export async function requirePage(db: Queryable, codPessoa: number, page: PersonalAreaPage): Promise<void> {
  if (!(await categoryHolds(db, codPessoa, PERSONAL_AREA_MODULE, PERSONAL_AREA_ACTIVITY[page]))) {
    throw problem(403, MESSAGES.permissaoNegada, { codigo: 'PERMISSAO_NEGADA' });
  }
}
