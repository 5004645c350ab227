import type { DisponibilidadeResponse, PlanoEnsino, PlanoEnsinoRequest, ReferenciaPlano } from '@estante/api-contract';
import { PLANO_CAMPOS, problemasDoPlano, type PlanoCampo, type TipoBibliografia } from '@estante/api-contract/plano-ensino-regras';
import type { FieldErrors, Resolver } from '@estante/ui/form';

export { PLANO_CAMPOS, type PlanoCampo, type TipoBibliografia };

/** A reference as the editor holds it: the title it names, and what is typed (pages as typed). */
export interface RefValues {
  cod_acervo: number;
  tipo: TipoBibliografia;
  obra: string;
  descricao: string;
  capitulo: string;
  pagina_inicial: string;
  pagina_final: string;
  nota: string;
}

export type PlanValues = Record<PlanoCampo, string> & { bibliografia: RefValues[] };

/** What the page shows: the overview, one discipline's editor (professor) or one plan (read). */
export type View = { kind: 'overview' } | { kind: 'edit'; disciplina: number } | { kind: 'read'; plano: number };

const positive = (s: string | null): number | null => (s !== null && /^[1-9][0-9]{0,8}$/.test(s) ? Number(s) : null);

/** The view the address names (`?disciplina=7`, `?plano=3`); anything else is the overview. */
export function viewOf(params: URLSearchParams): View {
  const disciplina = positive(params.get('disciplina'));
  if (disciplina !== null) return { kind: 'edit', disciplina };
  const plano = positive(params.get('plano'));
  if (plano !== null) return { kind: 'read', plano };
  return { kind: 'overview' };
}

const refOf = (r: ReferenciaPlano): RefValues => ({
  cod_acervo: r.cod_acervo,
  tipo: r.tipo,
  obra: r.obra,
  descricao: r.descricao,
  capitulo: r.capitulo ?? '',
  pagina_inicial: r.pagina_inicial === null ? '' : String(r.pagina_inicial),
  pagina_final: r.pagina_final === null ? '' : String(r.pagina_final),
  nota: r.nota ?? '',
});

/** The editor's first values: the stored plan, or a blank one. */
export function valuesOf(plan: PlanoEnsino | null): PlanValues {
  const out = { bibliografia: plan ? plan.bibliografia.map(refOf) : [] } as unknown as PlanValues;
  for (const c of PLANO_CAMPOS) out[c] = plan?.[c] ?? '';
  return out;
}

/** A typed page: '' → null, digits → the number, anything else NaN (the rules call it invalid). */
export const pageOf = (typed: string): number | null => {
  const s = typed.trim();
  if (s === '') return null;
  return /^[0-9]+$/.test(s) ? Number(s) : Number.NaN;
};

const text = (s: string): string | null => (s.trim() === '' ? null : s.trim());

/** What the save sends: the references basic first then complementary (each in the editor's order), the version read. */
export function bodyOf(v: PlanValues, versao: number): PlanoEnsinoRequest {
  const refs = [...byKind(v.bibliografia, 'B'), ...byKind(v.bibliografia, 'C')];
  return {
    ementa: text(v.ementa),
    objetivos: text(v.objetivos),
    conteudo: text(v.conteudo),
    metodologia: text(v.metodologia),
    avaliacao: text(v.avaliacao),
    bibliografia: refs.map(({ ref: r }) => ({
      cod_acervo: r.cod_acervo,
      tipo: r.tipo,
      capitulo: text(r.capitulo),
      pagina_inicial: pageOf(r.pagina_inicial),
      pagina_final: pageOf(r.pagina_final),
      nota: text(r.nota),
    })),
    versao,
  };
}

/** The references of one kind with their place in the editor's list (the field names use it). */
export function byKind(refs: readonly RefValues[], tipo: TipoBibliografia): { ref: RefValues; index: number }[] {
  return refs.flatMap((ref, index) => (ref.tipo === tipo ? [{ ref, index }] : []));
}

/** The editor's list with a title added at the end of its kind; unchanged when the title is there already. */
export function addRef(refs: readonly RefValues[], title: { cod_acervo: number; obra: string; descricao: string }, tipo: TipoBibliografia): RefValues[] {
  if (refs.some((r) => r.cod_acervo === title.cod_acervo)) return [...refs];
  return [...refs, { cod_acervo: title.cod_acervo, tipo, obra: title.obra, descricao: title.descricao, capitulo: '', pagina_inicial: '', pagina_final: '', nota: '' }];
}

/** The list without the reference at `index`. */
export const removeRef = (refs: readonly RefValues[], index: number): RefValues[] => refs.filter((_, i) => i !== index);

/**
 * The list with the reference at `index` moved one place up (-1) or down (+1) among those of its
 * kind; unchanged at either end.
 */
