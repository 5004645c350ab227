import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { ModuleDeps } from '../deps';

/** /api/comentarios: comments on titles (H3). */
export const comentariosModule: FastifyPluginAsyncTypebox<ModuleDeps> = async () => {};
