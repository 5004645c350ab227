import fp from 'fastify-plugin';
import { langOfHeader, type Lang } from '@estante/api-contract/constants';

export type { Lang };

/** A text in every language the API answers in. */
export type Text = Readonly<Record<Lang, string>>;

/** A module's message table (pt / en / es; `{name}` placeholders filled by `say`). */
export const defineMessages = <const M extends Record<string, Text>>(messages: M): M => messages;

/** The one interpolator: `{name}` replaced by `params.name`; an unknown placeholder stays as written. */
export function say(text: Text, lang: Lang, params: Readonly<Record<string, string | number>> = {}): string {
  return text[lang].replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The language the request asks for by its `lang` header (1 pt, 3 es, 5 en; anything else pt). */
    readonly lang: Lang;
  }
}

/** `request.lang`, read from the header when asked for. */
export const langPlugin = fp(
  async (app) => {
    app.decorateRequest('lang', {
      getter(this: { headers: Record<string, string | string[] | undefined> }) {
        return langOfHeader(this.headers.lang);
      },
    });
  },
  { name: 'estante-lang' },
);
