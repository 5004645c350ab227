import { useCallback, useMemo, useState } from 'react';
import type { Column } from '@estante/ui/table';

/**
 * Picking rows of a list to act on them at once (renew these loans, cancel these holds). The
 * selection keeps only keys still in the list, so a row that left it (renewed, cancelled, another
 * tab) is never acted on by mistake.
 */
export interface Selection<K> {
  readonly selected: readonly K[];
  readonly has: (key: K) => boolean;
  readonly toggle: (key: K) => void;
  /** Select every selectable row, or none when all already are. */
  readonly toggleAll: () => void;
  readonly allSelected: boolean;
  readonly clear: () => void;
}

export function useSelection<K>(keys: readonly K[]): Selection<K> {
  const [picked, setPicked] = useState<readonly K[]>([]);
  const selected = useMemo(() => picked.filter((k) => keys.includes(k)), [picked, keys]);
  const allSelected = keys.length > 0 && selected.length === keys.length;
  const has = useCallback((key: K) => selected.includes(key), [selected]);
  const toggle = useCallback((key: K) => setPicked((p) => (p.includes(key) ? p.filter((k) => k !== key) : [...p, key])), []);
  const toggleAll = useCallback(() => setPicked(allSelected ? [] : [...keys]), [allSelected, keys]);
  const clear = useCallback(() => setPicked([]), []);
  return { selected, has, toggle, toggleAll, allSelected, clear };
}

/**
 * The first column of a list whose rows can be picked: a checkbox per row named after the row
 * ("Select: Dom Casmurro") and one in the header for all. `selectable` false: the row shows no box.
 */
export function selectColumn<Row, K>(
  selection: Selection<K>,
  keyOf: (row: Row) => K,
  labels: { readonly all: string; readonly row: (row: Row) => string },
  selectable: (row: Row) => boolean = () => true,
): Column<Row> {
  return {
    key: 'select',
    header: <input type="checkbox" className="patron-check" aria-label={labels.all} checked={selection.allSelected} onChange={selection.toggleAll} />,
    cell: (row) =>
      selectable(row) ? (
        <input type="checkbox" className="patron-check" aria-label={labels.row(row)} checked={selection.has(keyOf(row))} onChange={() => selection.toggle(keyOf(row))} />
      ) : null,
    align: 'center',
    // As cards (a narrow room) the "all" box shows once above them; each card keeps its own box.
    headerControl: true,
  };
}
