/** Schemas of loan requests and closed stacks (H2): /api/solicitacoes, /api/solicitacao-emprestimo. */
import type { EndpointSchemas } from './endpoints';

export const solicitacoesEndpoints = {} as const satisfies EndpointSchemas;
