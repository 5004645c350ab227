/** Schemas of comments and moderation (H3): /api/comentarios. */
import type { EndpointSchemas } from './endpoints';

export const comentariosEndpoints = {} as const satisfies EndpointSchemas;
