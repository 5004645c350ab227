import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import pt from './locales/pt.json';
import en from './locales/en.json';
import es from './locales/es.json';

const loadExposedModule = vi.fn(async () => ({ default: () => null }));
vi.mock('./container', () => ({ loadExposedModule }));

const PROVIDED = { react: '19.3.1', 'react-dom': '19.3.1', '@estante/session': '1.2.0', '@estante/ui/button': '1.0.0' };
const manifest = (shared: Record<string, string>, version = '1.4.0') => ({ name: 'title-detail', version, buildTime: '2024-05-01T00:00:00.000Z', shared });

/** Answers /remotes.json and each manifest.json from a table of URL -> response body (or status). */
function serve(table: Record<string, unknown>) {
  const calls: { url: string; init?: RequestInit }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      calls.push({ url, init });
      if (!(url in table)) return new Response('not found', { status: 404 });
      const body = table[url];
      if (typeof body === 'number') return new Response('x', { status: body });
      if (body instanceof Error) throw body;
      return new Response(typeof body === 'string' ? body : JSON.stringify(body), { status: 200 });
    }),
  );
  return calls;
}

const REMOTES = { catalogue: 'http://localhost:8081/remoteEntry.js', 'title-detail': 'http://localhost:8082/remoteEntry.js', 'patron-area': '/pa/v2/remoteEntry.js', auth: 'http://localhost:8084/remoteEntry.js' };

beforeEach(() => {
  vi.resetModules();
  loadExposedModule.mockClear();
  vi.stubGlobal('window', { location: { href: 'http://localhost:8080/acervo/1' } });
  vi.stubGlobal('__SHARED_VERSIONS__', PROVIDED);
});
afterEach(() => vi.unstubAllGlobals());

describe('manifestUrl', () => {
  it('is manifest.json beside the remoteEntry.js of remotes.json, relative URLs on the page', async () => {
    const { manifestUrl } = await import('./remotes');
    expect(manifestUrl('http://localhost:8082/remoteEntry.js')).toBe('http://localhost:8082/manifest.json');
    expect(manifestUrl('https://cdn.example/pa/2.1.0/remoteEntry.js?v=3')).toBe('https://cdn.example/pa/2.1.0/manifest.json');
    expect(manifestUrl('/pa/v2/remoteEntry.js')).toBe('http://localhost:8080/pa/v2/manifest.json');
  });
});

describe('loading a remote checks its manifest first', () => {
  it('loads a remote whose ranges the shell satisfies (an older minor too), fetching the manifest uncached', async () => {
    const calls = serve({ '/remotes.json': REMOTES, 'http://localhost:8082/manifest.json': manifest({ react: '^19.0.0', '@estante/session': '^1.0.0' }) });
    const { loadRemoteApp } = await import('./remotes');
    await expect(loadRemoteApp('title-detail')).resolves.toBeTypeOf('function');
    expect(loadExposedModule).toHaveBeenCalledWith('title_detail', 'http://localhost:8082/remoteEntry.js', './App');
    expect(calls.find((c) => c.url.endsWith('/manifest.json'))?.init).toMatchObject({ cache: 'no-store' });
    // checked once per entry: a later visit reuses the answer, a retry reads it again
    const manifests = () => calls.filter((c) => c.url.endsWith('/manifest.json')).length;
    await loadRemoteApp('title-detail');
    expect(manifests()).toBe(1);
    await loadRemoteApp('title-detail', true);
    expect(manifests()).toBe(2);
  });

  it('refuses a remote built for another major, naming it and the versions, and never runs its code', async () => {
    serve({ '/remotes.json': REMOTES, 'http://localhost:8082/manifest.json': manifest({ react: '^19.0.0', '@estante/session': '^2.0.0' }) });
    const { loadRemoteApp, RemoteIncompatibleError } = await import('./remotes');
    const error = await loadRemoteApp('title-detail').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RemoteIncompatibleError);
    expect(error).toMatchObject({ remote: 'title-detail', version: '1.4.0', conflicts: [{ name: '@estante/session', range: '^2.0.0', provided: '1.2.0' }] });
    expect(loadExposedModule).not.toHaveBeenCalled();
  });

  it('refuses a remote with no manifest or an invalid one', async () => {
    serve({ '/remotes.json': REMOTES, 'http://localhost:8081/manifest.json': '<html>not json', 'http://localhost:8084/manifest.json': { name: 'auth', shared: { react: 'latest' } } });
    const { loadRemoteApp, RemoteManifestError } = await import('./remotes');
    await expect(loadRemoteApp('title-detail')).rejects.toMatchObject({ name: 'RemoteManifestError', reason: 'missing', url: 'http://localhost:8082/manifest.json' });
    await expect(loadRemoteApp('catalogue')).rejects.toBeInstanceOf(RemoteManifestError);
    await expect(loadRemoteApp('auth')).rejects.toMatchObject({ reason: 'invalid' });
    expect(loadExposedModule).not.toHaveBeenCalled();
  });

  it('a manifest that cannot be reached is an ordinary failure, and a retry checks again', async () => {
    serve({ '/remotes.json': REMOTES, 'http://localhost:8082/manifest.json': 503 });
    const { loadRemoteApp, RemoteIncompatibleError, RemoteManifestError } = await import('./remotes');
    const error = await loadRemoteApp('title-detail').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect(error).not.toBeInstanceOf(RemoteIncompatibleError);
    expect(error).not.toBeInstanceOf(RemoteManifestError);
    serve({ '/remotes.json': REMOTES, 'http://localhost:8082/manifest.json': manifest({ '@estante/session': '^1.2.0' }) });
    await expect(loadRemoteApp('title-detail', true)).resolves.toBeTypeOf('function');
  });

  it('a singleton the shell does not provide is no conflict (the remote runs on its own copy)', async () => {
    serve({ '/remotes.json': REMOTES, 'http://localhost:8082/manifest.json': manifest({ 'left-pad': '^9.0.0' }) });
    const { loadRemoteApp } = await import('./remotes');
    await expect(loadRemoteApp('title-detail')).resolves.toBeTypeOf('function');
  });
});

