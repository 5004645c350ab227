/** Schemas of record sub-views (H4): reference styles, MARC downloads. */
import type { EndpointSchemas } from './endpoints';

export const acervoVisoesEndpoints = {} as const satisfies EndpointSchemas;
