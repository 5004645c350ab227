/** Schemas of serial holdings, contents, statistics (H5). */
import type { EndpointSchemas } from './endpoints';

export const acervoDadosEndpoints = {} as const satisfies EndpointSchemas;
