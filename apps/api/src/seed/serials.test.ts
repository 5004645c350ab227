import { describe, expect, it } from 'vitest';
import { daysBetween } from './date';
import { KARDEX_YEARS, plannedIssues } from './serials';

describe('plannedIssues (the seed’s serial holdings)', () => {
  const ref = '2026-03-02';

  it('is the same for the same title and date', () => {
    expect(plannedIssues(1271, 'Down Beat', 1934, ref)).toEqual(plannedIssues(1271, 'Down Beat', 1934, ref));
  });

  it('a monthly magazine: every issue due by the reference date in the last years, volume from its first year', () => {
    const issues = plannedIssues(1271, 'Down Beat', 1934, ref);
    expect(issues).toHaveLength((KARDEX_YEARS - 1) * 12 + 2);
    expect(issues[0]).toMatchObject({ ano: 2023, volume: '90', numero: '1', mes: 1, mes_final: null, data_prevista: '2023-01-10' });
    expect(issues.every((i) => i.data_prevista <= ref)).toBe(true);
  });

  it('received issues came by the reference date; missing ones were due long ago; late ones recently', () => {
    const all = [1271, 1510, 1581, 1767, 1768, 1770].flatMap((cod) => plannedIssues(cod, 'Down Beat', 1934, ref));
    for (const i of all) {
      if (i.situacao === 'recebido') expect(i.data_chegada !== null && i.data_chegada >= i.data_prevista && i.data_chegada <= ref).toBe(true);
      else expect(i.data_chegada).toBeNull();
      if (i.situacao === 'faltante') expect(daysBetween(i.data_prevista, ref)).toBeGreaterThan(90);
      if (i.situacao === 'atrasado') expect(daysBetween(i.data_prevista, ref)).toBeLessThanOrEqual(45);
    }
    expect(new Set(all.map((i) => i.situacao))).toEqual(new Set(['recebido', 'atrasado', 'faltante']));
  });

  it('only received issues of a serial with known sections have contents', () => {
    const issues = plannedIssues(1271, 'Down Beat', 1934, ref);
    for (const i of issues) expect(i.secoes.length > 0).toBe(i.situacao === 'recebido');
    expect(plannedIssues(1767, 'Clinical Child Psychology and Psychiatry', null, ref).every((i) => i.secoes.length === 0)).toBe(true);
  });

  it('quarterly issues cover three months; a serial begun last year has no earlier issue', () => {
    const issues = plannedIssues(1767, 'Clinical Child Psychology and Psychiatry', null, ref);
    expect(issues.slice(0, 4).map((i) => [i.mes, i.mes_final, i.volume])).toEqual([[1, 3, '28'], [4, 6, '28'], [7, 9, '28'], [10, 12, '28']]);
    expect(plannedIssues(9, 'A new journal', 2025, ref)[0]?.ano).toBe(2025);
  });
});
