import type { DadosPessoais, DadosPessoaisRequest } from '@estante/api-contract';
import { MAX_EMAILS_SOLICITACAO, TELEFONE_MAX, TELEFONE_MIN_DIGITOS } from '@estante/api-contract/constants';
import { cpfDigits, cpfValid, filterPhone, parseEmailList, phoneProblem, SEXOS, UFS } from '@estante/api-contract/contact';
import { rulesResolver } from '@estante/ui/form';

export { cpfDigits, filterPhone, SEXOS, UFS };

/** The form's values: every field a string as typed (the birth day dd/mm/yyyy), "receive e-mails" a flag. */
export interface PersonalValues {
  logradouro: string;
  complemento: string;
  cep: string;
  bairro: string;
  cidade: string;
  uf: string;
  rg: string;
  cpf: string;
  nacionalidade: string;
  sexo: string;
  data_nascimento: string;
  escolaridade: string;
  profissao: string;
  estado_civil: string;
  emails: string;
  telefone: string;
  recebe_email: boolean;
}

export const TEXT_FIELDS = ['logradouro', 'complemento', 'cep', 'bairro', 'cidade', 'uf', 'rg', 'cpf', 'nacionalidade', 'sexo', 'escolaridade', 'profissao', 'estado_civil', 'emails', 'telefone'] as const;

/** The postal-code helper: only digits, at most 8 ("90035-120" → "90035120"). */
export const cepDigits = (typed: string): string => typed.replace(/[^0-9]/g, '').slice(0, 8);

/** "2003-05-14" → "14/05/2003" (what the form shows). */
export const dayOfIso = (iso: string | null): string => (iso && /^\d{4}-\d{2}-\d{2}$/.test(iso) ? `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}` : '');

/** "14/05/2003" → "2003-05-14"; null for anything that is not a real day written so. */
export function isoOfDay(day: string): string | null {
  const m = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(day.trim());
  if (!m) return null;
  const [d, mo, y] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== mo - 1 || date.getUTCDate() !== d) return null;
  return `${m[3]}-${m[2]}-${m[1]}`;
}

/** The form's first values from the stored data. */
export function valuesOf(d: DadosPessoais): PersonalValues {
  const out = { recebe_email: d.recebe_email, data_nascimento: dayOfIso(d.data_nascimento) } as PersonalValues;
  for (const f of TEXT_FIELDS) out[f] = d[f] ?? '';
  return out;
}

/** What the save sends: blanks as null, the birth day as yyyy-mm-dd, the version the form was loaded from. */
export function bodyOf(v: PersonalValues, versao: number): DadosPessoaisRequest {
  const text = (s: string) => (s.trim() === '' ? null : s.trim());
  return {
    logradouro: text(v.logradouro),
    complemento: text(v.complemento),
    cep: text(v.cep),
    bairro: text(v.bairro),
    cidade: text(v.cidade),
    uf: text(v.uf),
    rg: text(v.rg),
    cpf: text(v.cpf),
    nacionalidade: text(v.nacionalidade),
    sexo: text(v.sexo),
    data_nascimento: v.data_nascimento.trim() === '' ? null : isoOfDay(v.data_nascimento),
    escolaridade: text(v.escolaridade),
    profissao: text(v.profissao),
    estado_civil: text(v.estado_civil),
    recebe_email: v.recebe_email,
    emails: v.emails,
    telefone: text(v.telefone),
    versao,
  };
}

type Errors = Partial<Record<keyof PersonalValues, { type: string; message: string; values?: Record<string, string | number> }>>;

/** The rules the form checks before sending (the server checks them again): each message a key of this page's namespace. */
export function personalErrors(v: PersonalValues, today: string): Errors {
  const e: Errors = {};
  if (v.cep.trim() !== '' && !/^[0-9]{8}$/.test(v.cep.trim())) e.cep = { type: 'pattern', message: 'errors.cep' };
  if (v.cpf.trim() !== '' && !cpfValid(v.cpf.trim())) e.cpf = { type: 'pattern', message: 'errors.cpf' };
  const day = v.data_nascimento.trim();
  const iso = day === '' ? '' : isoOfDay(day);
  if (iso === null || (iso !== '' && (iso > today || iso < '1900-01-01'))) e.data_nascimento = { type: 'pattern', message: 'errors.dataNascimento' };
  const emails = parseEmailList(v.emails, MAX_EMAILS_SOLICITACAO);
  if ('problem' in emails) {
    if (emails.problem === 'required') e.emails = { type: 'required', message: 'errors.emailsRequired' };
    if (emails.problem === 'tooMany') e.emails = { type: 'max', message: 'errors.emailsTooMany', values: { max: MAX_EMAILS_SOLICITACAO } };
    if (emails.problem === 'invalid') e.emails = { type: 'pattern', message: 'errors.emailsInvalid', values: { email: emails.email } };
  }
  if (v.telefone.trim() !== '' && phoneProblem(v.telefone) !== null) e.telefone = { type: 'pattern', message: 'errors.telefone', values: { min: TELEFONE_MIN_DIGITOS, max: TELEFONE_MAX } };
  return e;
}

/** A react-hook-form resolver over `personalErrors` (today in the patron's clock). */
export const personalResolver = rulesResolver<PersonalValues>((values) => personalErrors(values, new Date().toISOString().slice(0, 10)));
