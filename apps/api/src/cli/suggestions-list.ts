import type { SugestaoEquipe, SugestoesEquipeResposta } from '@estante/api-contract';
import { staffToken } from './staff-client';

export const SUGGESTIONS_USAGE = `usage: pnpm --filter @estante/api suggestions:list [page]
  the acquisition suggestions, newest first (50 a group and page): the teachers' suggestions first,
  apart, with the course and discipline they name, then everyone else's
environment: OAUTH_MODERATION_CLIENT_SECRET (required: the staff client's secret, as the server has it),
             API_URL (default http://127.0.0.1:8090, the running server)`;

export interface SuggestionsListOptions {
  apiUrl: string;
  /** The staff client's secret (never printed). */
  secret: string | undefined;
  /** One line of output. */
  out: (line: string) => void;
  fetch?: typeof fetch;
}

function line(s: SugestaoEquipe): string {
  const who = `${s.nome_pessoa} (${s.categoria})`;
  const what = [s.titulo, s.autor, s.editor].filter(Boolean).join(' / ');
  const forWhat = [s.curso && `course ${s.curso}`, s.disciplina && `discipline ${s.disciplina}`].filter(Boolean).join(', ');
  return `#${s.cod_sugestao}  ${s.data_sugestao}  ${s.situacao}  ${s.biblioteca}  by ${who}: ${what}${forWhat ? `  [${forWhat}]` : ''}`;
}

/**
 * The library staff's view of the acquisition suggestions (SPEC.md §6: teachers' suggestions apart):
 * signs in as the staff OAuth client on the running server and prints its list — the server may be on
 * the embedded single-connection PGlite, which no second process can open. Answers the exit code.
 */
export async function runSuggestionsList(args: readonly string[], options: SuggestionsListOptions): Promise<number> {
  const { out } = options;
  const doFetch = options.fetch ?? fetch;
  const page = args.length === 0 ? 1 : Number(args[0]);
  if (args.length > 1 || !Number.isInteger(page) || page < 1) {
    out(SUGGESTIONS_USAGE);
    return 2;
  }
  const staff = await staffToken({ apiUrl: options.apiUrl, secret: options.secret, out, fetch: doFetch });
  if (typeof staff === 'number') return staff;
  const { base, token: access_token } = staff;
  const res = await doFetch(`${base}/api/aquisicao/equipe/sugestoes?pagina=${page}`, { headers: { authorization: `Bearer ${access_token}`, lang: '5' } });
  const body = (await res.json()) as SugestoesEquipeResposta & { message?: string };
  if (!res.ok) {
    out(`${res.status}: ${body.message ?? ''}`);
    return 1;
  }
  out(`Teachers' suggestions: ${body.professores.total} (page ${body.pagina})`);
  for (const s of body.professores.sugestoes) out(line(s));
  out('');
  out(`Other suggestions: ${body.demais.total} (page ${body.pagina})`);
  for (const s of body.demais.sugestoes) out(line(s));
  return 0;
}
