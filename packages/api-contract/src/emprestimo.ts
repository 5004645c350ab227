/**
 * Schemas of the personal area (issue 16 H1: pending loans, renewals (PERGAMUM-API.md shapes: dd/mm/yyyy dates, qtdeRenovacoes as a string, the array body of renovacao) and the due-date calendar feed).
 */
import type { EndpointSchemas } from './endpoints';

export const emprestimoEndpoints = {} satisfies EndpointSchemas;
