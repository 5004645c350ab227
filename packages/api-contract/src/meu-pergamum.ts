/**
 * Schemas of the personal area (issue 16 H4: personal data (optimistic concurrency), change password, user switch).
 */
import type { EndpointSchemas } from './endpoints';

export const meuPergamumEndpoints = {} satisfies EndpointSchemas;