export function moveRef(refs: readonly RefValues[], index: number, step: -1 | 1): RefValues[] {
  const ref = refs[index];
  if (!ref) return [...refs];
  const same = byKind(refs, ref.tipo).map((x) => x.index);
  const at = same.indexOf(index);
  const other = same[at + step];
  if (other === undefined) return [...refs];
  const out = [...refs];
  out[index] = refs[other]!;
  out[other] = ref;
  return out;
}

/** The fields a server's 422 may name (its `campo`), as the form names them: the same paths. */
export function serverFieldsOf(refs: readonly RefValues[]): Record<string, string> {
  const out: Record<string, string> = Object.fromEntries(PLANO_CAMPOS.map((c) => [c, c]));
  // The save sends basic then complementary: the server's index is that order's.
  [...byKind(refs, 'B'), ...byKind(refs, 'C')].forEach(({ index }, sent) => {
    for (const f of ['cod_acervo', 'capitulo', 'pagina_inicial', 'pagina_final', 'nota']) out[`bibliografia.${sent}.${f}`] = `bibliografia.${index}.${f}`;
  });
  return out;
}

type Err = { type: string; message: string; values?: Record<string, number> };

/**
 * The plan's rules (SPEC.md §5; the same function the server runs) over the editor's values, as
 * the form's errors: each message a key of this page (`errors.planoVazio`…), under its field.
 */
export function planErrors(v: PlanValues): FieldErrors<PlanValues> {
  const problems = problemasDoPlano({
    ementa: v.ementa,
    objetivos: v.objetivos,
    conteudo: v.conteudo,
    metodologia: v.metodologia,
    avaliacao: v.avaliacao,
    bibliografia: v.bibliografia.map((r) => ({ cod_acervo: r.cod_acervo, capitulo: r.capitulo, pagina_inicial: pageOf(r.pagina_inicial), pagina_final: pageOf(r.pagina_final), nota: r.nota })),
  });
  const errors: Record<string, unknown> = {};
  for (const p of problems) {
    const err: Err = { type: 'validate', message: `errors.${p.regra}`, ...(p.max ? { values: { max: p.max } } : {}) };
    const path = p.campo.split('.');
    if (path.length === 1) {
      errors[p.campo] ??= err;
      continue;
    }
    // bibliografia.N.field: the editor's own index (the rules ran over the editor's order)
    const list = (errors.bibliografia ??= []) as Record<string, Err>[];
    const i = Number(path[1]);
    const item = (list[i] ??= {});
    item[path[2]!] ??= err;
  }
  return errors as FieldErrors<PlanValues>;
}

/** react-hook-form's resolver over `planErrors`. */
export const planResolver: Resolver<PlanValues> = (values) => {
  const errors = planErrors(values);
  return Object.keys(errors).length ? { values: {}, errors } : { values, errors: {} };
};

/** A title's copies on every campus together, and by campus. */
export interface Availability {
  total: number;
  disponiveis: number;
  campi: { nome: string; total: number; disponiveis: number }[];
}

/** The availability of each title asked for; a title the answer leaves out has none (0 copies). */
export function availabilityOf(answer: DisponibilidadeResponse | undefined): Map<number, Availability> {
  const out = new Map<number, Availability>();
  for (const t of answer ?? []) {
    out.set(t.cod_acervo, {
      total: t.campi.reduce((n, c) => n + c.total, 0),
      disponiveis: t.campi.reduce((n, c) => n + c.disponiveis, 0),
      campi: t.campi.map((c) => ({ nome: c.nome_campus, total: c.total, disponiveis: c.disponiveis })),
    });
  }
  return out;
}

/** Which sentence says a title's availability: some copy on the shelf, all out, or none in the collection. */
export const availabilityKind = (a: Availability | undefined): 'available' | 'unavailable' | 'none' =>
  !a || a.total === 0 ? 'none' : a.disponiveis > 0 ? 'available' : 'unavailable';

/** "Cap. 2, p. 15–42" as parts for the reader: the chapter and the page range (one page when equal). */
export function pagesOf(r: Pick<ReferenciaPlano, 'pagina_inicial' | 'pagina_final'>): string | null {
  const { pagina_inicial: a, pagina_final: b } = r;
  if (a === null && b === null) return null;
  if (a !== null && b !== null) return a === b ? String(a) : `${a}–${b}`;
  return String(a ?? b);
}

/** The catalogue search's own rule (SPEC.md §5 "search field required"; terms of at least 3 characters): a message key, or null. */
export function pickerProblem(typed: string): string | null {
  const s = typed.trim();
  if (s === '') return 'picker.required';
  if (s.length < 3) return 'picker.short';
  return null;
}
