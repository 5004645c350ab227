import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { ModuleDeps } from '../../deps';

/** /api/emprestimo (issue 16 H2): loan history (date filter, export) and debts. */
export const emprestimoHistoricoModule: FastifyPluginAsyncTypebox<ModuleDeps> = async () => {};
