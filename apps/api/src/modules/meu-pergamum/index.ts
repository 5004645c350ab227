import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { ModuleDeps } from '../deps';

/** /api/meu-pergamum (issue 16 H4): personal data, change password, user switch. */
export const meuPergamumModule: FastifyPluginAsyncTypebox<ModuleDeps> = async () => {};
