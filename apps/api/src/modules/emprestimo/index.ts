import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { ModuleDeps } from '../deps';

/** /api/emprestimo (issue 16 H1): pending loans, renewals, the due-date calendar feed. */
export const emprestimoModule: FastifyPluginAsyncTypebox<ModuleDeps> = async () => {};
