/**
 * Schemas of the personal area (issue 16 H3: the patron's alerts (list with date filter, set, remove, mark read); the personal area's holds and requests lists).
 */
import type { EndpointSchemas } from './endpoints';

export const alertasEndpoints = {} satisfies EndpointSchemas;
