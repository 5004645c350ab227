import { BALCAO_CLIENT_ID, type BalcaoDevolucao, type BalcaoEmprestimo, type BalcaoReservaLiberada, type BalcaoSolicitacaoDisponivel } from '@estante/api-contract';
import { staffToken } from './staff-client';

export const DESK_USAGE = `usage: pnpm --filter @estante/api desk <command>
  checkout <loan-token> <copy>   lend the copy (its code, the number on its barcode) to the patron whose
                                 loan token this is (the token is used up by the loan)
  return <copy>...               return these copies: a late one gets its fine; the first hold waiting
                                 in the title's queue gets the copy, else it goes back on the shelf
  release <copy>...              give these copies on the shelf to the first hold waiting in their queue
  ready <request>...             mark these loan requests ready to collect
exit codes: 0 done, 1 the server refused one (its status, code and reason are printed), 2 bad usage or no secret
environment: OAUTH_DESK_CLIENT_SECRET (required: the desk client's secret, as the server has it),
             API_URL (default http://127.0.0.1:8090, the running server)`;

export interface DeskOptions {
  apiUrl: string;
  /** The desk client's secret (never printed). */
  secret: string | undefined;
  /** One line of output. */
  out: (line: string) => void;
  fetch?: typeof fetch;
}

const isCode = (s: string | undefined): boolean => s !== undefined && /^[1-9][0-9]{0,9}$/.test(s) && Number(s) <= 2147483647;

/**
 * The desk command: signs in as the desk OAuth client (`estante-balcao`, client_credentials) on the
 * running server and checks out, returns, releases and marks requests ready through its API (README
 * "Desk") — the server may be on the embedded single-connection PGlite, which no second process can
 * open. Never prints the secret nor the patron's loan token. Answers the exit code.
 */
export async function runDesk(args: readonly string[], options: DeskOptions): Promise<number> {
  const { out } = options;
  const doFetch = options.fetch ?? fetch;
  const [command, ...rest] = args;
  const valid =
    (command === 'checkout' && rest.length === 2 && (rest[0] ?? '').trim() !== '' && isCode(rest[1])) ||
    ((command === 'return' || command === 'release' || command === 'ready') && rest.length > 0 && rest.every(isCode));
  if (!valid) {
    out(DESK_USAGE);
    return 2;
  }
  const staff = await staffToken({ apiUrl: options.apiUrl, secret: options.secret, out, fetch: doFetch, clientId: BALCAO_CLIENT_ID, secretName: 'OAUTH_DESK_CLIENT_SECRET' });
  if (typeof staff === 'number') return staff;
  const { base, token } = staff;
  const headers = { authorization: `Bearer ${token}`, lang: '5', 'content-type': 'application/json' };
  const call = async (method: 'POST' | 'PUT', path: string, body?: unknown) => {
    const res = await doFetch(`${base}${path}`, { method, headers: body === undefined ? { authorization: headers.authorization, lang: '5' } : headers, body: body === undefined ? undefined : JSON.stringify(body) });
    return { res, body: (await res.json()) as Record<string, unknown> };
  };
  const refusal = (label: string, res: Response, body: Record<string, unknown>) => out(`${label}: ${res.status}${typeof body.codigo === 'string' ? ` ${body.codigo}` : ''} ${String(body.message ?? '')}`);

  if (command === 'checkout') {
    const exemplar = Number(rest[1]);
    const { res, body } = await call('POST', '/api/balcao/emprestimos', { token: rest[0], exemplar });
    if (!res.ok) {
      refusal(`copy ${exemplar}`, res, body);
      return 1;
    }
    const loan = body as unknown as BalcaoEmprestimo;
    out(`copy ${loan.cod_exemplar} "${loan.titulo}" lent to ${loan.nome} (patron ${loan.cod_pessoa}): loan ${loan.cod_emprestimo}, due ${loan.devolucao_prevista}`);
    if (loan.cod_reserva_atendida !== null) out(`  fulfils hold ${loan.cod_reserva_atendida}`);
    return 0;
  }

  let failed = 0;
  for (const id of rest.map(Number)) {
    const { res, body } =
      command === 'return'
        ? await call('POST', '/api/balcao/devolucoes', { exemplar: id })
        : command === 'release'
          ? await call('POST', '/api/balcao/reservas/liberacao', { exemplar: id })
          : await call('PUT', `/api/balcao/solicitacoes/${id}/disponivel`);
    const label = command === 'ready' ? `request ${id}` : `copy ${id}`;
    if (!res.ok) {
      failed += 1;
      refusal(label, res, body);
      continue;
    }
    if (command === 'return') {
      const r = body as unknown as BalcaoDevolucao;
      out(`${label}: returned (loan ${r.cod_emprestimo}, patron ${r.cod_pessoa})${r.dias_atraso > 0 ? `, ${r.dias_atraso} day(s) late` : ''}${r.multa ? `, fine ${r.multa.valor}` : ''}`);
      out(
        r.reserva_liberada
          ? `  released to hold ${r.reserva_liberada.cod_reserva} (patron ${r.reserva_liberada.cod_pessoa}), to collect by ${r.reserva_liberada.data_limite_retirada}`
          : '  back on the shelf',
      );
    } else if (command === 'release') {
      const r = body as unknown as BalcaoReservaLiberada;
      out(`${label}: released to hold ${r.cod_reserva} (patron ${r.cod_pessoa}), to collect by ${r.data_limite_retirada}`);
    } else {
      const r = body as unknown as BalcaoSolicitacaoDisponivel;
      out(`${label}: ready to collect (patron ${r.cod_pessoa})`);
    }
  }
  return failed === 0 ? 0 : 1;
}
