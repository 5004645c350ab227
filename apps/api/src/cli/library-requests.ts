import type { PedidoEquipe, PedidoEquipeGravado, PedidosEquipe } from '@estante/api-contract';
import { staffToken } from './staff-client';

export const REQUESTS_USAGE = `usage: pnpm --filter @estante/api requests:answer <command>
  list                          the open bibliographic surveys and exchange requests, oldest first
  progress <id>                 mark the request in progress
  answer <id> <text>...         answer it (plain text; the patron reads it in the personal area)
  cancel <id> [reason]...       cancel it on the library's side (the reason, when given, is the answer shown)
environment: OAUTH_MODERATION_CLIENT_SECRET (required: the staff client's secret, as the server has it),
             API_URL (default http://127.0.0.1:8090, the running server)`;

export interface RequestsOptions {
  apiUrl: string;
  /** The staff client's secret (never printed). */
  secret: string | undefined;
  /** One line of output. */
  out: (line: string) => void;
  fetch?: typeof fetch;
}

function print(p: PedidoEquipe, out: (line: string) => void): void {
  const kind = p.tipo === 'levantamento' ? 'bibliographic survey' : 'exchange';
  out(`#${p.cod_pedido}  ${p.data_pedido}  ${kind}  ${p.situacao}  by ${p.nome_pessoa} (${p.categoria})${p.email ? ` <${p.email}>` : ''}`);
  for (const d of p.detalhes) out(`    ${d.campo}: ${d.valor}`);
}

/**
 * The library staff's side of the patron's surveys and exchange requests (issue 26 item 5): signs in
 * as the staff OAuth client on the running server (which may be on the embedded single-connection
 * PGlite no second process can open) and lists the open requests, or sets one in progress, answers
 * it or cancels it. Answers the exit code: 2 usage, 1 refused by the server.
 */
export async function runLibraryRequests(args: readonly string[], options: RequestsOptions): Promise<number> {
  const { out } = options;
  const doFetch = options.fetch ?? fetch;
  const [command, idText, ...words] = args;
  const id = Number(idText);
  const text = words.join(' ').trim();
  const valid =
    (command === 'list' && args.length === 1) ||
    (command === 'progress' && args.length === 2 && Number.isInteger(id) && id >= 1) ||
    (command === 'answer' && Number.isInteger(id) && id >= 1 && text !== '') ||
    (command === 'cancel' && Number.isInteger(id) && id >= 1);
  if (!valid) {
    out(REQUESTS_USAGE);
    return 2;
  }
  const staff = await staffToken({ apiUrl: options.apiUrl, secret: options.secret, out, fetch: doFetch });
  if (typeof staff === 'number') return staff;
  const { base, token } = staff;
  const headers = { authorization: `Bearer ${token}`, lang: '5', 'content-type': 'application/json' };

  if (command === 'list') {
    const res = await doFetch(`${base}/api/pessoas/pedidos-biblioteca/equipe`, { headers });
    const body = (await res.json()) as PedidosEquipe & { message?: string };
    if (!res.ok) {
      out(`${res.status}: ${(body as { message?: string }).message ?? ''}`);
      return 1;
    }
    out(`${body.length} open request(s)`);
    for (const p of body) print(p, out);
    return 0;
  }
  const situacao = command === 'progress' ? 'em_andamento' : command === 'answer' ? 'respondido' : 'cancelado';
  const res = await doFetch(`${base}/api/pessoas/pedidos-biblioteca/equipe/${id}`, {
    method: 'PUT',
    headers,
    body: JSON.stringify({ situacao, ...(text !== '' ? { resposta: text } : {}) }),
  });
  const body = (await res.json()) as Partial<PedidoEquipeGravado> & { message?: string };
  if (!res.ok || !body.pedido) {
    out(`#${id}: ${res.status} ${body.message ?? ''}`);
    return 1;
  }
  out(`#${id}: ${body.pedido.situacao}`);
  if (body.email === 'enviado') out(`#${id}: the patron was told by e-mail`);
  else if (body.email === 'sem_email') out(`#${id}: the patron has no e-mail address or refuses e-mail: they read the answer in the personal area`);
  else if (body.email === 'falhou') out(`#${id}: the mail server did not take the e-mail (the answer is recorded; the patron reads it in the personal area)`);
  return 0;
}
