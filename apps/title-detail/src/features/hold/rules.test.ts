import { describe, expect, it } from 'vitest';
import type { CombinacaoReserva } from '@estante/api-contract';
import { holdResolver } from './resolver';
import { EMPTY_HOLD, newIdempotencyKey, optionsFor, queueQuery, settle, type HoldValues } from './rules';

const o = (valor: string, rotulo = valor) => ({ valor, rotulo });
const combo = (volume: string, tomo: string, parte: string, material: string, exemplares = 1): CombinacaoReserva => ({
  volume: volume === '-' ? o('-', 'Volume único') : o(volume),
  tomo: tomo === '-' ? o('-', 'Sem tomo') : o(tomo),
  parte: parte === '-' ? o('-', 'Sem parte') : o(parte),
  material: o(material),
  exemplares,
});
const COMBOS = [combo('v. 2', 't. 1', '-', 'Livro'), combo('v. 10', '-', '-', 'Livro'), combo('v. 1', 't. 1', '-', 'Livro'), combo('v. 1', 't. 2', '-', 'Livro')];
const LIBS = [{ cod_biblioteca: 1, desc_biblioteca: 'Biblioteca Central' }, { cod_biblioteca: 3, desc_biblioteca: 'Biblioteca Setorial Norte' }];
const values = (v: Partial<HoldValues>): HoldValues => ({ ...EMPTY_HOLD, ...v });

describe('optionsFor', () => {
  it('lists only the values holdable copies have, numbers in order', () => {
    expect(optionsFor(COMBOS, EMPTY_HOLD, 'volume').map((x) => x.value)).toEqual(['v. 1', 'v. 2', 'v. 10']);
    expect(optionsFor(COMBOS, EMPTY_HOLD, 'tomo')).toEqual([{ value: '-', label: 'Sem tomo' }, { value: 't. 1', label: 't. 1' }, { value: 't. 2', label: 't. 2' }]);
  });

  it('narrows each choice by the others made', () => {
    expect(optionsFor(COMBOS, values({ volume: 'v. 1' }), 'tomo').map((x) => x.value)).toEqual(['t. 1', 't. 2']);
    expect(optionsFor(COMBOS, values({ tomo: 't. 1' }), 'volume').map((x) => x.value)).toEqual(['v. 1', 'v. 2']);
    // A field's own value does not narrow its own options (it can be changed).
    expect(optionsFor(COMBOS, values({ volume: 'v. 2' }), 'volume').map((x) => x.value)).toEqual(['v. 1', 'v. 2', 'v. 10']);
  });
});

describe('settle', () => {
  it('preselects every field with a single value, and the only library', () => {
    expect(settle([combo('-', '-', '-', 'Livro')], [LIBS[0]!], EMPTY_HOLD)).toEqual({ volume: '-', tomo: '-', parte: '-', material: 'Livro', biblioteca: '1' });
  });

  it('after a choice, fills what became certain and leaves open what is not', () => {
    expect(settle(COMBOS, LIBS, EMPTY_HOLD)).toEqual({ parte: '-', material: 'Livro' });
    expect(settle(COMBOS, LIBS, values({ volume: 'v. 10', parte: '-', material: 'Livro' }))).toEqual({ tomo: '-' });
    expect(settle(COMBOS, LIBS, values({ volume: 'v. 1', parte: '-', material: 'Livro' }))).toEqual({});
  });

  it('clears a choice that no longer fits the others, and a library that is not offered', () => {
    const clash = values({ volume: 'v. 10', tomo: 't. 2', parte: '-', material: 'Livro' });
    expect(settle(COMBOS, LIBS, clash, 'volume')).toEqual({ tomo: '-' });
    expect(settle(COMBOS, LIBS, clash, 'tomo')).toEqual({ volume: 'v. 1' });
    expect(settle(COMBOS, LIBS, values({ biblioteca: '4' }))).toMatchObject({ biblioteca: '' });
  });

  it('a field the reader just cleared stays cleared, even with a single option', () => {
    const one = [combo('-', '-', '-', 'Livro')];
    const all = values({ volume: '-', tomo: '-', parte: '-', material: 'Livro', biblioteca: '1' });
    expect(settle(one, [LIBS[0]!], { ...all, biblioteca: '' }, 'biblioteca')).toEqual({});
    expect(settle(one, [LIBS[0]!], { ...all, tomo: '' }, 'tomo')).toEqual({});
  });
});

describe('holdResolver', () => {
  it('every choice and the library are required, each with its own message', async () => {
    const result = await holdResolver(values({ volume: 'v. 1', material: 'Livro' }), undefined, { fields: {}, shouldUseNativeValidation: false });
    expect(Object.fromEntries(Object.entries(result.errors).map(([k, e]) => [k, e?.message]))).toEqual({
      tomo: 'form.tomoRequired',
      parte: 'form.parteRequired',
      biblioteca: 'form.bibliotecaRequired',
    });
    const ok = await holdResolver(values({ volume: 'v. 1', tomo: 't. 1', parte: '-', material: 'Livro', biblioteca: '3' }), undefined, { fields: {}, shouldUseNativeValidation: false });
    expect(ok.errors).toEqual({});
  });
});

describe('helpers', () => {
  it('the queue query sends only what was chosen', () => {
    expect(queueQuery(7, values({ volume: 'v. 1', parte: '-' }))).toEqual({ acervo: 7, volume: 'v. 1', parte: '-' });
  });
  it('a new idempotency key each time', () => {
    const keys = new Set(Array.from({ length: 50 }, () => newIdempotencyKey()));
    expect(keys.size).toBe(50);
  });
});
