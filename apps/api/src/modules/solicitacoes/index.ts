import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { ModuleDeps } from '../deps';

/** /api/solicitacoes: request types, interlibrary loans (H2). */
export const solicitacoesModule: FastifyPluginAsyncTypebox<ModuleDeps> = async () => {};

/** /api/solicitacao-emprestimo: loan requests (H2). */
export const solicitacaoEmprestimoModule: FastifyPluginAsyncTypebox<ModuleDeps> = async () => {};
