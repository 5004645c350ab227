/**
 * The container protocol of Module Federation, driven by the shell: load a remote's entry
 * script, give its container the page's share scope (so it takes the shell's singletons),
 * and get an exposed module. Every failure is an ordinary rejected promise that the
 * route's boundary turns into a fallback with a retry.
 */
declare const __webpack_init_sharing__: (scope: string) => Promise<void>;
declare const __webpack_share_scopes__: Record<string, unknown>;

interface Container {
  init(scope: unknown): Promise<void> | void;
  get(module: string): Promise<() => unknown>;
}

function loadScript(url: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = url;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => {
      script.remove();
      reject(new Error(`could not load ${url}`));
    };
    document.head.append(script);
  });
}

const globals = () => window as unknown as Record<string, Container | undefined>;

/** One container per remote; replaced only when its URL changes or its script failed. */
const containers = new Map<string, { url: string; container: Promise<Container> }>();

function loadContainer(name: string, url: string): Promise<Container> {
  const known = containers.get(name);
  if (known && known.url === url) return known.container;
  const container = (async () => {
    // The entry declares its container with `var`: reassign it (a delete throws in strict mode).
    globals()[name] = undefined;
    await loadScript(url);
    const loaded = globals()[name];
    if (!loaded) throw new Error(`${url} defined no container "${name}"`);
    await loaded.init(__webpack_share_scopes__.default);
    return loaded;
  })();
  const entry = { url, container };
  containers.set(name, entry);
  container.catch(() => {
    if (containers.get(name) === entry) containers.delete(name);
  });
  return container;
}

/** The exposed module's code fetched (entry, its chunks, the shared modules it consumes), not run. */
export async function loadExposedFactory(name: string, url: string, module: string): Promise<() => unknown> {
  await __webpack_init_sharing__('default');
  // Diagnostics: which copy of each shared module the page uses (the e2e suite reads it).
  (window as unknown as { __ESTANTE_SHARE_SCOPE__?: unknown }).__ESTANTE_SHARE_SCOPE__ = __webpack_share_scopes__.default;
  // A chunk that failed before is requested again by the container's own runtime.
  return (await loadContainer(name, url)).get(module);
}

export async function loadExposedModule(name: string, url: string, module: string): Promise<unknown> {
  return (await loadExposedFactory(name, url, module))();
}
