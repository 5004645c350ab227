/**
 * One page rendered on the shell's server (issue 27): the shell's own tree (src/Root.tsx, the same
 * as the page's) at the address asked, with the route's remote rendered inside it from the remote's
 * server container, in Portuguese, for a visitor. See render.ts for how the remote's code gets here.
 *
 * In document order, in two parts, so that the chrome is on its way before the remote's part has
 * its answers:
 * 1. the prefix: the tree rendered without the remote (its boundary left to the browser), cut at the
 *    page's `<main>`: skip link, accessibility and language bars, top bar;
 * 2. the rest: the tree rendered again with the remote, once everything it asks the API for has
 *    answered (React waits for it: the query layer suspends on the server), cut after the same
 *    `<main>`; and the state the browser hydrates with (the public configuration and the answers).
 *
 * Both parts are in order, with no script needed to put anything in place (no out-of-order
 * streaming), so a browser without JavaScript and a crawler read the whole page. A remote whose part
 * is not done within the budget, or fails, has its boundary left to the browser (React's client
 * rendering of that Suspense boundary): the rest of the page is there, and the status stays.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { Writable } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import { client, setLanguageHeader } from '@estante/api-client';
import { QueryClient, dehydrate } from '@estante/api-client/react';
import { institution, features } from '@estante/api-endpoints/institution';
import type { RemoteApp, RemoteName } from '@estante/federation';
import { LazyPartsCollector, SiteOriginProvider } from '@estante/federation/router';
import { initI18n } from '@estante/i18n';
import { publicConfig, seedPublicConfig, type PublicConfig } from '@estante/session';
import { prepareTheme } from '@estante/ui/theme';
import { Root } from '../Root';
import { RemoteLoaderProvider, type RemoteLoader } from '../RemoteRoute';
import { SERVER_LANGUAGE, STATE_ID, type ServerState } from '../serverState';
import { NS } from '../strings';

/** A remote's server container (the container protocol: init with the share scope, get a module). */
export interface ServerContainer {
  init(scope: unknown): Promise<void> | void;
  get(module: string): Promise<() => unknown>;
}

export interface RendererOptions {
  /** The API's address as this server reaches it. */
  readonly apiUrl: string;
  /** The web client's public (visitor) token; `renew` after the API refused the last one. */
  readonly publicToken: (renew: boolean) => Promise<string>;
  /** How long the public configuration is kept before it is asked again (default 60 s). */
  readonly configTtlMs?: number;
}

/** What a remote's `./head` is given for a page (contract 2). */
export interface HeadContext {
  /** The path asked for (`/acervo/7/marc`). */
  readonly path: string;
  /** The query string, with its `?` (`?biblioteca=3`), or ''. */
  readonly search: string;
  /** The site's public origin. */
  readonly origin: string;
  /** This page's query cache: what the head fetches through it, the page renders without asking again. */
  readonly queryClient: QueryClient;
}

/** What a remote's head says of a page; the shell's server escapes every value. */
export interface ServerHead {
  /** 404: the address names nothing (the page still renders the remote's not-found text). */
  readonly status?: 404;
  readonly title?: string;
  readonly description?: string;
  readonly canonical?: string;
  readonly image?: string;
  readonly jsonLd?: Record<string, unknown>;
  /**
   * The page's own address, when the one asked is another spelling of it (what a GET form sends
   * without script): the shell's server answers 303 to it, and renders nothing. A path of this site.
   */
  readonly location?: string;
}

/** The head module a server container exposes (`./head`). */
interface HeadModule {
  readonly contract?: unknown;
  readonly head?: (ctx: HeadContext) => Promise<ServerHead | null>;
}

/** The shell↔remote server contract this shell speaks (a remote's `./head` `contract`). */
export const SERVER_CONTRACT = 2;

export interface RenderRequest {
  /** Path and query string asked for. */
  readonly url: string;
  /** The site's public origin. */
  readonly origin: string;
  /** The remote that renders the route. */
  readonly remote: RemoteName;
  /** Its server container, loaded from its configured address; null: the browser renders its part. */
  readonly container: ServerContainer | null;
  /** Headers every API call of this page carries (the visitor's forwarded address). */
  readonly forwarded: Readonly<Record<string, string>>;
  /** When the remote's part must be done (epoch ms): past it, its boundary is left to the browser. */
  readonly deadline: number;
  /** Something went wrong while rendering (logged by the caller); the page still goes out. */
  readonly onError: (error: unknown) => void;
}

