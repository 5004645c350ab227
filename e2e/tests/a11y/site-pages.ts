import type { APIRequestContext } from '@playwright/test';
import { authPaths, catalogueGuides, clearanceCheck, patronPages, titleViews } from '../../../apps/shell/site-routes.mjs';
import { API, DEMO, expect, patronToken, publicApi } from '../helpers';

// Every page of the site, from the shell's route table (apps/shell/site-routes.mjs, itself checked
// against each remote's own table), with real samples from the seed filled in: what routes.spec.ts
// (axe), keyboard.spec.ts (skip link) and titles.spec.ts (page titles) go through, so a page added
// to a remote is covered by all three without editing them.

/** Pages of the auth remote that stay on the site when opened (the others sign out or leave for another site). */
export const AUTH_PAGES = ['/login'];
/** The auth remote's paths left out, and why (each still answered by the remote: auth.spec, sso.spec). */
export const AUTH_LEFT = { '/sair': 'signs out and goes back', '/oauth-response': 'a provider answer', '/saml-response': 'a provider answer', '/grupoa': 'leaves for the external base', '/pearson': 'leaves for the external base', '/pergamum_redireciona': 'leaves for the external base' } as const;

export interface Samples {
  /** A book with copies in the libraries (the title page and most of its views). */
  book: number;
  /** A serial with issues (its holdings and contents views). */
  serial: number;
  /** An authority heading with titles. */
  authority: number;
  /** A clearance declaration's code (`/nada-consta/{codigo}`). */
  declaration: string;
}

/** The views whose content is a serial's; the others are shown for the book. */
const SERIAL_VIEWS = new Set(['colecao-kardex', 'sumarios']);

/** Every page of the site, with the samples filled in; `patron`: the personal area's pages. */
export function pages(s: Samples): { public: string[]; patron: string[] } {
  const publicPages = [
    '/',
    '/?q=jazz',
    ...catalogueGuides.map((g) => `/${g}`),
    `/autoridade/${s.authority}`,
    `/autoridade/${s.authority}/marc`,
    `/acervo/${s.book}`,
    ...titleViews.map((v) => `/acervo/${SERIAL_VIEWS.has(v) ? s.serial : s.book}/${v}`),
    `/${clearanceCheck}`,
    `/${clearanceCheck}/${s.declaration}`,
    ...authPaths.filter((p) => AUTH_PAGES.includes(p)),
  ];
  return { public: publicPages, patron: ['/meupergamum', ...patronPages.map((p) => `/meupergamum/${p}`)] };
}

export async function findSamples(request: APIRequestContext): Promise<Samples> {
  const search = async (term: string) =>
    (await publicApi<{ data: { cod_acervo: number; obra: string; dados_adicionais: { A?: { codigo: number }[] } }[] }>(request, `/api/consulta?termo_pesquisa=${encodeURIComponent(term)}&perPage=50`)).data;
  const serial = (await search('Down Beat')).find((t) => t.obra.startsWith('Down Beat'));
  const jazz = await search('jazz');
  const book = jazz.find((t) => (t.dados_adicionais.A ?? []).length > 0);
  expect(serial && book, 'the seed has a serial and a book with an author').toBeTruthy();
  // A declaration a patron with nothing pending asks for (patron-clearance.spec's; the API answers the day's again).
  const token = await patronToken(request, { login: '20200042', password: DEMO.undergraduate.password });
  const issued = await request.post(`${API}/api/nada-consta`, { headers: { authorization: `Bearer ${token}` } });
  const status = await request.get(`${API}/api/nada-consta/verificar`, { headers: { authorization: `Bearer ${token}` } });
  const [declaration] = ((await status.json()) as { declaracoes: { codigo_formatado: string }[] }).declaracoes;
  expect(declaration, `a declaration was issued (${issued.status()})`).toBeTruthy();
  return { book: book!.cod_acervo, serial: serial!.cod_acervo, authority: book!.dados_adicionais.A![0]!.codigo, declaration: declaration!.codigo_formatado };
}
