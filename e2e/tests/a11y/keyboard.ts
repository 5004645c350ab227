import type { Locator, Page } from '@playwright/test';

// Moving through a page with the keyboard alone, as a keyboard or switch user does, checking at
// every stop that the focus can be seen: WCAG 2.4.7 (a focus indicator), 2.4.11 (the focused control
// not hidden behind something else, a sticky bar or a dialog), 2.1.1 (reached at all).

/** What is wrong with where the focus is now (null: nothing), naming the element. */
export function focusProblem(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body || el === document.documentElement) return 'the focus is on no control (lost to the page)';
    const label = (el.getAttribute('aria-label') ?? el.textContent ?? (el as HTMLInputElement).value ?? '').trim().replace(/\s+/g, ' ').slice(0, 50);
    const cls = typeof el.className === 'string' && el.className.trim() ? `.${el.className.trim().split(/\s+/).join('.')}` : '';
    const name = `<${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${cls}> “${label}”`;
    const r = el.getBoundingClientRect();
    if (r.width < 1 || r.height < 1) return `${name}: focused but not shown (${Math.round(r.width)}×${Math.round(r.height)} px)`;
    if (r.bottom <= 0 || r.top >= window.innerHeight || r.right <= 0 || r.left >= window.innerWidth) return `${name}: focused outside the window`;
    const ring = (e: Element) => {
      const s = getComputedStyle(e);
      const outline = s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) > 0 && s.outlineColor !== 'rgba(0, 0, 0, 0)' && s.outlineColor !== 'transparent';
      return outline || s.boxShadow !== 'none';
    };
    // A field inside antd's wrapper (a password with its eye button) shows the focus on the wrapper.
    const wrapper = el.closest('.ant-input-affix-wrapper');
    const s = getComputedStyle(el);
    if (!ring(el) && !(wrapper && ring(wrapper))) return `${name}: no focus indicator (outline ${s.outlineStyle} ${s.outlineWidth}, no shadow)`;
    const x = Math.min(Math.max(r.left + r.width / 2, 0), window.innerWidth - 1);
    const y = Math.min(Math.max(r.top + r.height / 2, 0), window.innerHeight - 1);
    const hit = document.elementFromPoint(x, y);
    const labels = 'labels' in el ? [...((el as HTMLInputElement).labels ?? [])] : [];
    if (hit && !el.contains(hit) && !hit.contains(el) && !labels.some((l) => l.contains(hit))) {
      const hitCls = typeof hit.className === 'string' && hit.className.trim() ? `.${hit.className.trim().split(/\s+/).join('.')}` : '';
      return `${name}: hidden behind <${hit.tagName.toLowerCase()}${hitCls}>`;
    }
    return null;
  });
}

/** Whether `target` (its first element) has the focus. */
export const focused = (target: Locator) => target.first().evaluate((el) => el === document.activeElement).catch(() => false);

/**
 * Presses Tab (Shift+Tab with `backwards`) until `target` has the focus, checking the focus at every
 * stop on the way; throws when it is not reached in `max` presses. Returns the problems seen.
 */
export async function tabTo(page: Page, target: Locator, { max = 100, backwards = false } = {}): Promise<string[]> {
  const problems: string[] = [];
  for (let i = 0; i <= max; i++) {
    if (await focused(target)) return problems;
    if (i === max) break;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    const problem = await focusProblem(page);
    if (problem && !problems.includes(problem)) problems.push(problem);
  }
  throw new Error(`${String(target)} not reached in ${max} presses of ${backwards ? 'Shift+Tab' : 'Tab'}; on the way: ${problems.join('; ') || 'no problem'}`);
}

/** Chooses the option labelled `label` of a focused native select with the arrow keys, as the keyboard does. */
export async function chooseWithArrows(page: Page, select: Locator, label: string | RegExp) {
  const matches = (text: string) => (typeof label === 'string' ? text.trim() === label : label.test(text));
  const options = await select.locator('option').allInnerTexts();
  const wanted = options.findIndex(matches);
  if (wanted < 0) throw new Error(`no option ${String(label)} in ${options.join(' | ')}`);
  for (let i = 0; i < options.length + 1; i++) {
    const index = await select.evaluate((el) => (el as HTMLSelectElement).selectedIndex);
    if (index === wanted) return;
    await page.keyboard.press(index < wanted ? 'ArrowDown' : 'ArrowUp');
  }
  throw new Error(`the arrows did not reach ${String(label)}`);
}
