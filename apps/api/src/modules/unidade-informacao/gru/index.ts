import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { ModuleDeps } from '../../deps';

/** /api/unidade-informacao/gru (issue 16 H2): the payment slip of a patron's open debts at a library. */
export const gruModule: FastifyPluginAsyncTypebox<ModuleDeps> = async () => {};
