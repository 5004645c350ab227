import type { FastifyHelmetOptions } from '@fastify/helmet';

/**
 * Security headers of a JSON API (@fastify/helmet): nothing an answer could load or run
 * (`default-src 'none'`), never framed, no MIME sniffing, no referrer, read only by its own origin
 * (Cross-Origin-Resource-Policy same-origin: the site reaches the API through the shell's proxy, so
 * on the page's own origin; cross-origin callers use CORS, which CORP does not restrict).
 * HSTS is not helmet's static header: hstsWhenHttps (@estante/server-kit) sends it only on https.
 */
export const API_HELMET_OPTIONS: FastifyHelmetOptions = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'none'"],
      frameAncestors: ["'none'"],
      baseUri: ["'none'"],
      formAction: ["'none'"],
    },
  },
  frameguard: { action: 'deny' },
  referrerPolicy: { policy: 'no-referrer' },
  strictTransportSecurity: false,
};

/**
 * /api/docs (swagger-ui): its own CSP (@fastify/swagger-ui `staticCSP`: scripts only from the
 * page's origin, no inline script), with two changes: `style-src` also allows inline styles (the
 * swagger-ui bundle writes a <style> element at run time; scripts stay strict), and no
 * `upgrade-insecure-requests`, which would send the page's requests to https on a plain-http
 * installation.
 */
export const swaggerUiCsp = {
  staticCSP: true,
  transformStaticCSP: (header: string) =>
    header
      .split(';')
      .map((d) => d.trim())
      .filter((d) => d !== '' && d !== 'upgrade-insecure-requests')
      .map((d) => (d.startsWith('style-src ') && !d.includes("'unsafe-inline'") ? `${d} 'unsafe-inline'` : d))
      .join('; '),
};
