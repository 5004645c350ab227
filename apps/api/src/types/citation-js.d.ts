// citation-js ships no type declarations: the part of its API the basket export uses.
declare module '@citation-js/core' {
  export class Cite {
    constructor(data: unknown, options?: Record<string, unknown>);
    format(format: string, options?: Record<string, unknown>): string;
  }
  export const plugins: {
    config: { get(name: string): { templates: { add(name: string, xml: string): void; has(name: string): boolean }; locales: { add(name: string, xml: string): void; has(name: string): boolean } } };
  };
}
declare module '@citation-js/plugin-csl';
declare module '@citation-js/plugin-ris';
declare module '@citation-js/plugin-bibtex';
