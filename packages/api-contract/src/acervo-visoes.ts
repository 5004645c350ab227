/**
 * Schemas of record sub-views (H4): the record as files. Each answer is the file itself (not JSON),
 * sent as an attachment named after the title's code; only the errors are JSON.
 */
import { ErrorResponse } from './common';
import { AcervoParams } from './acervo';
import type { EndpointSchemas } from './endpoints';

const errors = { 400: ErrorResponse, 401: ErrorResponse, 404: ErrorResponse };

export const acervoVisoesEndpoints = {
  titleMarcXml: {
    tags: ['acervo'],
    summary: 'The MARC record as a MARCXML file (acervo-{id}.xml, application/marcxml+xml)',
    description:
      'A MARCXML collection of one record (MARC21/slim, UTF-8), as stored: leader, control fields, indicators and subfields in record order. Re-importing it (pnpm --filter @estante/api import) gives the same record. The body is the file, not JSON.',
    params: AcervoParams,
    response: errors,
  },
  titleMarcIso2709: {
    tags: ['acervo'],
    summary: 'The MARC record in ISO 2709 (acervo-{id}.mrc, application/marc)',
    description:
      'MARC 21 communications format, UTF-8. The leader is the stored one except the record length (00-04) and base address (12-16), which ISO 2709 computes from the bytes. Re-importing it gives the same record. The body is the file, not JSON.',
    params: AcervoParams,
    response: errors,
  },
  titleDublinCoreXml: {
    tags: ['acervo'],
    summary: 'The Dublin Core elements as an oai_dc XML file (acervo-{id}-dc.xml, application/xml)',
    description: 'The elements of GET /api/acervo/{id}/dublin-core in the OAI-PMH oai_dc container. The body is the file, not JSON.',
    params: AcervoParams,
    response: errors,
  },
} as const satisfies EndpointSchemas;
