import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { ModuleDeps } from '../../deps';

/** /api/acervo: serial holdings (kardex), contents (sumários), statistics (H5). */
export const acervoDadosModule: FastifyPluginAsyncTypebox<ModuleDeps> = async () => {};
