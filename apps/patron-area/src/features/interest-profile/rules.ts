/** Pure rules of the interest profile's forms (SPEC.md §5 "at least one periodical type to save"), the server's mirrored. */
import type { TipoAreaAutorAssunto, TipoPeriodico } from '@estante/api-contract';
import { rulesResolver, type RuleErrors } from '@estante/ui/form';

/** Most characters of a title-words entry (the server's limit). */
export const WORDS_MAX = 200;

export interface AaaValues {
  tipo: TipoAreaAutorAssunto | '';
  /** The picked entry's code ('' until one is picked from the list). */
  codigo: string;
  /** What the picker shows (the heading, or what was typed). */
  texto: string;
}
export interface PeriodicalValues {
  codAcervo: string;
  texto: string;
  tipos: TipoPeriodico[];
}
export interface WorkTypeValues {
  codTipoObra: string;
}
export interface TitleValues {
  palavras: string;
}

export function aaaErrors(v: AaaValues): RuleErrors<AaaValues> {
  return { tipo: v.tipo === '' ? 'rules.kind' : undefined, codigo: v.codigo === '' ? 'rules.pick' : undefined };
}
export function periodicalErrors(v: PeriodicalValues): RuleErrors<PeriodicalValues> {
  return { codAcervo: v.codAcervo === '' ? 'rules.serial' : undefined, tipos: v.tipos.length === 0 ? 'rules.notices' : undefined };
}
export function workTypeErrors(v: WorkTypeValues): RuleErrors<WorkTypeValues> {
  return { codTipoObra: v.codTipoObra === '' ? 'rules.workType' : undefined };
}
export function titleErrors(v: TitleValues): RuleErrors<TitleValues> {
  const s = v.palavras.trim();
  if (s === '') return { palavras: 'rules.words' };
  if (s.length > WORDS_MAX) return { palavras: { type: 'maxLength', message: 'rules.wordsLong', values: { max: WORDS_MAX } } };
  const words = s.normalize('NFD').replace(/\p{M}+/gu, '').split(/[^\p{L}\p{N}]+/u);
  return { palavras: words.some((w) => w.length >= 3) ? undefined : 'rules.wordsShort' };
}

export const aaaResolver = rulesResolver<AaaValues>(aaaErrors);
export const periodicalResolver = rulesResolver<PeriodicalValues>(periodicalErrors);
export const workTypeResolver = rulesResolver<WorkTypeValues>(workTypeErrors);
export const titleResolver = rulesResolver<TitleValues>(titleErrors, (v) => ({ palavras: v.palavras.replace(/\s+/g, ' ').trim() }));

/** The minimum typed before the picker asks the index: 1 character for an area's class, 3 otherwise (SPEC.md §9). */
export const minSearch = (tipo: TipoAreaAutorAssunto | 'periodico') => (tipo === 'area' ? 1 : 3);
