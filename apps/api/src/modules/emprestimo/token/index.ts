import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { ModuleDeps } from '../../deps';

/** /api/emprestimo/token (issue 16 H5): the loan token (digital library card). */
export const emprestimoTokenModule: FastifyPluginAsyncTypebox<ModuleDeps> = async () => {};
