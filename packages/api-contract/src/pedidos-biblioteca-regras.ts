/**
 * The rules of the patron's requests to the library (issue 26 item 5): a bibliographic survey and an
 * exchange of publications. Shared by the server (422 with `campo`) and the personal area's forms
 * (the message under the field), so both name the same field for the same fault. Pure functions,
 * no TypeBox (the forms import this file alone).
 */

/** A request's status: received, in progress, answered, cancelled. */
export const SITUACOES_PEDIDO = ['recebido', 'em_andamento', 'respondido', 'cancelado'] as const;
export type SituacaoPedido = (typeof SITUACOES_PEDIDO)[number];
/** The statuses a request is still open in: the patron may cancel it, the library may answer it. */
export const SITUACOES_ABERTAS: readonly SituacaoPedido[] = ['recebido', 'em_andamento'];

/** Languages a survey may ask for: MARC language codes, as the catalogue's records carry them (titulos.idioma). */
export const IDIOMAS_LEVANTAMENTO = ['por', 'eng', 'spa', 'fre', 'ger', 'ita', 'lat', 'rus', 'heb'] as const;
/** What the survey is for. */
export const FINALIDADES_LEVANTAMENTO = ['tcc', 'dissertacao_tese', 'artigo', 'projeto_pesquisa', 'ensino', 'outro'] as const;
/** oferta: the patron offers publications to the library; procura: the patron asks for publications the library offers in exchange. */
export const MODALIDADES_PERMUTA = ['oferta', 'procura'] as const;

/** Longest texts (characters, after trimming). */
export const PEDIDO_MAX = { assunto: 300, observacoes: 2000, instituicao: 200, titulo: 500, autor: 300, notas: 500, resposta: 8000 } as const;
/** Earliest year a survey's period or an item may name. */
export const ANO_MIN = 1450;
/** Most publications of one exchange request. */
export const PERMUTA_ITENS_MAX = 20;
/** Most copies of one publication. */
export const QUANTIDADE_MAX = 999;

/** What is wrong, by rule: each has the server's message (request language) and the form's (a key). */
export type RegraPedido =
  | 'obrigatorio'
  | 'longo'
  | 'anoInvalido'
  | 'anoFuturo'
  | 'inicioAposFim'
  | 'idiomaObrigatorio'
  | 'idiomaInvalido'
  | 'tipoObrigatorio'
  | 'tipoInvalido'
  | 'finalidadeInvalida'
  | 'dataInvalida'
  | 'prazoPassado'
  | 'modalidadeInvalida'
  | 'itemObrigatorio'
  | 'itensDemais'
  | 'quantidadeInvalida';

/** One fault: the field as the body names it (`assunto`, `itens.2.titulo`…), its rule, and the limit a message names. */
export interface ProblemaPedido {
  readonly campo: string;
  readonly regra: RegraPedido;
  readonly max?: number;
}

const blank = (v: string | null | undefined) => (v ?? '').trim() === '';
const long = (v: string | null | undefined, max: number) => (v ?? '').trim().length > max;

/** A whole year written as digits (or a number); null when blank; 'invalid' otherwise. */
export function yearOf(v: string | number | null | undefined): number | null | 'invalid' {
  if (v === null || v === undefined || (typeof v === 'string' && v.trim() === '')) return null;
  const s = String(v).trim();
  if (!/^[0-9]{1,4}$/.test(s)) return 'invalid';
  return Number(s);
}

/** yyyy-mm-dd of a real calendar day, else null. */
export function dayOf(v: string | null | undefined): string | null {
  const s = (v ?? '').trim();
  const m = /^([0-9]{4})-([0-9]{2})-([0-9]{2})$/.exec(s);
  if (!m) return null;
  const d = new Date(`${s}T00:00:00Z`);
  return Number.isNaN(d.getTime()) || d.toISOString().slice(0, 10) !== s ? null : s;
}

export interface LevantamentoParaChecar {
  readonly assunto?: string | null;
  readonly ano_inicio?: string | number | null;
  readonly ano_fim?: string | number | null;
  readonly idiomas?: readonly string[] | null;
  readonly tipos_obra?: readonly number[] | null;
  readonly finalidade?: string | null;
  readonly prazo?: string | null;
  readonly observacoes?: string | null;
}

/**
 * The survey's faults, one per field, in the form's order: subject required; both years of the
 * period required, from ANO_MIN to this year, the start not after the end (SPEC.md §5); at least one
 * language and one type of material (`tipos` the catalogue's work types, when known); a purpose; a
 * deadline that is a real day, not before `hoje` (yyyy-mm-dd).
 */
