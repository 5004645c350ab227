import {
  PEDIDO_MAX,
  PERMUTA_ITENS_MAX,
  problemasDaPermuta,
  problemasDoLevantamento,
  type ProblemaPedido,
} from '@estante/api-contract/pedidos-biblioteca-regras';
import type { NovaPermuta, NovoLevantamento } from '@estante/api-contract';
import type { FieldErrors, FieldValues, Resolver } from '@estante/ui/form';

export { PEDIDO_MAX, PERMUTA_ITENS_MAX };

/** The survey form: the server's field names (a 422's `campo` is the form's field); choices as strings. */
export interface SurveyValues {
  assunto: string;
  ano_inicio: string;
  ano_fim: string;
  idiomas: string[];
  tipos_obra: string[];
  finalidade: string;
  prazo: string;
  observacoes: string;
}

export const EMPTY_SURVEY: SurveyValues = { assunto: '', ano_inicio: '', ano_fim: '', idiomas: [], tipos_obra: [], finalidade: '', prazo: '', observacoes: '' };

export interface ItemValues {
  titulo: string;
  autor: string;
  ano: string;
  quantidade: string;
  notas: string;
}
export const EMPTY_ITEM: ItemValues = { titulo: '', autor: '', ano: '', quantidade: '1', notas: '' };

/** The exchange form: offer or ask, on whose behalf, the publications, notes. */
export interface ExchangeValues {
  modalidade: string;
  instituicao: string;
  observacoes: string;
  itens: ItemValues[];
}
export const EMPTY_EXCHANGE: ExchangeValues = { modalidade: 'oferta', instituicao: '', observacoes: '', itens: [{ ...EMPTY_ITEM }] };

/** Today in the browser's calendar, yyyy-mm-dd (the deadline's lower bound; the server checks its own day too). */
export function localDay(d: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

export function toSurveyRequest(v: SurveyValues): NovoLevantamento {
  return {
    assunto: v.assunto.trim(),
    ano_inicio: v.ano_inicio.trim(),
    ano_fim: v.ano_fim.trim(),
    idiomas: v.idiomas,
    tipos_obra: v.tipos_obra.map(Number),
    finalidade: v.finalidade,
    prazo: v.prazo,
    observacoes: v.observacoes.trim(),
  };
}

export function toExchangeRequest(v: ExchangeValues): NovaPermuta {
  return {
    modalidade: v.modalidade,
    instituicao: v.instituicao.trim(),
    observacoes: v.observacoes.trim(),
    itens: v.itens.map((i) => ({ titulo: i.titulo.trim(), autor: i.autor.trim(), ano: i.ano.trim(), quantidade: i.quantidade.trim(), notas: i.notas.trim() })),
  };
}

/** Sets `value` at a dotted path (`itens.0.titulo`) of `target`, numeric parts as array places. */
function setAt(target: Record<string, unknown>, path: string, value: unknown): void {
  const parts = path.split('.');
  let node: Record<string, unknown> = target;
  parts.forEach((part, i) => {
    if (i === parts.length - 1) {
      if (node[part] === undefined) node[part] = value;
      return;
    }
    const next = node[part] ?? (/^[0-9]+$/.test(parts[i + 1] ?? '') ? [] : {});
    node[part] = next;
    node = next as Record<string, unknown>;
  });
}

/**
 * A react-hook-form resolver over the shared rules (the server's own, ../pedidos-biblioteca-regras):
 * each problem's message key (`rules.<rule>`, with its `max`) under the field it names.
 */
export function problemsResolver<V extends FieldValues>(check: (values: V) => readonly ProblemaPedido[]): Resolver<V> {
  return (values) => {
    const problems = check(values);
    if (problems.length === 0) return { values, errors: {} };
    const errors: Record<string, unknown> = {};
    for (const p of problems) setAt(errors, p.campo, { type: 'validate', message: `rules.${p.regra}`, ...(p.max !== undefined ? { values: { max: p.max } } : {}) });
    return { values: {}, errors: errors as FieldErrors<V> };
  };
}

/** The survey's faults (`tipos`: the work types the options list, when loaded). */
export const surveyProblems = (v: SurveyValues, today: string, tipos?: readonly number[]) => problemasDoLevantamento({ ...v, tipos_obra: v.tipos_obra.map(Number) }, today, tipos);
export const exchangeProblems = (v: ExchangeValues, today: string) => problemasDaPermuta(v, today);

/** The server's field names are the form's: each field, each item's fields by place. */
export const SURVEY_FIELDS = Object.fromEntries(Object.keys(EMPTY_SURVEY).map((k) => [k, k])) as Record<string, keyof SurveyValues>;
export const EXCHANGE_FIELDS: Record<string, string> = {
  modalidade: 'modalidade',
  instituicao: 'instituicao',
  observacoes: 'observacoes',
  itens: 'itens',
  ...Object.fromEntries(
    Array.from({ length: PERMUTA_ITENS_MAX }, (_, i) => (['titulo', 'autor', 'ano', 'quantidade', 'notas'] as const).map((f) => [`itens.${i}.${f}`, `itens.${i}.${f}`])).flat(),
  ),
};
