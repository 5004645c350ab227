/**
 * The search home's guides (tabs): `/` is the general search, each other guide is the single
 * segment of `/{guia}` (SPEC.md §2). An unknown guide is a not-found page.
 */
export const guides = ['avancada', 'especializada', 'rede', 'indices', 'bibliotecas'] as const;
export type Guide = (typeof guides)[number];

export function isGuide(value: string | undefined): value is Guide {
  return (guides as readonly string[]).includes(value ?? '');
}
