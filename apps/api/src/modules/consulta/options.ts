import type { ImagemPadraoResponse, OpcaoConsulta } from '@estante/api-contract';
import { say, type Lang, type Text } from '../../plugins/lang';
import { LABELS } from './messages';

/** Options as [codigo, label]; the first is the default. */
const options = (list: readonly (readonly [string, Text])[], lang: Lang): OpcaoConsulta[] =>
  list.map(([codigo, label], i) => ({ codigo, descricao: say(label, lang), padrao: i === 0 }));

const ORDERINGS = [
  ['relevancia', LABELS.relevancia],
  ['obra', LABELS.obra],
  ['ano', LABELS.ano],
  ['autor', LABELS.autor],
] as const;
const DIRECTIONS = [
  ['C', LABELS.crescente],
  ['D', LABELS.decrescente],
] as const;
const INDEXES = [
  ['INDICE_1', LABELS.todosOsCampos],
  ['INDICE_2', LABELS.assunto],
  ['INDICE_3', LABELS.autor],
  ['INDICE_4', LABELS.obra],
] as const;
/** The fields a serial can be searched by (when the catalogue holds serials). */
const PERIODICAL_FIELDS = [
  ['titulo', LABELS.tituloPeriodico],
  ['assunto', LABELS.assunto],
] as const;

/** Default ordering: relevancia, direction C (SPEC.md §9: ordering C). */
export const ordenacao = (lang: Lang) => ({ ordenacao: options(ORDERINGS, lang), direcao: options(DIRECTIONS, lang) });

export const opcoesIndice = (lang: Lang) => options(INDEXES, lang);

export const opcoesPeriodicos = (lang: Lang) => options(PERIODICAL_FIELDS, lang);

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
