import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { ModuleDeps } from '../../deps';

/** /api/acervo: what the title page needs besides the record (similar titles, permanent basket) (H6). */
export const acervoPaginaModule: FastifyPluginAsyncTypebox<ModuleDeps> = async () => {};
