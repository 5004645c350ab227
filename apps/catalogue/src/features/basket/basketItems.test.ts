import { describe, expect, it } from 'vitest';
import type { ConsultaItem } from '@estante/api-contract';
import { chosenIds, missingFrom, shownItems, toggled } from './basketItems';

const item = (cod_acervo: number) => ({ cod_acervo, obra: `T${cod_acervo}` }) as ConsultaItem;

describe('the basket', () => {
  it('shows the answered titles still in the basket, in the answer order (a removal shows at once)', () => {
    expect(shownItems([3, 1, 2], [item(3), item(1), item(2)]).map((i) => i.cod_acervo)).toEqual([3, 1, 2]);
    expect(shownItems([3, 2], [item(3), item(1), item(2)]).map((i) => i.cod_acervo)).toEqual([3, 2]);
    expect(shownItems([], [item(1)])).toEqual([]);
    expect(shownItems([1], undefined)).toEqual([]);
  });

  it('names the titles the catalogue no longer has', () => {
    expect(missingFrom([1, 2, 3], [item(1), item(3)])).toEqual([2]);
    expect(missingFrom([1], [item(1)])).toEqual([]);
  });

  it('exports every title but the unticked ones, and ticking flips one', () => {
    const items = [item(1), item(2), item(3)];
    expect(chosenIds(items, new Set())).toEqual([1, 2, 3]);
    const unticked = toggled(new Set(), 2);
    expect(chosenIds(items, unticked)).toEqual([1, 3]);
    expect(chosenIds(items, toggled(unticked, 2))).toEqual([1, 2, 3]);
  });
});
