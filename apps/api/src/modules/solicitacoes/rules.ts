import type { CombinacaoSolicitacao, TipoSolicitacao } from '@estante/api-contract';
import { TIPOS_SOLICITACAO } from '@estante/api-contract';
import { MAX_EMAILS_SOLICITACAO } from '@estante/api-contract/constants';
import { parseEmailList, phoneProblem } from '@estante/api-contract/contact';
import { say, type Lang, type Text } from '../../plugins/lang';
import { MESSAGES } from './messages';

/** The value of a choice the copies do not have (a single volume, no tome, no part): the same as the hold form's. */
export const SEM_VALOR = '-';
export const CHOICE_FIELDS = ['volume', 'tomo', 'parte', 'material'] as const;
export type ChoiceField = (typeof CHOICE_FIELDS)[number];
export type Choice = Readonly<Record<ChoiceField, string>>;

/** The collection kept in the closed stacks: its copies are brought to a desk on request, never lent from the loan-request form. */
export const COLECAO_FECHADA = 'Reserva técnica';
/** The loan type of copies for reading in the library only (never lent on request). */
export const CONSULTA_LOCAL = 'Consulta local';
/** Copy statuses in which a closed-stacks copy is in the stacks and can be brought to a desk. */
export const NO_ACERVO = ['disponivel', 'consulta_local'] as const;
/** Open requests: they count towards the limit and make a second request of the same title a duplicate. */
export const ABERTAS = ['aguardando', 'em_transito', 'disponivel'] as const;

/** The types the loan-request call takes (closed stacks have their own). */
export const TIPOS_EMPRESTIMO: readonly TipoSolicitacao[] = ['domicilio', 'retirada', 'inter_bibliotecas'];
export const isTipo = (value: string): value is TipoSolicitacao => (TIPOS_SOLICITACAO as readonly string[]).includes(value);
/** A home loan and an interlibrary request need a delivery address (SPEC.md §5). */
export const exigeEndereco = (tipo: TipoSolicitacao): boolean => tipo === 'domicilio' || tipo === 'inter_bibliotecas';

/** Trimmed text without NUL characters (PostgreSQL text cannot hold them); blank → null. */
export function clean(value: string | null | undefined): string | null {
  const s = (value ?? '').replaceAll('\u0000', '').trim();
  return s === '' ? null : s;
}

/** A phone as given: null when blank, 'invalid' unless digits, hyphens, parentheses and spaces only, at most 16, with 8 digits or more (the shared rule of @estante/api-contract/contact). */
export function parsePhone(raw: string | null | undefined): string | null | 'invalid' {
  const s = clean(raw);
  if (s === null) return null;
  return phoneProblem(s) === null ? s : 'invalid';
}

export type EmailsResult = { readonly emails: string[] } | { readonly error: 'obrigatorio' | 'demais' } | { readonly error: 'invalido'; readonly email: string };

/** Several e-mails separated by ";" (SPEC.md §5; the shared rule of @estante/api-contract/contact): each trimmed and valid, empty parts and repeats dropped, at most MAX_EMAILS_SOLICITACAO. */
export function parseEmails(raw: string | null | undefined): EmailsResult {
  const r = parseEmailList(raw, MAX_EMAILS_SOLICITACAO);
  if ('emails' in r) return { emails: r.emails };
  if (r.problem === 'invalid') return { error: 'invalido', email: r.email };
  return { error: r.problem === 'required' ? 'obrigatorio' : 'demais' };
}

/** A lendable copy of a title as the request rules see it. */
export interface LendableCopy {
  readonly cod_biblioteca: number;
  readonly volume: string | null;
  readonly tomo: string | null;
  readonly parte: string | null;
  readonly material: string;
}

export const valueOf = (c: { readonly [k in ChoiceField]: string | null }, field: ChoiceField): string => c[field] ?? SEM_VALOR;
export const fits = (c: LendableCopy, choice: Choice): boolean => CHOICE_FIELDS.every((f) => valueOf(c, f) === choice[f]);

const NENHUM: Readonly<Record<ChoiceField, Text>> = {
  volume: MESSAGES.nenhumVolume,
  tomo: MESSAGES.nenhumTomo,
  parte: MESSAGES.nenhumaParte,
  material: MESSAGES.nenhumMaterial,
};

/** The distinct combinations of the lendable copies, labelled in `lang`, with how many copies and which libraries hold them, in a stable order. */
export function combinationsOf(copies: readonly LendableCopy[], lang: Lang): CombinacaoSolicitacao[] {
  const byKey = new Map<string, CombinacaoSolicitacao>();
  for (const c of copies) {
    const key = CHOICE_FIELDS.map((f) => valueOf(c, f)).join('\u0000');
    const found = byKey.get(key);
    if (found) {
      byKey.set(key, {
        ...found,
        exemplares: found.exemplares + 1,
        origens: found.origens.includes(c.cod_biblioteca) ? found.origens : [...found.origens, c.cod_biblioteca].sort((a, b) => a - b),
      });
      continue;
    }
    const option = (f: ChoiceField) => ({ valor: valueOf(c, f), rotulo: c[f] ?? say(NENHUM[f], lang) });
    byKey.set(key, { volume: option('volume'), tomo: option('tomo'), parte: option('parte'), material: option('material'), exemplares: 1, origens: [c.cod_biblioteca] });
  }
  const sortKey = (x: CombinacaoSolicitacao) => CHOICE_FIELDS.map((f) => x[f].valor).join('\u0000');
  return [...byKey.values()].sort((a, b) => sortKey(a).localeCompare(sortKey(b), 'pt', { numeric: true }));
}

/** The choice as stored on the request (null for none). */
export const storedChoice = (choice: Choice) =>
  Object.fromEntries(CHOICE_FIELDS.map((f) => [f, choice[f] === SEM_VALOR ? null : choice[f]])) as Record<ChoiceField, string | null>;

/** The patron's recorded address on one line: street, complement, district, city/state, postal code. */
export function addressLine(p: { logradouro: string | null; complemento: string | null; bairro: string | null; cidade: string | null; uf: string | null; cep: string | null }): string {
  const cityState = [p.cidade, p.uf].map(clean).filter(Boolean).join('/');
  const cep = clean(p.cep);
  const cepText = cep && /^[0-9]{8}$/.test(cep) ? `CEP ${cep.slice(0, 5)}-${cep.slice(5)}` : cep ? `CEP ${cep}` : null;
  return [p.logradouro, p.complemento, p.bairro, cityState, cepText].map((x) => clean(x)).filter((x): x is string => x !== null).join(', ');
}