export interface PageRender {
  /** What the remote's head says of the page (null: it said nothing, has no head, or failed). */
  readonly head: ServerHead | null;
  /** The root's HTML up to and including `<main …>`. */
  readonly prefix: string;
  /** The rest of the root's HTML, and the state script the page hydrates with. */
  readonly rest: Promise<{ readonly html: string; readonly state: string; readonly degraded: boolean }>;
}

export interface PageRenderer {
  render(request: RenderRequest): Promise<PageRender>;
}

/** Why a remote's boundary was left to the browser: React's digest of it, which the page recognises (bootstrap.tsx). */
export const CLIENT_ONLY_DIGEST = 'estante:client';
export const OVER_BUDGET_DIGEST = 'estante:budget';

/** This route's remote is not rendered on the server (this phase, or it has no server container). */
class ClientOnly extends Error {
  override readonly name = 'ClientOnly';
}
/** The remote's part was not ready within the budget. */
class OverBudget extends Error {
  override readonly name = 'OverBudget';
}

/** A promise React's `use` reads at once (the thenable protocol's status), so a loaded remote renders without a pass. */
function settled<T>(value: T): Promise<T> {
  return Object.assign(Promise.resolve(value), { status: 'fulfilled', value });
}

const MAIN = /<main\b[^>]*>/;

/** The HTML of `element`, once React has rendered all of it (or `abortAt` came: what is left goes to the browser). */
function renderToString(element: React.ReactNode, { abortAt, onError }: { readonly abortAt: number; readonly onError: (error: unknown) => void }): Promise<{ html: string; aborted: boolean }> {
  return new Promise((resolve, reject) => {
    let html = '';
    let aborted = false;
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        if (process.env.ESTANTE_DEBUG_SSR) console.log('[ssr] chunk', chunk.length, chunk.toString('utf8').slice(0, 80));
        html += chunk.toString('utf8');
        done();
      },
    });
    sink.on('finish', () => resolve({ html, aborted }));
    const stream = renderToPipeableStream(element, {
      // Every boundary in place, however big (React would otherwise send a large one after the rest,
      // hidden, for a script to move: a browser without JavaScript would never show it).
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      onAllReady: () => {
        if (process.env.ESTANTE_DEBUG_SSR) console.log('[ssr] all ready');
        stream.pipe(sink);
      },
      onShellError: reject,
      onError(error) {
        if (error instanceof ClientOnly) return CLIENT_ONLY_DIGEST;
        if (error instanceof OverBudget) return OVER_BUDGET_DIGEST;
        onError(error);
        return undefined;
      },
    });
    const timer = setTimeout(() => {
      aborted = true;
      stream.abort(new OverBudget('the remote did not render within its budget'));
    }, Math.max(0, abortAt - Date.now()));
    sink.on('finish', () => clearTimeout(timer));
    sink.on('error', () => clearTimeout(timer));
  });
}

