/**
 * The teaching plan's rules (SPEC.md §5: at least one teaching-plan field; a bibliography's start
 * page not greater than its end page), shared by the server and the plan editor so both name the
 * same field for the same fault. Pure functions, no TypeBox.
 */

/** The plan's text fields, in the order the editor shows them (the "at least one" message goes under the first). */
export const PLANO_CAMPOS = ['ementa', 'objetivos', 'conteudo', 'metodologia', 'avaliacao'] as const;
export type PlanoCampo = (typeof PLANO_CAMPOS)[number];

/** Longest text of one field of the plan (characters, after trimming). */
export const PLANO_TEXTO_MAX = 8000;
/** Longest chapter of a reference. */
export const CAPITULO_MAX = 200;
/** Longest note of a reference. */
export const NOTA_MAX = 500;
/** Highest page a reference may name. */
export const PAGINA_MAX = 99999;
/** Most titles of one plan (basic and complementary together; also the availability call's limit). */
export const BIBLIOGRAFIA_MAX = 100;

/** Basic (B) or complementary (C) bibliography. */
export const TIPOS_BIBLIOGRAFIA = ['B', 'C'] as const;
export type TipoBibliografia = (typeof TIPOS_BIBLIOGRAFIA)[number];

/** What is wrong, by rule: the message of each is the server's (in the request's language) and the editor's (a key). */
export type RegraPlano = 'planoVazio' | 'textoLongo' | 'capituloLongo' | 'notaLonga' | 'paginaInvalida' | 'paginasInvertidas' | 'tituloRepetido' | 'bibliografiaLonga';

/**
 * One fault: `campo` is the field it is about as the save's body names it — a text field
 * (`ementa`…), or a reference's by its place in `bibliografia` (`bibliografia.3.pagina_final`).
 */
export interface ProblemaPlano {
  readonly campo: string;
  readonly regra: RegraPlano;
  /** The limit a "too long" / "too many" / "invalid page" message names. */
  readonly max?: number;
}

export interface ReferenciaParaChecar {
  readonly cod_acervo: number;
  readonly capitulo: string | null;
  /** null: not given; NaN: typed but not a number (the editor's). */
  readonly pagina_inicial: number | null;
  readonly pagina_final: number | null;
  readonly nota: string | null;
}

export type PlanoParaChecar = Readonly<Record<PlanoCampo, string | null>> & { readonly bibliografia: readonly ReferenciaParaChecar[] };

const blank = (s: string | null | undefined) => (s ?? '').trim() === '';
const length = (s: string | null | undefined) => (s ?? '').trim().length;
const badPage = (n: number | null) => n !== null && (!Number.isInteger(n) || n < 1 || n > PAGINA_MAX);

/** Every fault of a plan, at most one per field, in the order of the form. None: it may be saved. */
export function problemasDoPlano(p: PlanoParaChecar): ProblemaPlano[] {
  const out: ProblemaPlano[] = [];
  if (PLANO_CAMPOS.every((c) => blank(p[c]))) out.push({ campo: PLANO_CAMPOS[0], regra: 'planoVazio' });
  for (const c of PLANO_CAMPOS) if (length(p[c]) > PLANO_TEXTO_MAX) out.push({ campo: c, regra: 'textoLongo', max: PLANO_TEXTO_MAX });
  if (p.bibliografia.length > BIBLIOGRAFIA_MAX) out.push({ campo: 'bibliografia', regra: 'bibliografiaLonga', max: BIBLIOGRAFIA_MAX });
  const seen = new Set<number>();
  p.bibliografia.forEach((r, i) => {
    const at = (f: string) => `bibliografia.${i}.${f}`;
    if (seen.has(r.cod_acervo)) out.push({ campo: at('cod_acervo'), regra: 'tituloRepetido' });
    seen.add(r.cod_acervo);
    if (length(r.capitulo) > CAPITULO_MAX) out.push({ campo: at('capitulo'), regra: 'capituloLongo', max: CAPITULO_MAX });
    if (badPage(r.pagina_inicial)) out.push({ campo: at('pagina_inicial'), regra: 'paginaInvalida', max: PAGINA_MAX });
    if (badPage(r.pagina_final)) out.push({ campo: at('pagina_final'), regra: 'paginaInvalida', max: PAGINA_MAX });
    else if (!badPage(r.pagina_inicial) && r.pagina_inicial !== null && r.pagina_final !== null && r.pagina_inicial > r.pagina_final) {
      out.push({ campo: at('pagina_final'), regra: 'paginasInvertidas' });
    }
    if (length(r.nota) > NOTA_MAX) out.push({ campo: at('nota'), regra: 'notaLonga', max: NOTA_MAX });
  });
  return out;
}
