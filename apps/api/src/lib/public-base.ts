/**
 * The site's public address: PUBLIC_URL when configured; else the scheme and host the request came
 * to, X-Forwarded-Proto/-Host only from the proxy TRUST_PROXY names (Fastify's trustProxy; the
 * shell's proxy sets them itself, never passing a client's).
 */
export const publicBase = (request: { protocol: string; host: string }, publicUrl: string | undefined): string => publicUrl ?? `${request.protocol}://${request.host}`;
