import { describe, expect, it } from 'vitest';
import type { DadosPessoaisRequest } from '@estante/api-contract';
import { checkPersonalData, statedVersion, validBirthDate } from './rules';

const TODAY = '2026-03-02';
const valid: DadosPessoaisRequest = {
  logradouro: ' Rua das Acácias, 120 ',
  complemento: '',
  cep: '90035120',
  cidade: 'Porto Alegre',
  bairro: 'Bela Vista',
  uf: 'rs',
  rg: '10.234.567-8',
  cpf: '52998224725',
  nacionalidade: 'Brasileira',
  sexo: 'f',
  data_nascimento: '2003-05-14',
  escolaridade: 'Superior incompleto',
  profissao: null,
  estado_civil: 'Solteira',
  recebe_email: true,
  emails: 'ana@x.example; ANA@x.example ; outra@y.example',
  telefone: '(51) 99876-1001',
};
const problemOf = (patch: Partial<DadosPessoaisRequest>) => {
  const r = checkPersonalData({ ...valid, ...patch }, TODAY);
  return 'problem' in r ? r.problem : null;
};

describe('checkPersonalData', () => {
  it('cleans what it keeps: trimmed, blank as null, state and gender upper case, e-mails deduplicated', () => {
    const r = checkPersonalData(valid, TODAY);
    expect('data' in r && r.data).toMatchObject({ logradouro: 'Rua das Acácias, 120', complemento: null, uf: 'RS', sexo: 'F', emails: ['ana@x.example', 'outra@y.example'], profissao: null });
  });
  it('CPF: digits only with right check digits (the form strips dots and hyphens; the server does not)', () => {
    expect(problemOf({ cpf: '52998224724' })).toEqual({ campo: 'cpf', key: 'cpfInvalido' });
    expect(problemOf({ cpf: '529.982.247-25' })).toEqual({ campo: 'cpf', key: 'cpfInvalido' });
    expect(problemOf({ cpf: '00000000000' })).toEqual({ campo: 'cpf', key: 'cpfInvalido' });
    expect(problemOf({ cpf: '  ' })).toBeNull();
  });
  it('each field its own message', () => {
    expect(problemOf({ cep: '90035-120' })?.campo).toBe('cep');
    expect(problemOf({ uf: 'XX' })?.campo).toBe('uf');
    expect(problemOf({ sexo: 'Z' })?.campo).toBe('sexo');
    expect(problemOf({ data_nascimento: '2026-03-03' })?.campo).toBe('data_nascimento');
    expect(problemOf({ data_nascimento: '2003-02-30' })?.campo).toBe('data_nascimento');
    expect(problemOf({ telefone: '51 3308.1234' })).toEqual({ campo: 'telefone', key: 'telefoneInvalido', params: { min: 8, max: 16 } });
    expect(problemOf({ telefone: null })).toBeNull();
    expect(problemOf({ logradouro: 'x'.repeat(201) })).toEqual({ campo: 'logradouro', key: 'textoLongo', params: { max: 200 } });
  });
  it('e-mails: at least one, the bad one named', () => {
    expect(problemOf({ emails: 'a@x.example; errado@; b@y.example' })).toEqual({ campo: 'emails', key: 'emailInvalido', params: { email: 'errado@' } });
    expect(problemOf({ emails: ' ; ' })).toEqual({ campo: 'emails', key: 'emailObrigatorio' });
  });
});

describe('validBirthDate / statedVersion', () => {
  it('a real day, not in the future', () => {
    expect(validBirthDate('2000-02-29', TODAY)).toBe(true);
    expect(validBirthDate('2001-02-29', TODAY)).toBe(false);
    expect(validBirthDate('14/05/2003', TODAY)).toBe(false);
    expect(validBirthDate(TODAY, TODAY)).toBe(true);
  });
  it('the body wins, else If-Match in its forms', () => {
    expect(statedVersion(4, '"7"')).toBe(4);
    expect(statedVersion(undefined, '"7"')).toBe(7);
    expect(statedVersion(undefined, 'W/"7"')).toBe(7);
    expect(statedVersion(undefined, '7')).toBe(7);
    expect(statedVersion(undefined, '*')).toBeNull();
    expect(statedVersion(undefined, undefined)).toBeNull();
  });
});
