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
/** Deepest nesting of arrays and objects a JSON request body may have. */
export declare const MAX_JSON_DEPTH: number;
/** Whether the JSON text nests arrays and objects deeper than `max` (brackets in strings do not count). */
export declare function jsonTooDeep(text: string, max?: number): boolean;
/** Text for HTML or XML content or a quoted attribute: &, <, >, " and ' as entities. */
export declare function escapeMarkup(text: string): string;
