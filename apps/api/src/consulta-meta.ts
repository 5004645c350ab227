import type { FilterCode, ImagemPadraoResponse, OpcaoConsulta } from '@estante/api-contract';
import { FILTER_CODES } from '@estante/api-contract';
import type { Lang } from './i18n';
import { FILTER_LABELS } from './search';

type Labels = Record<Lang, string>;
const option = (codigo: string, labels: Labels, lang: Lang, padrao = false): OpcaoConsulta => ({ codigo, descricao: labels[lang], padrao });

const ORDERINGS: [string, Labels][] = [
  ['relevancia', { pt: 'Relevância', en: 'Relevance', es: 'Relevancia' }],
  ['obra', { pt: 'Título', en: 'Title', es: 'Título' }],
  ['ano', { pt: 'Ano de publicação', en: 'Publication year', es: 'Año de publicación' }],
  ['autor', { pt: 'Autor', en: 'Author', es: 'Autor' }],
];
const DIRECTIONS: [string, Labels][] = [
  ['C', { pt: 'Crescente', en: 'Ascending', es: 'Ascendente' }],
  ['D', { pt: 'Decrescente', en: 'Descending', es: 'Descendente' }],
];
const INDEXES: [string, Labels][] = [
  ['INDICE_1', { pt: 'Todos os campos', en: 'All fields', es: 'Todos los campos' }],
  ['INDICE_2', { pt: 'Assunto', en: 'Subject', es: 'Materia' }],
  ['INDICE_3', { pt: 'Autor', en: 'Author', es: 'Autor' }],
  ['INDICE_4', { pt: 'Título', en: 'Title', es: 'Título' }],
];

/** Default ordering: relevancia, direction C (SPEC.md §9: ordering C). */
export const ordenacao = (lang: Lang) => ({
  ordenacao: ORDERINGS.map(([c, l], i) => option(c, l, lang, i === 0)),
  direcao: DIRECTIONS.map(([c, l], i) => option(c, l, lang, i === 0)),
});

export const opcoesIndice = (lang: Lang) => INDEXES.map(([c, l], i) => option(c, l, lang, i === 0));

export const filtrosDisponiveis = (lang: Lang) => FILTER_CODES.map((c: FilterCode) => ({ codigo: c, descricao: FILTER_LABELS[c][lang] }));

/** Default covers: file name and label per cod_tipo_obra (see tipos_obra). */
const COVERS: Record<number, [string, string]> = {
  1: ['livro', 'Livro'],
  2: ['periodico', 'Periódico'],
  3: ['partitura', 'Partitura'],
  4: ['mapa', 'Mapa'],
  5: ['video', 'Vídeo'],
  6: ['gravacao-sonora', 'Gravação sonora'],
  7: ['recurso-eletronico', 'Recurso eletrônico'],
  8: ['material-grafico', 'Material gráfico'],
  9: ['objeto', 'Objeto'],
  10: ['kit', 'Kit'],
  11: ['material-misto', 'Material misto'],
  12: ['manuscrito', 'Manuscrito'],
  99: ['outro', 'Outro'],
};
export const IMAGE_PREFIX = '/api/consulta/imagem-padrao/';

export const imagemPadrao = (): ImagemPadraoResponse => ({
  padrao: `${IMAGE_PREFIX}livro.svg`,
  por_tipo: Object.fromEntries(Object.entries(COVERS).map(([cod, [file]]) => [cod, `${IMAGE_PREFIX}${file}.svg`])),
});

/** A plain 120×170 cover with the type's label, or null for an unknown file name. */
export function coverSvg(arquivo: string): string | null {
  const entry = Object.values(COVERS).find(([file]) => `${file}.svg` === arquivo);
  if (!entry) return null;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="170" viewBox="0 0 120 170" role="img" aria-label="${entry[1]}">
<rect width="120" height="170" rx="4" fill="#e8e4dc"/><rect x="10" y="10" width="100" height="150" fill="none" stroke="#8a7f6d" stroke-width="2"/>
<text x="60" y="90" font-family="sans-serif" font-size="12" text-anchor="middle" fill="#4a4236">${entry[1]}</text></svg>
`;
}
