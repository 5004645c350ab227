import type { CombinacaoSolicitacao, SolicitacaoRequest, TipoSolicitacao } from '@estante/api-contract';
import { MAX_EMAILS_SOLICITACAO, TELEFONE_MAX, TELEFONE_MIN_DIGITOS } from '@estante/api-contract/constants';
import { filterPhone, parseEmailList as sharedEmailList, phoneProblem as sharedPhoneProblem, type EmailListResult } from '@estante/api-contract/contact';
import { CHOICE_FIELDS, fitting, settleChoices } from '../copy-choice/choices';

/** The request form's values: each a `valor` of the choices or a library's code ('' not chosen), and the texts typed. */
export interface RequestValues {
  tipo: string;
  volume: string;
  tomo: string;
  parte: string;
  material: string;
  local_recebimento: string;
  biblioteca_origem: string;
  endereco: string;
  telefone: string;
  emails: string;
}

export { CHOICE_FIELDS, optionsFor, type ChoiceField } from '../copy-choice/choices';

export const EMPTY_REQUEST: RequestValues = {
  tipo: '',
  volume: '',
  tomo: '',
  parte: '',
  material: '',
  local_recebimento: '',
  biblioteca_origem: '',
  endereco: '',
  telefone: '',
  emails: '',
};

/** The types this form sends (closed stacks have their own page). */
export const FORM_TYPES: readonly TipoSolicitacao[] = ['domicilio', 'retirada', 'inter_bibliotecas'];
/** A home loan and an interlibrary request need a delivery address (SPEC.md §5). */
export const needsAddress = (tipo: string): boolean => tipo === 'domicilio' || tipo === 'inter_bibliotecas';
export const needsOrigin = (tipo: string): boolean => tipo === 'inter_bibliotecas';

/** The phone helper (SPEC.md §5, §9) and the phone's rule: the shared ones of @estante/api-contract/contact (the personal-data page uses them too). */
export { filterPhone } from '@estante/api-contract/contact';

/** What is wrong with a phone, or null: missing, or fewer than 8 digits (the helper already removed any other character). */
export const phoneProblem = (value: string): 'required' | 'invalid' | null => sharedPhoneProblem(value);

/** The e-mails of a list separated by ";" (blanks and repeats dropped), or what is wrong with it: none, one invalid (named), too many. */
export const parseEmailList = (value: string): EmailListResult => sharedEmailList(value, MAX_EMAILS_SOLICITACAO);

/** The libraries an interlibrary request may name as origin: those holding a copy of the choice, other than the receiving one. */
export function originsFor(combos: readonly CombinacaoSolicitacao[], values: RequestValues): number[] {
  const all = new Set(fitting(combos, values).flatMap((c) => c.origens));
  return [...all].filter((b) => String(b) !== values.local_recebimento).sort((a, b) => a - b);
}

/**
 * The values after a change of `changed` (kept as chosen): another choice no longer among its
 * options is cleared, a choice with a single option takes it, an origin no longer possible is
 * cleared. Answers only the fields that change.
 */
export function settle(combos: readonly CombinacaoSolicitacao[], values: RequestValues, changed?: keyof RequestValues): Partial<RequestValues> {
  const next = settleChoices(combos, values, changed);
  if (next.biblioteca_origem !== '' && changed !== 'biblioteca_origem' && !originsFor(combos, next).some((b) => String(b) === next.biblioteca_origem)) next.biblioteca_origem = '';
  return Object.fromEntries((Object.keys(next) as (keyof RequestValues)[]).filter((f) => next[f] !== values[f]).map((f) => [f, next[f]])) as Partial<RequestValues>;
}

type Errors<V> = Partial<Record<keyof V, { type: string; message: string; values?: Record<string, string | number> }>>;

/** The phone's and e-mails' messages (keys of the request namespace), shared with the closed-stacks form. */
export function contactErrors(values: { telefone: string; emails: string }): Errors<{ telefone: string; emails: string }> {
  const errors: Errors<{ telefone: string; emails: string }> = {};
  const phone = phoneProblem(values.telefone);
  if (phone === 'required') errors.telefone = { type: 'required', message: 'errors.telefoneRequired' };
  if (phone === 'invalid') errors.telefone = { type: 'pattern', message: 'errors.telefoneInvalid', values: { max: TELEFONE_MAX, min: TELEFONE_MIN_DIGITOS } };
  const emails = parseEmailList(values.emails);
  if ('problem' in emails) {
    if (emails.problem === 'required') errors.emails = { type: 'required', message: 'errors.emailsRequired' };
    if (emails.problem === 'tooMany') errors.emails = { type: 'max', message: 'errors.emailsTooMany', values: { max: MAX_EMAILS_SOLICITACAO } };
    if (emails.problem === 'invalid') errors.emails = { type: 'pattern', message: 'errors.emailsInvalid', values: { email: 'email' in emails ? emails.email : '' } };
  }
  return errors;
}

/** Every rule of the request form (SPEC.md §5), each message under its field: a key of the request namespace, with its values. */
export function requestErrors(values: RequestValues): Errors<RequestValues> {
  const errors: Errors<RequestValues> = {};
  if (!values.tipo) errors.tipo = { type: 'required', message: 'errors.tipoRequired' };
  for (const f of CHOICE_FIELDS) if (!values[f]) errors[f] = { type: 'required', message: `errors.${f}Required` };
  if (!values.local_recebimento) errors.local_recebimento = { type: 'required', message: 'errors.localRequired' };
  if (needsOrigin(values.tipo) && !values.biblioteca_origem) errors.biblioteca_origem = { type: 'required', message: 'errors.origemRequired' };
  if (needsAddress(values.tipo) && values.endereco.trim() === '') errors.endereco = { type: 'required', message: 'errors.enderecoRequired' };
  return { ...errors, ...contactErrors(values) };
}


/** What the form sends for `acervo`: only what the type uses. */
export function requestBody(acervo: number, v: RequestValues): SolicitacaoRequest {
  return {
    acervo,
    tipo: v.tipo,
    volume: v.volume,
    tomo: v.tomo,
    parte: v.parte,
    material: v.material,
    local_recebimento: v.local_recebimento,
    ...(needsOrigin(v.tipo) ? { biblioteca_origem: v.biblioteca_origem } : {}),
    ...(needsAddress(v.tipo) ? { endereco: v.endereco.trim() } : {}),
    telefone: v.telefone.trim(),
    emails: v.emails,
  };
}

/** The first values from the patron's record for the fields still empty (what the patron typed, or a kept draft, wins). */
export function prefill(values: Pick<RequestValues, 'telefone' | 'emails' | 'endereco'>, contact: { telefone: string; emails: string; endereco: string }) {
  const out: Partial<Pick<RequestValues, 'telefone' | 'emails' | 'endereco'>> = {};
  if (values.telefone === '' && contact.telefone !== '') out.telefone = filterPhone(contact.telefone);
  if (values.emails === '' && contact.emails !== '') out.emails = contact.emails;
  if (values.endereco === '' && contact.endereco !== '') out.endereco = contact.endereco;
  return out;
}

/** A new Idempotency-Key: one per form, so a repeated send makes one request. */
export function newIdempotencyKey(): string {
  const c = globalThis.crypto;
  if (c && typeof c.randomUUID === 'function') return c.randomUUID();
  const bytes = new Uint8Array(16);
  c?.getRandomValues?.(bytes);
  return `${Date.now().toString(36)}-${[...bytes].map((b) => b.toString(16).padStart(2, '0')).join('')}`;
}

