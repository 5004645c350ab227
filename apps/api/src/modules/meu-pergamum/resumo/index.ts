import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { ModuleDeps } from '../../deps';

/** /api/meu-pergamum (issue 16 H5): the personal area's summary and menu permissions. */
export const resumoModule: FastifyPluginAsyncTypebox<ModuleDeps> = async () => {};
