import type { ReactNode } from 'react';
import type { Exemplar } from '@estante/api-contract';
import { formatDay } from '@estante/i18n/format';
import type { Column } from '@estante/ui/table';

/**
 * The copies table's columns, for the copies view (CopiesView) and the server's region
 * (record/TitleRegion): what a reader looks for first (where, whether it is on the shelf, when it is
 * back), then the rest; volume, tome and part only when a copy listed has one (most titles have none:
 * three columns of dashes); the library only when the list is not one library's.
 */
export function copyColumns({
  rows,
  oneLibrary,
  t,
  language,
  status = (c) => c.desc_situacao,
  material = (c) => c.material,
}: {
  readonly rows: readonly Exemplar[];
  readonly oneLibrary: boolean;
  /** The copies view's strings (its `columns.*` and `blank`). */
  readonly t: (key: string) => string;
  readonly language: string;
  readonly status?: (copy: Exemplar) => ReactNode;
  readonly material?: (copy: Exemplar) => ReactNode;
}): readonly Column<Exemplar>[] {
  const blank = t('blank');
  const text = (v: string | null) => v ?? blank;
  const some = (field: 'volume' | 'tomo' | 'parte') => rows.some((c) => c[field] !== null && c[field] !== '');
  return [
    { key: 'code', header: t('columns.code'), rowHeader: true, cell: (c) => c.cod_exemplar },
    ...(oneLibrary ? [] : [{ key: 'library', header: t('columns.library'), cell: (c: Exemplar) => c.desc_biblioteca }]),
    { key: 'status', header: t('columns.status'), cell: status },
    { key: 'due', header: t('columns.due'), cell: (c) => (c.situacao === 'emprestado' && c.data_devolucao_prevista ? formatDay(c.data_devolucao_prevista, language) : blank) },
    { key: 'location', header: t('columns.location'), cell: (c) => c.localizacao },
    { key: 'callNumber', header: t('columns.callNumber'), cell: (c) => text(c.numero_chamada) },
    { key: 'collection', header: t('columns.collection'), cell: (c) => c.colecao },
    ...(some('volume') ? [{ key: 'volume', header: t('columns.volume'), cell: (c: Exemplar) => text(c.volume) }] : []),
    ...(some('tomo') ? [{ key: 'tome', header: t('columns.tome'), cell: (c: Exemplar) => text(c.tomo) }] : []),
    ...(some('parte') ? [{ key: 'part', header: t('columns.part'), cell: (c: Exemplar) => text(c.parte) }] : []),
    { key: 'material', header: t('columns.material'), cell: material },
    { key: 'loanType', header: t('columns.loanType'), cell: (c) => c.tipo_emprestimo },
  ];
}
