/** Schemas of title page (H6): similar titles, permanent basket. */
import type { EndpointSchemas } from './endpoints';

export const acervoPaginaEndpoints = {} as const satisfies EndpointSchemas;
