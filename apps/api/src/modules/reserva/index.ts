import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { ModuleDeps } from '../deps';

/** /api/reserva: holds (H1). */
export const reservaModule: FastifyPluginAsyncTypebox<ModuleDeps> = async () => {};
