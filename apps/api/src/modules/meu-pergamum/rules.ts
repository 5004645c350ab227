import type { DadosPessoaisRequest } from '@estante/api-contract';
import { MAX_EMAILS_SOLICITACAO, TELEFONE_MAX, TELEFONE_MIN_DIGITOS } from '@estante/api-contract/constants';
import { cpfValid, parseEmailList, phoneProblem, SEXOS, UFS } from '@estante/api-contract/contact';
import type { MessageKey } from './messages';


/** Longest text of each free field (the schema's limits are wider, for what the helpers strip). */
const MAX_TEXT = { logradouro: 200, complemento: 100, cidade: 100, bairro: 100, rg: 30, nacionalidade: 60, escolaridade: 60, profissao: 100, estado_civil: 60 } as const;

/** The stored form of the personal data: trimmed, blank as null, e-mails as a list. */
export interface CleanData {
  logradouro: string | null;
  complemento: string | null;
  cep: string | null;
  cidade: string | null;
  bairro: string | null;
  uf: string | null;
  rg: string | null;
  cpf: string | null;
  nacionalidade: string | null;
  sexo: string | null;
  data_nascimento: string | null;
  escolaridade: string | null;
  profissao: string | null;
  estado_civil: string | null;
  recebe_email: boolean;
  emails: string[];
  telefone: string | null;
}

export interface FieldProblem {
  campo: string;
  key: MessageKey;
  params?: Record<string, string | number>;
}

/** Trimmed text without NUL characters; blank → null. */
const clean = (v: string | null | undefined): string | null => {
  const s = (v ?? '').replaceAll('\u0000', '').trim();
  return s === '' ? null : s;
};

/** A real calendar day yyyy-mm-dd, after 1900-01-01 and not after `today` (yyyy-mm-dd). */
export function validBirthDate(value: string, today: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== mo - 1 || date.getUTCDate() !== d) return false;
  return value >= '1900-01-01' && value <= today;
}

/**
 * The personal data to store, or the first field that is wrong (in the form's order): CPF only
 * digits with right check digits, CEP 8 digits, UF a state, the phone rule, the e-mails (the bad
 * one named), the birth date a real past day, free texts within their length.
 */
export function checkPersonalData(body: DadosPessoaisRequest, today: string): { data: CleanData } | { problem: FieldProblem } {
  const t = (f: keyof typeof MAX_TEXT): string | null | FieldProblem => {
    const v = clean(body[f]);
    return v !== null && [...v].length > MAX_TEXT[f] ? { campo: f, key: 'textoLongo', params: { max: MAX_TEXT[f] } } : v;
  };
  const texts: Partial<Record<keyof typeof MAX_TEXT, string | null>> = {};
  for (const f of ['logradouro', 'complemento', 'bairro', 'cidade'] as const) {
    const v = t(f);
    if (v !== null && typeof v === 'object') return { problem: v };
    texts[f] = v;
  }
  const cep = clean(body.cep);
  if (cep !== null && !/^[0-9]{8}$/.test(cep)) return { problem: { campo: 'cep', key: 'cepInvalido' } };
  const uf = clean(body.uf)?.toUpperCase() ?? null;
  if (uf !== null && !(UFS as readonly string[]).includes(uf)) return { problem: { campo: 'uf', key: 'ufInvalida' } };
  const rg = t('rg');
  if (rg !== null && typeof rg === 'object') return { problem: rg };
  const cpf = clean(body.cpf);
  if (cpf !== null && !cpfValid(cpf)) return { problem: { campo: 'cpf', key: 'cpfInvalido' } };
  for (const f of ['nacionalidade'] as const) {
    const v = t(f);
    if (v !== null && typeof v === 'object') return { problem: v };
    texts[f] = v;
  }
  const sexo = clean(body.sexo)?.toUpperCase() ?? null;
  if (sexo !== null && !(SEXOS as readonly string[]).includes(sexo)) return { problem: { campo: 'sexo', key: 'sexoInvalido' } };
  const nascimento = clean(body.data_nascimento);
  if (nascimento !== null && !validBirthDate(nascimento, today)) return { problem: { campo: 'data_nascimento', key: 'dataInvalida' } };
  for (const f of ['escolaridade', 'profissao', 'estado_civil'] as const) {
    const v = t(f);
    if (v !== null && typeof v === 'object') return { problem: v };
    texts[f] = v;
  }
  const emails = parseEmailList(body.emails, MAX_EMAILS_SOLICITACAO);
  if ('problem' in emails) {
    if (emails.problem === 'invalid') return { problem: { campo: 'emails', key: 'emailInvalido', params: { email: emails.email } } };
    if (emails.problem === 'tooMany') return { problem: { campo: 'emails', key: 'emailsDemais', params: { max: MAX_EMAILS_SOLICITACAO } } };
    return { problem: { campo: 'emails', key: 'emailObrigatorio' } };
  }
  const telefone = clean(body.telefone);
  if (telefone !== null && phoneProblem(telefone) !== null) {
    return { problem: { campo: 'telefone', key: 'telefoneInvalido', params: { min: TELEFONE_MIN_DIGITOS, max: TELEFONE_MAX } } };
  }
  return {
    data: {
      logradouro: texts.logradouro ?? null,
      complemento: texts.complemento ?? null,
      cep,
      cidade: texts.cidade ?? null,
      bairro: texts.bairro ?? null,
      uf,
      rg,
      cpf,
      nacionalidade: texts.nacionalidade ?? null,
      sexo,
      data_nascimento: nascimento,
      escolaridade: texts.escolaridade ?? null,
      profissao: texts.profissao ?? null,
      estado_civil: texts.estado_civil ?? null,
      recebe_email: body.recebe_email,
      emails: emails.emails,
      telefone,
    },
  };
}

/** The version a save states: the body's `versao`, else If-Match (`"3"`, `W/"3"` or `3`); null when neither names one. */
export function statedVersion(bodyVersion: number | undefined, ifMatch: string | string[] | undefined): number | null {
  if (bodyVersion !== undefined) return bodyVersion;
  const h = Array.isArray(ifMatch) ? ifMatch[0] : ifMatch;
  const m = h ? /^\s*(?:W\/)?"?([0-9]{1,9})"?\s*$/.exec(h) : null;
  return m ? Number(m[1]) : null;
}
