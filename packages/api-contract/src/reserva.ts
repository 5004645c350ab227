/** Schemas of holds (H1): /api/reserva. */
import type { EndpointSchemas } from './endpoints';

export const reservaEndpoints = {} as const satisfies EndpointSchemas;
