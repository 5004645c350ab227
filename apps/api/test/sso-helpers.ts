import net, { type AddressInfo } from 'node:net';

/** A free loopback port (the API must know its public address before it listens). */
export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

const unescapeHtml = (s: string) => s.replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');

export interface Form {
  action: string;
  fields: Record<string, string>;
}

/** The forms of an HTML page: action (resolved against `base`) and named inputs with values. */
export function formsOf(html: string, base: string): Form[] {
  return [...html.matchAll(/<form\b[^>]*\baction="([^"]*)"[^>]*>([\s\S]*?)<\/form>/g)].map(([, action = '', inner = '']) => ({
    action: new URL(unescapeHtml(action), base).href,
    fields: Object.fromEntries(
      [...inner.matchAll(/<input\b[^>]*\bname="([^"]*)"[^>]*>/g)].map(([tag = '', name = '']) => [unescapeHtml(name), unescapeHtml(/\bvalue="([^"]*)"/.exec(tag)?.[1] ?? '')]),
    ),
  }));
}

/**
 * A browser as far as redirects and cookies go: fetch with manual redirects, a cookie jar per
 * host (names only: enough for the identity providers' session and interaction cookies).
 */
export class Browser {
  private jar = new Map<string, Map<string, string>>();

  async request(url: string, init: { method?: string; form?: Record<string, string> } = {}): Promise<Response> {
    const u = new URL(url);
    const cookies = this.jar.get(u.host);
    const headers: Record<string, string> = {};
    if (cookies && cookies.size > 0) headers.cookie = [...cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    let body: string | undefined;
    if (init.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(init.form).toString();
    }
    const res = await fetch(url, { method: init.method ?? (init.form ? 'POST' : 'GET'), headers, body, redirect: 'manual' });
    for (const line of res.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const eq = pair.indexOf('=');
      if (eq <= 0) continue;
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      const forHost = this.jar.get(u.host) ?? new Map<string, string>();
      if (/expires=Thu, 01 Jan 1970/i.test(line) || value === '') forHost.delete(name);
      else forHost.set(name, value);
      this.jar.set(u.host, forHost);
    }
    return res;
  }

  /**
   * Requests `url` and follows redirects (as GET) until a page answers, or until the next address
   * satisfies `stop` (not requested: e.g. the SPA's /oauth-response). Answers the last address and
   * the response (null when stopped).
   */
  async follow(
    url: string,
    init: { method?: string; form?: Record<string, string> } = {},
    stop: (u: URL) => boolean = () => false,
  ): Promise<{ url: string; res: Response | null; html: string }> {
    let current = url;
    let next = init;
    for (let hops = 0; hops < 20; hops++) {
      if (stop(new URL(current))) return { url: current, res: null, html: '' };
      const res = await this.request(current, next);
      const location = res.headers.get('location');
      if (res.status >= 300 && res.status < 400 && location) {
        current = new URL(location, current).href;
        next = {};
        continue;
      }
      return { url: current, res, html: await res.text() };
    }
    throw new Error(`too many redirects from ${url}`);
  }
}
