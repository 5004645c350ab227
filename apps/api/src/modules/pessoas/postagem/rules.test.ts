import { describe, expect, it } from 'vitest';
import { postagemConfig } from './rules';

describe('postagemConfig (what an administrator stored)', () => {
  it('needs an absolute http(s) address; anything else is "not configured"', () => {
    for (const stored of [null, undefined, 'https://x.example', [], {}, { link: '' }, { link: '/submit' }, { link: 'javascript:alert(1)' }, { link: 'ftp://x.example' }, { link: 42 }]) {
      expect(postagemConfig(stored), JSON.stringify(stored)).toBeNull();
    }
    expect(postagemConfig({ link: ' https://repo.example/submit ' })).toEqual({ link: 'https://repo.example/submit', descricao: null, parametro: null, dados: [] });
  });

  it('no usable parameter: no token, so no patron data, whatever `dados` lists', () => {
    expect(postagemConfig({ link: 'https://repo.example', parametro: 'a b', dados: ['login'] })).toMatchObject({ parametro: null });
    expect(postagemConfig({ link: 'https://repo.example', parametro: '', dados: ['login'] })).toMatchObject({ parametro: null });
  });

  it('keeps only the known data names, once each', () => {
    expect(postagemConfig({ link: 'https://repo.example', parametro: 'token', dados: ['cpf', 'email', 'login', 'email', 7] })).toEqual({
      link: 'https://repo.example',
      descricao: null,
      parametro: 'token',
      dados: ['login', 'email'],
    });
  });
});
