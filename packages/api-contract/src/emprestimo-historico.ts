/**
 * Schemas of the personal area (issue 16 H2: loan history (date filter, export), debts and the payment slip (GRU)).
 */
import type { EndpointSchemas } from './endpoints';

export const emprestimoHistoricoEndpoints = {} satisfies EndpointSchemas;
