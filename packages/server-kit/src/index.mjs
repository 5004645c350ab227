// @ts-check
// Plain JavaScript with a declaration file beside it: the shell's server runs as plain Node
// (server.mjs), the API through tsx; both import the same rules from here.

/**
 * Query parameters whose values never reach a log line (compared without case): OAuth and OpenID
 * Connect (`code`, `state`, `nonce`, tokens), SAML (`SAMLResponse`, `RelayState`, the one-time
 * `saml` reference), passwords, recovery and captcha codes, and anything named like a secret.
 * @type {ReadonlySet<string>}
 */
export const SENSITIVE_QUERY_PARAMS = new Set(
  [
    'code', 'state', 'nonce', 'session_state', 'id_token', 'id_token_hint', 'access_token', 'refresh_token', 'token',
    'client_secret', 'code_verifier', 'password', 'senha', 'codigo', 'recaptcha_token', 'samlresponse', 'samlrequest',
    'samlart', 'relaystate', 'saml', 'signature', 'ticket', 'secret', 'key', 'jwt', 'assertion',
  ].map((name) => name.toLowerCase()),
);

export const REDACTED = '[REDACTED]';

/** @param {string} s */
const decode = (s) => {
  try {
    return decodeURIComponent(s.replace(/\+/g, ' '));
  } catch {
    return s;
  }
};

/**
 * The URL as a log line may show it: the path as is, the value of every sensitive query parameter
 * replaced by [REDACTED] (names and the other values untouched, in their order), no fragment.
 * @param {string} url
 * @returns {string}
 */
export function redactUrl(url) {
  const hash = url.indexOf('#');
  const withoutHash = hash >= 0 ? url.slice(0, hash) : url;
  const q = withoutHash.indexOf('?');
  if (q < 0) return withoutHash;
  const query = withoutHash
    .slice(q + 1)
    .split('&')
    .map((part) => {
      const eq = part.indexOf('=');
      const name = eq >= 0 ? part.slice(0, eq) : part;
      return SENSITIVE_QUERY_PARAMS.has(decode(name).trim().toLowerCase()) ? `${name}=${REDACTED}` : part;
    })
    .join('&');
  return `${withoutHash.slice(0, q)}?${query}`;
}

/** One year, this host only (its subdomains are the institution's business). */
export const HSTS_VALUE = 'max-age=31536000';

/**
 * A Fastify onSend hook: Strict-Transport-Security only on an answer over https (TLS on this
 * server, or `X-Forwarded-Proto: https` from a trusted proxy). Over plain http it would mean nothing.
 * @param {{ protocol: string }} request
 * @param {{ header(name: string, value: string): unknown }} reply
 */
export async function hstsWhenHttps(request, reply) {
  if (request.protocol === 'https') reply.header('strict-transport-security', HSTS_VALUE);
}

/**
 * The directives of a Content-Security-Policy header, name → sources (for tests and checks).
 * @param {unknown} csp
 * @returns {Record<string, string[]>}
 */
export function cspDirectives(csp) {
  return Object.fromEntries(
    String(csp)
      .split(';')
      .map((d) => d.trim())
      .filter(Boolean)
      .map((d) => {
        const [name = '', ...values] = d.split(/\s+/);
        return [name, values];
      }),
  );
}

/**
 * Deepest nesting of arrays and objects a JSON request body may have. No request of the contract
 * nests more than a few levels; a deeper body (`[[[[…]]]]` a hundred thousand times) would only
 * exhaust the stack of whatever walks it afterwards (validation, JSON.stringify).
 */
export const MAX_JSON_DEPTH = 64;

/**
 * Whether the JSON text nests arrays and objects deeper than `max` (brackets inside strings do not
 * count). One pass over the text, no recursion, so it is safe on any input; it does not check that
 * the text is valid JSON (the parser after it does).
 * @param {string} text
 * @param {number} [max]
 * @returns {boolean}
 */
export function jsonTooDeep(text, max = MAX_JSON_DEPTH) {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92 /* \ */) i++;
      else if (c === 34 /* " */) inString = false;
    } else if (c === 34) {
      inString = true;
    } else if (c === 91 /* [ */ || c === 123 /* { */) {
      if (++depth > max) return true;
    } else if (c === 93 /* ] */ || c === 125 /* } */) {
      depth--;
    }
  }
  return false;
}

/**
 * Text for HTML or XML, in content or in a quoted attribute: &, <, >, " and ' as entities (`&apos;`
 * is XML's and HTML5's). The shell's server writes the page's head, its preload links and the
 * sitemap with it.
 * @param {string} text
 */
export function escapeMarkup(text) {
  return text.replace(/[&<>"']/g, (c) => (c === '&' ? '&amp;' : c === '<' ? '&lt;' : c === '>' ? '&gt;' : c === '"' ? '&quot;' : '&apos;'));
}
