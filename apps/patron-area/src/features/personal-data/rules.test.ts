import { describe, expect, it } from 'vitest';
import type { DadosPessoais } from '@estante/api-contract';
import { bodyOf, cepDigits, isoOfDay, personalErrors, valuesOf } from './rules';

const stored: DadosPessoais = {
  cod_pessoa: 1, nome_pessoa: 'Ana Beatriz Souza', login: '20240001', versao: 3,
  logradouro: 'Rua das Acácias, 120', complemento: null, cep: '90035120', cidade: 'Porto Alegre', bairro: 'Bela Vista', uf: 'RS',
  rg: '10.234.567-8', cpf: '52998224725', nacionalidade: 'Brasileira', sexo: 'F', data_nascimento: '2003-05-14',
  escolaridade: 'Superior incompleto', profissao: 'Estudante', estado_civil: 'Solteira', recebe_email: true,
  emails: 'ana@x.example; ana2@y.example', telefone: '(51) 99876-1001',
};
const TODAY = '2026-03-02';
const errorsOf = (patch: Partial<ReturnType<typeof valuesOf>>) =>
  Object.fromEntries(Object.entries(personalErrors({ ...valuesOf(stored), ...patch }, TODAY)).map(([k, v]) => [k, v?.message]));

describe('personal data form rules', () => {
  it('round trip: the stored data shown (birth day dd/mm/yyyy, null as blank) and sent back with the version read', () => {
    const v = valuesOf(stored);
    expect(v).toMatchObject({ complemento: '', data_nascimento: '14/05/2003', emails: 'ana@x.example; ana2@y.example' });
    expect(personalErrors(v, TODAY)).toEqual({});
    const { cod_pessoa: _c, nome_pessoa: _n, login: _l, ...rest } = stored;
    expect(bodyOf(v, 3)).toEqual(rest);
  });
  it('every message under its field', () => {
    expect(errorsOf({ cpf: '52998224724' })).toEqual({ cpf: 'errors.cpf' });
    expect(errorsOf({ cep: '9003512' })).toEqual({ cep: 'errors.cep' });
    expect(errorsOf({ data_nascimento: '31/02/2003' })).toEqual({ data_nascimento: 'errors.dataNascimento' });
    expect(errorsOf({ data_nascimento: '01/01/2030' })).toEqual({ data_nascimento: 'errors.dataNascimento' });
    expect(errorsOf({ emails: 'a@x.example; errado' })).toEqual({ emails: 'errors.emailsInvalid' });
    expect(personalErrors({ ...valuesOf(stored), emails: 'a@x.example; errado' }, TODAY).emails?.values).toEqual({ email: 'errado' });
    expect(errorsOf({ emails: ' ' })).toEqual({ emails: 'errors.emailsRequired' });
    expect(errorsOf({ telefone: '123-45' })).toEqual({ telefone: 'errors.telefone' });
    expect(errorsOf({ telefone: '', cpf: '', cep: '', data_nascimento: '' })).toEqual({});
  });
  it('helpers: postal code digits; day conversion refuses impossible days', () => {
    expect(cepDigits('90035-120')).toBe('90035120');
    expect(isoOfDay('29/02/2000')).toBe('2000-02-29');
    expect(isoOfDay('29/02/2001')).toBeNull();
    expect(isoOfDay('2000-02-29')).toBeNull();
  });
});
