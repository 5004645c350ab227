import { describe, expect, it } from 'vitest';
import { rangeErrors, rangeQuery, viewOf } from './rules';

describe('the history date filter', () => {
  it('either date may be left out; a start after the end is refused under the end', () => {
    expect(rangeErrors({ inicio: '', fim: '' })).toEqual({});
    expect(rangeErrors({ inicio: '2026-01-01', fim: '' })).toEqual({});
    expect(rangeErrors({ inicio: '', fim: '2026-01-01' })).toEqual({});
    expect(rangeErrors({ inicio: '2026-01-01', fim: '2026-01-01' })).toEqual({});
    expect(rangeErrors({ inicio: '2026-02-01', fim: '2026-01-31' })).toEqual({ fim: 'filter.order' });
    expect(rangeErrors({ inicio: '2026-02-30', fim: '' })).toEqual({ inicio: 'filter.invalid' });
    expect(rangeErrors({ inicio: '', fim: '31/01/2026' })).toEqual({ fim: 'filter.invalid' });
  });

  it('reads the filter and page from the address; a bad one counts as none', () => {
    expect(viewOf(new URLSearchParams('inicio=2026-01-01&fim=2026-01-31&pagina=3'))).toEqual({ range: { inicio: '2026-01-01', fim: '2026-01-31' }, page: 3 });
    expect(viewOf(new URLSearchParams('inicio=2026-02-01&fim=2026-01-31&pagina=x'))).toEqual({ range: { inicio: '', fim: '' }, page: 1 });
    expect(viewOf(new URLSearchParams(''))).toEqual({ range: { inicio: '', fim: '' }, page: 1 });
  });

  it('asks the API only for the bounds given', () => {
    expect(rangeQuery({ inicio: '2026-01-01', fim: '' })).toEqual({ dataInicio: '2026-01-01' });
    expect(rangeQuery({ inicio: '', fim: '' })).toEqual({});
  });
});