describe('a remote whose code is slow to arrive', () => {
  afterEach(() => {
    vi.useRealTimers();
    loadExposedModule.mockImplementation(async () => ({ default: () => null }));
  });

  it('fails with RemoteTimeoutError after REMOTE_LOAD_TIMEOUT_MS; a visit meanwhile joins that deadline; a retry waits anew and gets the code once it arrives', async () => {
    vi.useFakeTimers();
    serve({ '/remotes.json': REMOTES, 'http://localhost:8082/manifest.json': manifest({ '@estante/session': '^1.2.0' }) });
    let arrive!: (mod: { default: () => null }) => void;
    const slow = new Promise<{ default: () => null }>((resolve) => (arrive = resolve));
    loadExposedModule.mockImplementation(() => slow);
    const { loadRemoteApp, RemoteTimeoutError, REMOTE_LOAD_TIMEOUT_MS } = await import('./remotes');
    const first = loadRemoteApp('title-detail').catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(REMOTE_LOAD_TIMEOUT_MS - 100);
    // a second visit while the first is out: same deadline
    const second = loadRemoteApp('title-detail').catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(100);
    expect(await first).toBeInstanceOf(RemoteTimeoutError);
    expect(await second).toBeInstanceOf(RemoteTimeoutError);
    // a visit after the deadline, the code still out: fails at once, no second wait
    const third = loadRemoteApp('title-detail').catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(0);
    expect(await third).toBeInstanceOf(RemoteTimeoutError);
    // the retry has a full delay of its own, and the code arrives within it
    let settled = false;
    const retry = loadRemoteApp('title-detail', true).finally(() => (settled = true));
    await vi.advanceTimersByTimeAsync(REMOTE_LOAD_TIMEOUT_MS / 2);
    expect(settled).toBe(false);
    arrive({ default: () => null });
    await expect(retry).resolves.toBeTypeOf('function');
  });
});

describe('the refusal message', () => {
  const fill = (text: string, values: Record<string, string>) => text.replace(/\{\{(\w+)\}\}/g, (_, k: string) => values[k] ?? '');
  const message = (strings: typeof pt) =>
    fill(strings.shell.remoteIncompatible, {
      remote: 'title-detail',
      version: '1.4.0',
      needs: fill(strings.shell.remoteNeeds, { package: '@estante/session', range: '^2.0.0', provided: '1.0.0' }),
    });
  it('names the remote and the versions, in every language', () => {
    expect(message(pt)).toBe('O módulo title-detail 1.4.0 não é compatível com este site: precisa de @estante/session ^2.0.0 e o site oferece 1.0.0.');
    expect(message(en)).toBe('The module title-detail 1.4.0 is not compatible with this site: it needs @estante/session ^2.0.0 and the site provides 1.0.0.');
    expect(message(es)).toBe('El módulo title-detail 1.4.0 no es compatible con este sitio: necesita @estante/session ^2.0.0 y el sitio ofrece 1.0.0.');
  });
});
