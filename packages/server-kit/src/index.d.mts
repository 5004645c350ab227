/** Query parameters whose values never reach a log line (lower case). */
export declare const SENSITIVE_QUERY_PARAMS: ReadonlySet<string>;
export declare const REDACTED = '[REDACTED]';
/** The URL with every sensitive query value replaced by [REDACTED], no fragment. */
export declare function redactUrl(url: string): string;
export declare const HSTS_VALUE = 'max-age=31536000';
/** Fastify onSend hook: HSTS only over https. */
export declare function hstsWhenHttps(request: { protocol: string }, reply: { header(name: string, value: string): unknown }): Promise<void>;
/** Content-Security-Policy header → { directive: sources }. */
export declare function cspDirectives(csp: unknown): Record<string, string[]>;
