import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { ModuleDeps } from '../../deps';

/** /api/solicitacoes/alertas (issue 16 H3): the patron's alerts: list, set, remove, mark read. */
export const alertasModule: FastifyPluginAsyncTypebox<ModuleDeps> = async () => {};