export function problemasDoLevantamento(v: LevantamentoParaChecar, hoje: string, tipos?: readonly number[]): ProblemaPedido[] {
  const out: ProblemaPedido[] = [];
  const anoAtual = Number(hoje.slice(0, 4));
  if (blank(v.assunto)) out.push({ campo: 'assunto', regra: 'obrigatorio' });
  else if (long(v.assunto, PEDIDO_MAX.assunto)) out.push({ campo: 'assunto', regra: 'longo', max: PEDIDO_MAX.assunto });
  const inicio = yearOf(v.ano_inicio);
  const fim = yearOf(v.ano_fim);
  const ano = (campo: string, y: number | null | 'invalid'): boolean => {
    if (y === null) out.push({ campo, regra: 'obrigatorio' });
    else if (y === 'invalid' || y < ANO_MIN) out.push({ campo, regra: 'anoInvalido' });
    else if (y > anoAtual) out.push({ campo, regra: 'anoFuturo', max: anoAtual });
    else return true;
    return false;
  };
  const okInicio = ano('ano_inicio', inicio);
  const okFim = ano('ano_fim', fim);
  if (okInicio && okFim && (inicio as number) > (fim as number)) out.push({ campo: 'ano_inicio', regra: 'inicioAposFim' });
  const idiomas = v.idiomas ?? [];
  if (idiomas.length === 0) out.push({ campo: 'idiomas', regra: 'idiomaObrigatorio' });
  else if (idiomas.some((i) => !(IDIOMAS_LEVANTAMENTO as readonly string[]).includes(i))) out.push({ campo: 'idiomas', regra: 'idiomaInvalido' });
  const escolhidos = v.tipos_obra ?? [];
  if (escolhidos.length === 0) out.push({ campo: 'tipos_obra', regra: 'tipoObrigatorio' });
  else if (escolhidos.some((t) => !Number.isInteger(t) || (tipos !== undefined && !tipos.includes(t)))) out.push({ campo: 'tipos_obra', regra: 'tipoInvalido' });
  if (blank(v.finalidade)) out.push({ campo: 'finalidade', regra: 'obrigatorio' });
  else if (!(FINALIDADES_LEVANTAMENTO as readonly string[]).includes((v.finalidade ?? '').trim())) out.push({ campo: 'finalidade', regra: 'finalidadeInvalida' });
  if (blank(v.prazo)) out.push({ campo: 'prazo', regra: 'obrigatorio' });
  else {
    const prazo = dayOf(v.prazo);
    if (prazo === null) out.push({ campo: 'prazo', regra: 'dataInvalida' });
    else if (prazo < hoje) out.push({ campo: 'prazo', regra: 'prazoPassado' });
  }
  if (long(v.observacoes, PEDIDO_MAX.observacoes)) out.push({ campo: 'observacoes', regra: 'longo', max: PEDIDO_MAX.observacoes });
  return out;
}

export interface ItemPermutaParaChecar {
  readonly titulo?: string | null;
  readonly autor?: string | null;
  readonly ano?: string | number | null;
  readonly quantidade?: string | number | null;
  readonly notas?: string | null;
}

export interface PermutaParaChecar {
  readonly modalidade?: string | null;
  readonly instituicao?: string | null;
  readonly observacoes?: string | null;
  readonly itens?: readonly ItemPermutaParaChecar[] | null;
}

/**
 * The exchange request's faults: offer or ask; at least one publication, at most PERMUTA_ITENS_MAX;
 * each with a title, an optional year from ANO_MIN to this year, a quantity from 1 to
 * QUANTIDADE_MAX; every text within its limit. Items are named by their place (`itens.0.titulo`).
 */
export function problemasDaPermuta(v: PermutaParaChecar, hoje: string): ProblemaPedido[] {
  const out: ProblemaPedido[] = [];
  const anoAtual = Number(hoje.slice(0, 4));
  if (!(MODALIDADES_PERMUTA as readonly string[]).includes(v.modalidade ?? '')) out.push({ campo: 'modalidade', regra: 'modalidadeInvalida' });
  if (long(v.instituicao, PEDIDO_MAX.instituicao)) out.push({ campo: 'instituicao', regra: 'longo', max: PEDIDO_MAX.instituicao });
  const itens = v.itens ?? [];
  if (itens.length === 0) out.push({ campo: 'itens', regra: 'itemObrigatorio' });
  if (itens.length > PERMUTA_ITENS_MAX) out.push({ campo: 'itens', regra: 'itensDemais', max: PERMUTA_ITENS_MAX });
  itens.slice(0, PERMUTA_ITENS_MAX).forEach((item, i) => {
    const at = (f: string) => `itens.${i}.${f}`;
    if (blank(item.titulo)) out.push({ campo: at('titulo'), regra: 'obrigatorio' });
    else if (long(item.titulo, PEDIDO_MAX.titulo)) out.push({ campo: at('titulo'), regra: 'longo', max: PEDIDO_MAX.titulo });
    if (long(item.autor, PEDIDO_MAX.autor)) out.push({ campo: at('autor'), regra: 'longo', max: PEDIDO_MAX.autor });
    const ano = yearOf(item.ano);
    if (ano === 'invalid' || (ano !== null && ano < ANO_MIN)) out.push({ campo: at('ano'), regra: 'anoInvalido' });
    else if (ano !== null && ano > anoAtual) out.push({ campo: at('ano'), regra: 'anoFuturo', max: anoAtual });
    const q = item.quantidade === null || item.quantidade === undefined || String(item.quantidade).trim() === '' ? null : String(item.quantidade).trim();
    if (q === null) out.push({ campo: at('quantidade'), regra: 'obrigatorio' });
    else if (!/^[0-9]{1,4}$/.test(q) || Number(q) < 1 || Number(q) > QUANTIDADE_MAX) out.push({ campo: at('quantidade'), regra: 'quantidadeInvalida', max: QUANTIDADE_MAX });
    if (long(item.notas, PEDIDO_MAX.notas)) out.push({ campo: at('notas'), regra: 'longo', max: PEDIDO_MAX.notas });
  });
  if (long(v.observacoes, PEDIDO_MAX.observacoes)) out.push({ campo: 'observacoes', regra: 'longo', max: PEDIDO_MAX.observacoes });
  return out;
}
