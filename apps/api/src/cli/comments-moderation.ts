import type { ModeracaoDecisaoResponse, ModeracaoResponse } from '@estante/api-contract';
import { staffToken } from './staff-client';

export const MODERATION_USAGE = `usage: pnpm --filter @estante/api comments:moderate <command>
  list [page]         the comments on titles awaiting approval, oldest first (20 a page)
  approve <id>...     approve these comments (shown on their titles from now on)
  reject <id>...      reject these comments
environment: OAUTH_MODERATION_CLIENT_SECRET (required: the staff client's secret, as the server has it),
             API_URL (default http://127.0.0.1:8090, the running server)`;

export interface ModerationOptions {
  apiUrl: string;
  /** The staff client's secret (never printed). */
  secret: string | undefined;
  /** One line of output. */
  out: (line: string) => void;
  fetch?: typeof fetch;
}

/**
 * The moderation command: signs in as the staff OAuth client (client_credentials) on the running
 * server and lists, approves or rejects comments through its API — the server may be on the
 * embedded single-connection PGlite, which no second process can open. Answers the exit code.
 */
export async function runModeration(args: readonly string[], options: ModerationOptions): Promise<number> {
  const { out } = options;
  const doFetch = options.fetch ?? fetch;
  const [command, ...rest] = args;
  const ids = rest.map(Number);
  const valid =
    (command === 'list' && rest.length <= 1 && ids.every((n) => Number.isInteger(n) && n >= 1)) ||
    ((command === 'approve' || command === 'reject') && rest.length > 0 && ids.every((n) => Number.isInteger(n) && n >= 1));
  if (!valid) {
    out(MODERATION_USAGE);
    return 2;
  }
  const staff = await staffToken({ apiUrl: options.apiUrl, secret: options.secret, out, fetch: doFetch });
  if (typeof staff === 'number') return staff;
  const { base, token: access_token } = staff;
  const headers = { authorization: `Bearer ${access_token}`, lang: '5', 'content-type': 'application/json' };

  if (command === 'list') {
    const res = await doFetch(`${base}/api/comentarios/moderacao?pagina=${ids[0] ?? 1}`, { headers });
    const body = (await res.json()) as ModeracaoResponse & { message?: string };
    if (!res.ok) {
      out(`${res.status}: ${body.message ?? ''}`);
      return 1;
    }
    const pages = Math.max(1, Math.ceil(body.total / body.por_pagina));
    out(`${body.total} comment(s) awaiting approval (page ${body.pagina} of ${pages})`);
    for (const c of body.comentarios) {
      out(`#${c.cod_comentario}  ${c.data_comentario}  title ${c.cod_acervo} "${c.obra}"  by ${c.autor} (patron ${c.cod_pessoa})`);
      for (const line of c.texto.split('\n')) out(`    ${line}`);
    }
    return 0;
  }

  let failed = 0;
  for (const id of ids) {
    const res = await doFetch(`${base}/api/comentarios/moderacao/${id}`, {
      method: 'PUT',
      headers,
      body: JSON.stringify({ situacao: command === 'approve' ? 'aprovado' : 'rejeitado' }),
    });
    const body = (await res.json()) as ModeracaoDecisaoResponse & { message: string };
    if (res.ok) out(`#${id}: ${body.message} (title ${body.comentario.cod_acervo})`);
    else {
      failed += 1;
      out(`#${id}: ${res.status} ${body.message}`);
    }
  }
  return failed === 0 ? 0 : 1;
}