/** JSON for a `<script type="application/json">`: nothing in it can end the element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');

export async function createPageRenderer({ apiUrl, publicToken, configTtlMs = 60_000 }: RendererOptions): Promise<PageRenderer> {
  const requestHeaders = new AsyncLocalStorage<Readonly<Record<string, string>>>();
  client.configureServer({ baseURL: apiUrl, publicToken, headers: () => requestHeaders.getStore() ?? {} });
  setLanguageHeader(() => '1');
  await initI18n([NS], { language: SERVER_LANGUAGE });
  await prepareTheme(SERVER_LANGUAGE);

  // The public configuration (the institution, its activities): the same for every visitor, asked
  // again once it is older than configTtlMs (a page meanwhile renders with the one it has).
  let config: { at: number; loading: Promise<void> | null } = { at: 0, loading: null };
  const loadConfig = () => {
    config.loading ??= Promise.all([institution(), features()])
      .then(([inst, feats]) => {
        seedPublicConfig({ institution: inst, features: feats.map((f) => f.cod_atividade) });
        config = { at: Date.now(), loading: null };
      })
      .finally(() => {
        config.loading = null;
      });
    return config.loading;
  };
  const currentConfig = async (): Promise<PublicConfig | null> => {
    if (!publicConfig()) await loadConfig().catch(() => undefined);
    else if (Date.now() - config.at > configTtlMs) void loadConfig().catch(() => undefined);
    return publicConfig();
  };

  const headOf = async (container: ServerContainer, ctx: HeadContext): Promise<ServerHead | null> => {
    const module = ((await container.get('./head'))() ?? {}) as HeadModule;
    if (module.contract !== SERVER_CONTRACT || typeof module.head !== 'function') return null;
    const head = await module.head(ctx);
    return head && typeof head === 'object' ? head : null;
  };

  return {
    async render(request) {
      return requestHeaders.run(request.forwarded, async () => {
        const config = await currentConfig();
        if (!config) throw new Error('the public configuration could not be loaded');
        const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
        const at = request.url.indexOf('?');
        const path = at < 0 ? request.url : request.url.slice(0, at);
        const search = at < 0 ? '' : request.url.slice(at);
        const { container } = request;
        const app = container ? container.get('./App').then((factory) => (factory() as { default?: RemoteApp }).default) : null;

        // The head first (a title page's needs its record: the status depends on it), within the budget.
        let head: ServerHead | null = null;
        if (container) {
          try {
            head = await Promise.race([
              headOf(container, { path, search, origin: request.origin, queryClient }),
              new Promise<never>((_, reject) => setTimeout(() => reject(new OverBudget('the head did not answer within the budget')), Math.max(0, request.deadline - Date.now()))),
            ]);
          } catch (error) {
            request.onError(error);
          }
        }

        const parts = new Set<string>();
        // Another spelling of a page: the browser is sent to its own address, nothing is rendered.
        if (head && typeof head.location === 'string') return { head, prefix: '', rest: Promise.resolve({ html: '', state: '', degraded: false }) };

        const page = (load: RemoteLoader) => (
          <SiteOriginProvider origin={request.origin}>
            <RemoteLoaderProvider value={load}>
              <LazyPartsCollector parts={parts}>
                <Root queryClient={queryClient} location={request.url} />
              </LazyPartsCollector>
            </RemoteLoaderProvider>
          </SiteOriginProvider>
        );
        // 1. The chrome, without the remote's part: its boundary rendered as the browser's.
        const first = await renderToString(
          page(() => Promise.reject(new ClientOnly('rendered after the chrome'))),
          { abortAt: request.deadline, onError: request.onError },
        );
        const cut = MAIN.exec(first.html);
        if (!cut) throw new Error('the page has no <main>');
        const prefix = first.html.slice(0, cut.index + cut[0].length);

        // 2. The whole tree with the remote, within what is left of the budget.
        const rest = (async () => {
          let App: RemoteApp | null = null;
          try {
            App = app ? ((await app) ?? null) : null;
          } catch (error) {
            request.onError(error);
          }
          const loaded = App ? settled(App) : null;
          const load: RemoteLoader = (name) => (name === request.remote && loaded ? loaded : Promise.reject(new ClientOnly(`${name} is rendered by the browser`)));
          const second = await renderToString(page(load), { abortAt: request.deadline, onError: request.onError });
          const again = MAIN.exec(second.html);
          if (!again) throw new Error('the page has no <main>');
          if (second.html.slice(0, again.index + again[0].length) !== prefix) request.onError(new Error('the chrome rendered differently with the remote: the page will hydrate it again'));
          // What the page loads before it hydrates (the remote and the parts the server rendered) and what it hydrates with.
          const state: ServerState = { lang: SERVER_LANGUAGE, config, queries: dehydrate(queryClient), remote: App ? request.remote : null, parts: [...parts].sort() };
          return {
            html: second.html.slice(again.index + again[0].length),
            state: `<script type="application/json" id="${STATE_ID}">${scriptJson(state)}</script>`,
            degraded: second.aborted || App === null,
          };
        })();
        return { head, prefix, rest };
      });
    },
  };
}
