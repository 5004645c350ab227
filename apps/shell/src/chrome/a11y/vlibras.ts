/**
 * The VLibras widget (Brazilian Sign Language translation, a service of the Brazilian government),
 * loaded from its official address only when the visitor turns sign language on. Without internet
 * (or with the service down) the load fails or hangs: both end in a rejected promise, after at most
 * `timeoutMs`, and the page goes on without it.
 */
export const VLIBRAS_SCRIPT_URL = 'https://vlibras.gov.br/app/vlibras-plugin.js';
export const VLIBRAS_APP_URL = 'https://vlibras.gov.br/app';
export const VLIBRAS_TIMEOUT_MS = 15_000;

interface VLibrasGlobal {
  Widget: new (appUrl: string) => unknown;
}
type VLibrasWindow = Window & { VLibras?: VLibrasGlobal };

/** Why the widget is not there. */
export class VLibrasError extends Error {
  constructor(readonly reason: 'network' | 'timeout' | 'invalid') {
    super(`VLibras could not load (${reason})`);
    this.name = 'VLibrasError';
  }
}

let loading: Promise<void> | null = null;

/** The markup the widget fills in (from the official instructions). */
function ensureMarkup(doc: Document): HTMLElement {
  const existing = doc.querySelector<HTMLElement>('[vw]');
  if (existing) {
    existing.hidden = false;
    return existing;
  }
  const root = doc.createElement('div');
  root.setAttribute('vw', '');
  root.className = 'enabled';
  const button = doc.createElement('div');
  button.setAttribute('vw-access-button', '');
  button.className = 'active';
  const wrapper = doc.createElement('div');
  wrapper.setAttribute('vw-plugin-wrapper', '');
  const top = doc.createElement('div');
  top.className = 'vw-plugin-top-wrapper';
  wrapper.append(top);
  root.append(button, wrapper);
  doc.body.append(root);
  return root;
}

function start(win: VLibrasWindow, doc: Document): void {
  if (!win.VLibras?.Widget) throw new VLibrasError('invalid');
  new win.VLibras.Widget(VLIBRAS_APP_URL);
  // The widget builds itself on window.onload; loaded later than that, it has to be told.
  if (doc.readyState === 'complete' && typeof win.onload === 'function') win.onload.call(win, new Event('load'));
}

/**
 * Load and start the widget once per page (a second call while loading gets the same promise;
 * after a failure, a new call tries again).
 */
export function loadVLibras({ doc = document, timeoutMs = VLIBRAS_TIMEOUT_MS }: { doc?: Document; timeoutMs?: number } = {}): Promise<void> {
  loading ??= new Promise<void>((resolve, reject) => {
    const win = doc.defaultView as VLibrasWindow | null;
    if (!win) return reject(new VLibrasError('invalid'));
    const markup = ensureMarkup(doc);
    if (win.VLibras) {
      try {
        start(win, doc);
        return resolve();
      } catch (error) {
        loading = null;
        return reject(error);
      }
    }
    const script = doc.createElement('script');
    script.src = VLIBRAS_SCRIPT_URL;
    script.async = true;
    const settle = (error?: Error) => {
      clearTimeout(timer);
      script.onload = null;
      script.onerror = null;
      if (!error) return resolve();
      script.remove();
      markup.remove();
      loading = null;
      reject(error);
    };
    const timer = setTimeout(() => settle(new VLibrasError('timeout')), timeoutMs);
    script.onerror = () => settle(new VLibrasError('network'));
    script.onload = () => {
      try {
        start(win, doc);
        settle();
      } catch (error) {
        settle(error instanceof Error ? error : new VLibrasError('invalid'));
      }
    };
    doc.head.append(script);
  });
  return loading;
}

/** Show or hide a widget already loaded (a script cannot be unloaded: turning it off hides it). */
export function setVLibrasVisible(visible: boolean, doc: Document = document): void {
  const root = doc.querySelector<HTMLElement>('[vw]');
  if (root) root.hidden = !visible;
}

/** For tests: forget the loaded state. */
export function resetVLibrasForTests(): void {
  loading = null;
}
