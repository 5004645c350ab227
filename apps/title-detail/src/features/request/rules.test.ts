import { describe, expect, it } from 'vitest';
import type { CombinacaoSolicitacao } from '@estante/api-contract';
import { EMPTY_REQUEST, filterPhone, optionsFor, originsFor, parseEmailList, phoneProblem, prefill, requestBody, requestErrors, settle, type RequestValues } from './rules';

const opt = (valor: string, rotulo = valor) => ({ valor, rotulo });
const combo = (volume: string, material: string, origens: number[]): CombinacaoSolicitacao => ({
  volume: opt(volume, volume === '-' ? 'Volume único' : volume),
  tomo: opt('-', 'Sem tomo'),
  parte: opt('-', 'Sem parte'),
  material: opt(material),
  exemplares: origens.length,
  origens,
});
const COMBOS = [combo('v. 1', 'Livro', [1, 2]), combo('v. 2', 'Livro', [3]), combo('v. 2', 'E-book', [1])];
const full: RequestValues = {
  tipo: 'domicilio',
  volume: 'v. 1',
  tomo: '-',
  parte: '-',
  material: 'Livro',
  local_recebimento: '1',
  biblioteca_origem: '',
  endereco: 'Rua A, 10',
  telefone: '(51) 3308-1234',
  emails: 'a@x.example; b@y.example',
};

describe('the phone helper', () => {
  it('keeps digits, hyphens, parentheses and spaces of what is typed, at most 16 characters', () => {
    expect(filterPhone('+55 (51) 3308-1234 ramal 2')).toBe('55 (51) 3308-123');
    expect(filterPhone('(51) 3308.1234')).toBe('(51) 33081234');
    expect(filterPhone('abc')).toBe('');
    expect(filterPhone('(51) 99876-1001')).toBe('(51) 99876-1001');
  });

  it('a phone is required and has at least 8 digits', () => {
    expect(phoneProblem('  ')).toBe('required');
    expect(phoneProblem('(51) 33')).toBe('invalid');
    expect(phoneProblem('51 3308 1234 x')).toBe('invalid');
    expect(phoneProblem('(51) 3308-1234')).toBeNull();
  });
});

describe('the e-mail list', () => {
  it('takes several e-mails separated by ";" and names the first invalid one', () => {
    expect(parseEmailList(' a@x.example ;b@y.example; ')).toEqual({ emails: ['a@x.example', 'b@y.example'] });
    expect(parseEmailList(' ; ')).toEqual({ problem: 'required' });
    expect(parseEmailList('a@x.example; b arroba y')).toEqual({ problem: 'invalid', email: 'b arroba y' });
    expect(parseEmailList('a@x.example, b@y.example')).toEqual({ problem: 'invalid', email: 'a@x.example, b@y.example' });
    expect(parseEmailList(Array.from({ length: 11 }, (_, i) => `p${i}@x.example`).join(';'))).toEqual({ problem: 'tooMany' });
  });
});

describe('the rules of the form (SPEC.md §5)', () => {
  it('an empty form has a message under every required field', () => {
    expect(Object.fromEntries(Object.entries(requestErrors(EMPTY_REQUEST)).map(([k, v]) => [k, v?.message]))).toEqual({
      tipo: 'errors.tipoRequired',
      volume: 'errors.volumeRequired',
      tomo: 'errors.tomoRequired',
      parte: 'errors.parteRequired',
      material: 'errors.materialRequired',
      local_recebimento: 'errors.localRequired',
      telefone: 'errors.telefoneRequired',
      emails: 'errors.emailsRequired',
    });
  });

  it('the address is required for a home loan and an interlibrary request only; the origin for an interlibrary request', () => {
    expect(requestErrors(full)).toEqual({});
    expect(requestErrors({ ...full, endereco: ' ' }).endereco?.message).toBe('errors.enderecoRequired');
    expect(requestErrors({ ...full, tipo: 'retirada', endereco: '' })).toEqual({});
    const inter = requestErrors({ ...full, tipo: 'inter_bibliotecas', endereco: '' });
    expect([inter.endereco?.message, inter.biblioteca_origem?.message]).toEqual(['errors.enderecoRequired', 'errors.origemRequired']);
    expect(requestErrors({ ...full, telefone: '12-34' }).telefone).toEqual({ type: 'pattern', message: 'errors.telefoneInvalid', values: { max: 16, min: 8 } });
    expect(requestErrors({ ...full, emails: 'x@' }).emails).toEqual({ type: 'pattern', message: 'errors.emailsInvalid', values: { email: 'x@' } });
  });

  it('sends only what the type uses', () => {
    expect(requestBody(7, { ...full, tipo: 'retirada', biblioteca_origem: '3' })).toEqual({
      acervo: 7, tipo: 'retirada', volume: 'v. 1', tomo: '-', parte: '-', material: 'Livro', local_recebimento: '1', telefone: '(51) 3308-1234', emails: 'a@x.example; b@y.example',
    });
    expect(requestBody(7, { ...full, tipo: 'inter_bibliotecas', biblioteca_origem: '3', endereco: ' Rua B ' })).toMatchObject({ biblioteca_origem: '3', endereco: 'Rua B' });
  });
});

describe('the copy choices', () => {
  it('narrow each other, take a single option, and clear what no longer fits', () => {
    expect(optionsFor(COMBOS, EMPTY_REQUEST, 'volume').map((o) => o.value)).toEqual(['v. 1', 'v. 2']);
    expect(optionsFor(COMBOS, { ...EMPTY_REQUEST, material: 'E-book' }, 'volume').map((o) => o.value)).toEqual(['v. 2']);
    expect(settle(COMBOS, EMPTY_REQUEST)).toEqual({ tomo: '-', parte: '-' });
    expect(settle(COMBOS, { ...EMPTY_REQUEST, tomo: '-', parte: '-', volume: 'v. 1' }, 'volume')).toEqual({ material: 'Livro' });
    expect(settle(COMBOS, { ...full, material: 'E-book' }, 'material')).toEqual({ volume: 'v. 2' });
  });

  it('the origins of an interlibrary request hold a copy of the choice and are not the receiving library', () => {
    expect(originsFor(COMBOS, { ...full, local_recebimento: '1' })).toEqual([2]);
    expect(originsFor(COMBOS, { ...full, volume: 'v. 2', material: '', local_recebimento: '2' })).toEqual([1, 3]);
    expect(settle(COMBOS, { ...full, tipo: 'inter_bibliotecas', biblioteca_origem: '2', local_recebimento: '2' }, 'local_recebimento')).toEqual({ biblioteca_origem: '' });
  });

  it("the patron's record fills only the contact fields still empty", () => {
    const contact = { telefone: '(51) 99876-1001', emails: 'ana@x.example', endereco: 'Rua das Acácias, 120' };
    expect(prefill({ telefone: '', emails: '', endereco: '' }, contact)).toEqual(contact);
    expect(prefill({ telefone: '51 3308 1234', emails: '', endereco: 'Outra rua' }, contact)).toEqual({ emails: 'ana@x.example' });
  });
});
