// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadVLibras, resetVLibrasForTests, setVLibrasVisible, VLIBRAS_APP_URL, VLIBRAS_SCRIPT_URL, VLibrasError } from './vlibras';

type W = Window & { VLibras?: { Widget: new (url: string) => unknown } };

/** The script element the loader added (jsdom fetches nothing: the test fires its events). */
const script = () => document.head.querySelector<HTMLScriptElement>(`script[src="${VLIBRAS_SCRIPT_URL}"]`);

beforeEach(() => {
  resetVLibrasForTests();
  document.head.replaceChildren();
  document.body.replaceChildren();
  delete (window as W).VLibras;
  window.onload = null;
});
afterEach(() => vi.useRealTimers());

describe('loadVLibras', () => {
  it('adds the official script and the widget markup, then starts the widget', async () => {
    const Widget = vi.fn();
    const promise = loadVLibras();
    expect(script()).not.toBeNull();
    expect(document.querySelector('[vw] [vw-access-button]')).not.toBeNull();
    (window as W).VLibras = { Widget };
    script()!.dispatchEvent(new Event('load'));
    await expect(promise).resolves.toBeUndefined();
    expect(Widget).toHaveBeenCalledWith(VLIBRAS_APP_URL);
  });

  it('loaded after the page: tells the widget the page has loaded (it builds itself on window.onload)', async () => {
    const onload = vi.fn();
    const promise = loadVLibras();
    (window as W).VLibras = {
      Widget: vi.fn(function () {
        window.onload = onload;
      }),
    };
    script()!.dispatchEvent(new Event('load'));
    await promise;
    expect(document.readyState).toBe('complete');
    expect(onload).toHaveBeenCalledTimes(1);
  });

  it('a failed load (no network) rejects, and removes the script and the markup', async () => {
    const promise = loadVLibras();
    script()!.dispatchEvent(new Event('error'));
    await expect(promise).rejects.toEqual(new VLibrasError('network'));
    expect(script()).toBeNull();
    expect(document.querySelector('[vw]')).toBeNull();
  });

  it('a load that hangs ends in a timeout', async () => {
    vi.useFakeTimers();
    const promise = loadVLibras({ timeoutMs: 5000 });
    const settled = vi.fn();
    promise.catch(settled);
    await vi.advanceTimersByTimeAsync(4999);
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await expect(promise).rejects.toMatchObject({ reason: 'timeout' });
    expect(script()).toBeNull();
  });

  it('a script that loads without the VLibras global is a failure too', async () => {
    const promise = loadVLibras();
    script()!.dispatchEvent(new Event('load'));
    await expect(promise).rejects.toMatchObject({ reason: 'invalid' });
  });

  it('one load at a time; after a failure a new call tries again', async () => {
    const first = loadVLibras();
    expect(loadVLibras()).toBe(first);
    expect(document.head.querySelectorAll('script')).toHaveLength(1);
    script()!.dispatchEvent(new Event('error'));
    await first.catch(() => undefined);
    const second = loadVLibras();
    expect(second).not.toBe(first);
    (window as W).VLibras = { Widget: vi.fn() };
    script()!.dispatchEvent(new Event('load'));
    await expect(second).resolves.toBeUndefined();
  });

  it('turning it off hides the widget, turning it on shows it again', async () => {
    (window as W).VLibras = { Widget: vi.fn() };
    await loadVLibras();
    const widget = document.querySelector<HTMLElement>('[vw]')!;
    setVLibrasVisible(false);
    expect(widget.hidden).toBe(true);
    setVLibrasVisible(true);
    expect(widget.hidden).toBe(false);
  });
});
