/**
 * The title's sub-views (SPEC.md §2), each at its exact path under `/acervo/{codAcervo}`, in this
 * remote only: adding a tab touches nothing outside it. Each one's label is
 * `titleDetail.views.<view>` (this remote's strings); which apply to a title (the tabs shown) is the
 * server's answer (`visoes` of `GET /api/acervo/{id}/pagina`); the page of each is in ./routes.tsx.
 */
export const titleViews = [
  'referencia',
  'marc',
  'exemplares',
  'dublin-core',
  'reserva',
  'solicitacao-emprestimo',
  'colecao-kardex',
  'sumarios',
  'sumarios-livros',
  'dados-estatisticos',
  'acervo-fechado',
] as const;
export type TitleView = (typeof titleViews)[number];

export const isTitleView = (segment: string): segment is TitleView => (titleViews as readonly string[]).includes(segment);

/** A tab's label (namespace title-detail): the title itself is 'default'. */
export const viewLabel = (view: TitleView | null) => `titleDetail.views.${view ?? 'default'}` as const;
