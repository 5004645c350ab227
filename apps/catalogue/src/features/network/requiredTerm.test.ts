import { describe, expect, it } from 'vitest';
import type { Resolver } from '@estante/ui/form';
import { requiredTerm } from './requiredTerm';

type Values = { term: string; page: number };
const options = {} as Parameters<Resolver<Values>>[2];

describe('a search box', () => {
  it('refuses a blank term with the catalogue message', async () => {
    expect(await requiredTerm<Values>()({ term: '   ', page: 1 }, undefined, options)).toEqual({
      values: {},
      errors: { term: { type: 'required', message: 'catalogue.termRequired' } },
    });
  });

  it('passes the term trimmed, the rest as typed', async () => {
    expect(await requiredTerm<Values>()({ term: ' jazz ', page: 2 }, undefined, options)).toEqual({ values: { term: 'jazz', page: 2 }, errors: {} });
  });
});
