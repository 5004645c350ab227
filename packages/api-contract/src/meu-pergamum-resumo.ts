/**
 * Schemas of the personal area (issue 16 H5: the personal area's summary and the loan token (digital library card)).
 */
import type { EndpointSchemas } from './endpoints';

export const meuPergamumResumoEndpoints = {} satisfies EndpointSchemas;
