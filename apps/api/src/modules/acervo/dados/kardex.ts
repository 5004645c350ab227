import type { Fasciculo, ItemSumario, KardexAno, SumarioFasciculo } from '@estante/api-contract';
import type { ContentsRow, IssueRow } from './repository';

/**
 * The issues (already in kardex order: the latest year first, then by period) grouped by year, each
 * year with its counts by status.
 */
export function kardexYears(issues: readonly Fasciculo[]): KardexAno[] {
  const years: KardexAno[] = [];
  for (const issue of issues) {
    let year = years.at(-1);
    if (year?.ano !== issue.ano) years.push((year = { ano: issue.ano, total: 0, recebidos: 0, atrasados: 0, faltantes: 0, fasciculos: [] }));
    year.fasciculos.push(issue);
    year.total++;
    if (issue.situacao === 'recebido') year.recebidos++;
    else if (issue.situacao === 'atrasado') year.atrasados++;
    else year.faltantes++;
  }
  return years;
}

const item = ({ ordem, titulo, autores, paginas }: ContentsRow): ItemSumario => ({ ordem, titulo, autores, paginas, grupo: null });

/** The linked contents of the issues, in kardex order (the issues without contents left out). */
export function issueContents(issues: readonly IssueRow[], rows: readonly ContentsRow[]): SumarioFasciculo[] {
  const byIssue = new Map<number, ItemSumario[]>();
  for (const r of rows) {
    if (r.cod_fasciculo === null) continue;
    const list = byIssue.get(r.cod_fasciculo) ?? [];
    list.push(item(r));
    byIssue.set(r.cod_fasciculo, list);
  }
  return issues.flatMap(({ cod_fasciculo, ano, volume, numero, mes, mes_final }) => {
    const itens = byIssue.get(cod_fasciculo);
    return itens ? [{ cod_fasciculo, ano, volume, numero, mes, mes_final, itens }] : [];
  });
}

/** A book's chapters: the linked contents without an issue, in order. */
export const bookContents = (rows: readonly ContentsRow[]): ItemSumario[] => rows.filter((r) => r.cod_fasciculo === null).map(item);

/** The twelve months of a year, those without loans or holds at zero. */
export function twelveMonths(rows: readonly { mes: number; emprestimos: number; reservas: number }[]) {
  return Array.from({ length: 12 }, (_, i) => rows.find((r) => r.mes === i + 1) ?? { mes: i + 1, emprestimos: 0, reservas: 0 });
}
