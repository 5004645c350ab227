/**
 * The clearance declaration ("nada consta", issue 25: `/api/nada-consta`): what still blocks it, issuing
 * it (the answer is the PDF), the PDF of one issued before, and e-mailing it (multipart/form-data,
 * SPEC.md §7). Every call carries the patron's private token; query keys start with `["patron", codPessoa, …]`.
 */
import type { EndpointBody } from '@estante/api-contract';
import type { CallConfig } from '../call';
import { ask } from '../ask';
import { rethrowBlobError } from '../blob-error';
import { queryOptions } from '@estante/api-client/react';

/** What blocks the declaration (in the request's language: the key holds it) and the declarations issued. */
export const clearanceStatus = (cfg?: CallConfig) => ask('verifyClearance', {}, cfg);
export const clearanceStatusQuery = (codPessoa: number, language: string) =>
  queryOptions({ queryKey: ['patron', codPessoa, 'clearance', language], queryFn: ({ signal }) => clearanceStatus({ signal }) });

/** A declaration's PDF as the server sent it: the file, its name and the verification code. */
export interface ClearanceFile {
  readonly blob: Blob;
  readonly name: string;
  readonly codigo: string;
}

/** A call answered by a file; an error's JSON body (it arrives as a Blob) is read so its message and `codigo` reach the page. */
async function fileOf(run: (cfg: CallConfig) => Promise<unknown>, cfg: CallConfig | undefined, fallbackName: string): Promise<ClearanceFile> {
  let disposition = '';
  let codigo = '';
  try {
    const blob = (await run({
      ...cfg,
      responseType: 'blob',
      transformResponse: [
        (data: unknown, headers?: { get?: (name: string) => unknown }) => {
          disposition = String(headers?.get?.('content-disposition') ?? '');
          codigo = String(headers?.get?.('x-codigo-verificacao') ?? '');
          return data;
        },
      ],
    })) as Blob;
    return { blob, name: /filename="([^"]+)"/.exec(disposition)?.[1] ?? fallbackName, codigo };
  } catch (error) {
    return rethrowBlobError(error);
  }
}

/** Issues the declaration (or answers today's again: a double click makes one) and answers its PDF. */
export const issueClearance = (cfg?: CallConfig) => fileOf((c) => ask('issueClearance', {}, c), cfg, 'nada-consta.pdf');

/** The PDF of one of the patron's declarations, by its code. */
export const clearanceFile = (codigo: string, cfg?: CallConfig) => fileOf((c) => ask('clearancePdf', { params: { codigo } }, c), cfg, `nada-consta-${codigo}.pdf`);

/** E-mails a declaration (absent code: the newest) with its PDF, as the multipart form SPEC.md §7 names. */
export function mailClearance(fields: { emails: string; codigo?: string }, cfg?: CallConfig) {
  const form = new FormData();
  form.set('emails', fields.emails);
  if (fields.codigo) form.set('codigo', fields.codigo);
  // The browser writes the multipart boundary: the body is the FormData itself.
  return ask('mailClearance', { body: form as unknown as EndpointBody<'mailClearance'> }, cfg);
}
