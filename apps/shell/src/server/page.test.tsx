// The page renderer of the shell's server (issue 27), with React, the shell's own tree and a remote
// container standing in for a remote's: the chrome first (cut at <main>), the remote's part after it
// with the answers it read, its lazy parts and the public configuration in the page's state; the
// budget and a failure leave that part to the browser, the rest of the page intact.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { Suspense } from 'react';
import { client } from '@estante/api-client';
import { useQuery, queryOptions, type QueryClient } from '@estante/api-client/react';
import type { RemoteApp } from '@estante/federation';
import { lazyComponent } from '@estante/federation/router';
import { createPageRenderer, CLIENT_ONLY_DIGEST, OVER_BUDGET_DIGEST, SERVER_CONTRACT, type PageRenderer, type RenderRequest, type ServerContainer } from './page';

vi.stubGlobal('__SHARED_VERSIONS__', {});

/** The API as the page's client reaches it on the server: these answers by path, 404 for any other. */
const answers: Record<string, unknown> = {
  '/api/parametros/instituicao': { sigla: 'UFX', codEmpresa: 1, tema: 'neo' },
  '/api/parametros/funcionalidades': [{ cod_atividade: 13, descricao: 'Comentários' }],
  '/api/acervo/7': { cod_acervo: 7, obra: 'Dom Casmurro' },
};
const asked: { url: string; authorization: string; forwarded: string }[] = [];
let slowMs = 0;

beforeAll(() => {
  client.http.defaults.adapter = async (config) => {
    const url = config.url ?? '';
    asked.push({ url, authorization: String(config.headers?.Authorization ?? ''), forwarded: String(config.headers?.['x-forwarded-for'] ?? '') });
    if (url.startsWith('/api/acervo/') && slowMs) await new Promise((r) => setTimeout(r, slowMs));
    if (url === '/api/acervo/500') throw Object.assign(new Error('Server error'), { isAxiosError: true, config, response: { status: 500, data: { message: 'Erro inesperado.' }, headers: {}, config } });
    if (!(url in answers)) throw Object.assign(new Error('Not found'), { isAxiosError: true, config, response: { status: 404, data: { message: 'Não encontrado.' }, headers: {}, config } });
    return { data: answers[url], status: 200, statusText: 'OK', headers: {}, config };
  };
});
afterAll(() => {
  client.http.defaults.adapter = undefined;
});

const titleQuery = (id: number) => queryOptions({ queryKey: ['title', id], queryFn: ({ signal }) => client.get<{ obra: string }>(`/api/acervo/${id}`, { signal }), staleTime: 60_000 });

const Extra = lazyComponent('test/extra', async () => ({ default: () => <p>parte à parte</p> }));

/** A remote's App: the title it asks the API for, and a lazy part. */
const TitleApp: RemoteApp = () => {
  const { data } = useQuery(titleQuery(7));
  return (
    <section>
      <h1>{data?.obra}</h1>
      <Suspense fallback={<p>carregando parte</p>}>
        <Extra />
      </Suspense>
    </section>
  );
};

/** A container of the server contract, with this App and head. */
const containerOf = (App: RemoteApp, head?: (ctx: { readonly queryClient: QueryClient; readonly path: string }) => Promise<unknown>, contract = SERVER_CONTRACT): ServerContainer => ({
  init: () => undefined,
  get: async (name) => (name === './App' ? () => ({ default: App }) : () => ({ contract, head })),
});

let renderer: PageRenderer;
beforeAll(async () => {
  renderer = await createPageRenderer({ apiUrl: 'http://api.internal', publicToken: async () => 'visitor-token' });
});

const request = (over: Partial<RenderRequest> = {}): RenderRequest => ({
  url: '/acervo/7',
  origin: 'https://biblioteca.example.edu',
  remote: 'title-detail',
  container: containerOf(TitleApp),
  forwarded: { 'x-forwarded-for': '203.0.113.9' },
  deadline: Date.now() + 5000,
  onError: () => undefined,
  ...over,
});

const stateOf = (script: string) => JSON.parse(/<script type="application\/json" id="estante-state">([\s\S]*)<\/script>/.exec(script)?.[1] ?? 'null') as {
  lang: string;
  remote: string | null;
  parts: string[];
  config: { institution: { sigla: string }; features: number[] };
  queries: { queries: { queryKey: unknown[]; state: { data: unknown } }[] };
};

