import { isTitleView, type TitleView } from '../../views';

/** The sub-view of an address under a title (`/acervo/7/marc` → 'marc'), or null for the title itself. */
export function viewOf(pathname: string): TitleView | null {
  const last = pathname.replace(/\/+$/, '').split('/').pop() ?? '';
  return isTitleView(last) ? last : null;
}

/**
 * The tabs of a title: the sub-views that apply to it (the server's list, in its order, those this
 * remote renders), plus the one shown when the address names a view that does not apply (so where
 * the visitor is stays marked).
 */
export function tabsOf(applicable: readonly string[], active: TitleView | null): readonly TitleView[] {
  const known = applicable.filter(isTitleView);
  return active === null || known.includes(active) ? known : [...known, active];
}

/** The document's title: "<title> — <sub-view> | <catalogue>" ("<title> | <catalogue>" on the title itself). */
export function documentTitle(obra: string, view: string | null, catalogue: string): string {
  return `${obra}${view ? ` — ${view}` : ''} | ${catalogue}`;
}