describe('a page rendered on the shell’s server', () => {
  it('gives the chrome first, up to <main>, then the remote’s part inside the shell’s tree, and what the page hydrates with', async () => {
    const page = await renderer.render(request());
    expect(page.prefix).toMatch(/<header class="estante-header">[\s\S]*UFX[\s\S]*<\/header><main id="conteudo" class="estante-main" tabindex="-1">$/);
    expect(page.prefix).not.toContain('Dom Casmurro');
    const rest = await page.rest;
    expect(rest.degraded).toBe(false);
    expect(rest.html).toContain('<h1>Dom Casmurro</h1>');
    expect(rest.html).toContain('<p>parte à parte</p>');
    expect(rest.html.indexOf('Dom Casmurro')).toBeLessThan(rest.html.indexOf('<footer'));
    // every boundary in place: nothing hidden for a script to move
    expect(rest.html).not.toMatch(/<!--\$\?-->|hidden id="S:|\$RC/);
    const state = stateOf(rest.state);
    expect(state).toMatchObject({ lang: 'pt', remote: 'title-detail', parts: ['test/extra'], config: { institution: { sigla: 'UFX' }, features: [13] } });
    expect(state.queries.queries.find((q) => JSON.stringify(q.queryKey) === '["title",7]')?.state.data).toEqual({ obra: 'Dom Casmurro', cod_acervo: 7 });
  });

  it('asks the API as a visitor, with the visitor’s forwarded address', async () => {
    asked.length = 0;
    await (await renderer.render(request({ forwarded: { 'x-forwarded-for': '198.51.100.4' } }))).rest;
    const title = asked.find((a) => a.url === '/api/acervo/7');
    expect(title).toMatchObject({ authorization: 'Bearer visitor-token', forwarded: '198.51.100.4' });
  });

  it('renders the same HTML for the same address every time (nothing of one visitor in it)', async () => {
    const one = await renderer.render(request());
    const two = await renderer.render(request({ forwarded: { 'x-forwarded-for': '192.0.2.1' } }));
    expect(two.prefix).toBe(one.prefix);
    expect((await two.rest).html).toBe((await one.rest).html);
  });

  it('takes the remote’s head (contract 2), which reads through the page’s cache: the page then asks nothing again', async () => {
    asked.length = 0;
    const head = vi.fn(async ({ queryClient }: { readonly queryClient: QueryClient }) => ({ title: `${(await queryClient.fetchQuery(titleQuery(7))).obra} | Catálogo` }));
    const page = await renderer.render(request({ container: containerOf(TitleApp, head) }));
    expect(page.head).toEqual({ title: 'Dom Casmurro | Catálogo' });
    await page.rest;
    expect(asked.filter((a) => a.url === '/api/acervo/7')).toHaveLength(1);
    // a head of another contract is not read
    const other = await renderer.render(request({ container: containerOf(TitleApp, head, 1) }));
    expect(other.head).toBeNull();
  });

  it('a remote’s part past the budget is left to the browser: the page ends, with its chrome and footer', async () => {
    slowMs = 400;
    try {
      const page = await renderer.render(request({ deadline: Date.now() + 100 }));
      const rest = await page.rest;
      expect(rest.degraded).toBe(true);
      expect(rest.html).toContain(`data-dgst="${OVER_BUDGET_DIGEST}"`);
      expect(rest.html).not.toContain('Dom Casmurro');
      expect(rest.html).toContain('<footer');
    } finally {
      slowMs = 0;
    }
  });

  it('a route whose remote has no server container, or whose answer failed, is left to the browser inside a whole page', async () => {
    const none = await (await renderer.render(request({ container: null }))).rest;
    expect(none.html).toContain(`data-dgst="${CLIENT_ONLY_DIGEST}"`);
    expect(stateOf(none.state).remote).toBeNull();
    const errors: unknown[] = [];
    const Failing: RemoteApp = () => <h1>{useQuery(titleQuery(500)).data?.obra}</h1>;
    const failed = await (await renderer.render(request({ container: containerOf(Failing), onError: (e) => errors.push(e) }))).rest;
    expect(failed.html).toContain('<footer');
    expect(failed.html).toMatch(/<!--\$!-->/);
    expect(failed.html).not.toContain('<h1>');
    expect(errors).toEqual([expect.objectContaining({ status: 500 })]);
    expect(stateOf(failed.state).queries.queries.some((q) => JSON.stringify(q.queryKey) === '["title",500]')).toBe(false);
  });

  it('a failure that is the same for everyone (a title that does not exist) renders as the page shows it, and travels with the page', async () => {
    const Missing: RemoteApp = () => {
      const { error } = useQuery(titleQuery(404));
      return <p role="alert">{error ? `Não encontrado (${(error as { status?: number }).status})` : 'carregando'}</p>;
    };
    const rest = await (await renderer.render(request({ url: '/acervo/404', container: containerOf(Missing) }))).rest;
    expect(rest.html).toMatch(/<p role="alert">Não encontrado \((<!-- -->)?404(<!-- -->)?\)<\/p>/);
    const missing = stateOf(rest.state).queries.queries.find((q) => JSON.stringify(q.queryKey) === '["title",404]') as unknown as { state: { status: string; error: unknown } };
    expect(missing.state).toMatchObject({ status: 'error', error: { apiError: true, kind: 'http', status: 404, serverMessage: 'Não encontrado.' } });
  });

  it('writes no time into the page’s state: two renders a moment apart are the same HTML', async () => {
    const one = await (await renderer.render(request())).rest;
    await new Promise((r) => setTimeout(r, 20));
    const two = await (await renderer.render(request())).rest;
    expect(two.state).toBe(one.state);
  });
});
