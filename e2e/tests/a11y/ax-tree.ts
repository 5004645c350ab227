import type { CDPSession, Locator, Page } from '@playwright/test';

// What Chromium's accessibility tree (the one a screen reader reads, through the DevTools protocol's
// Accessibility domain) says of an element: its computed role, name and states, not its DOM attributes.

/** An element's node in Chromium's accessibility tree. */
export interface AxNode {
  readonly role: string;
  readonly name: string;
  readonly ignored: boolean;
  /** Its states and relations by name (expanded, checked, pressed, selected, modal, live, focused …), as Chromium computed them. */
  readonly states: Readonly<Record<string, string | number | boolean>>;
}

interface CdpAxValue {
  readonly type: string;
  readonly value?: unknown;
}
interface CdpAxNode {
  readonly nodeId: string;
  readonly ignored: boolean;
  readonly role?: CdpAxValue;
  readonly name?: CdpAxValue;
  readonly properties?: readonly { readonly name: string; readonly value: CdpAxValue }[];
  readonly backendDOMNodeId?: number;
  readonly childIds?: readonly string[];
}

const sessions = new WeakMap<Page, Promise<CDPSession>>();

function session(page: Page): Promise<CDPSession> {
  let s = sessions.get(page);
  if (!s) {
    s = page.context().newCDPSession(page);
    sessions.set(page, s);
  }
  return s;
}

function toNode(n: CdpAxNode): AxNode {
  const states: Record<string, string | number | boolean> = {};
  for (const p of n.properties ?? []) {
    const v = p.value.value;
    if (typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean') states[p.name] = v;
  }
  return { role: String(n.role?.value ?? ''), name: String(n.name?.value ?? ''), ignored: n.ignored, states };
}

/** The accessibility node of the (first) element `locator` finds. */
export async function axNode(locator: Locator): Promise<AxNode> {
  const page = locator.page();
  const cdp = await session(page);
  const handle = await locator.first().elementHandle();
  if (!handle) throw new Error('no element');
  const marker = `ax-${Math.random().toString(36).slice(2)}`;
  await handle.evaluate((el, m) => el.setAttribute('data-ax-probe', m), marker);
  try {
    // The page may change between the protocol's calls (a node id then goes stale): asked again.
    for (let attempt = 1; ; attempt++) {
      try {
        const { root } = (await cdp.send('DOM.getDocument', { depth: 0 })) as { root: { nodeId: number } };
        const { nodeId } = (await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector: `[data-ax-probe="${marker}"]` })) as { nodeId: number };
        const { nodes } = (await cdp.send('Accessibility.getPartialAXTree', { nodeId, fetchRelatives: false })) as { nodes: CdpAxNode[] };
        const own = nodes[0];
        if (!own) throw new Error('the element has no accessibility node');
        return toNode(own);
      } catch (error) {
        if (attempt >= 5 || !/Could not find node|No node with given id/.test(String(error))) throw error;
        await page.waitForTimeout(100);
      }
    }
  } finally {
    await handle.evaluate((el) => el.removeAttribute('data-ax-probe')).catch(() => undefined);
  }
}

/** Every node of the page's accessibility tree that is not ignored. */
export async function axTree(page: Page): Promise<AxNode[]> {
  const cdp = await session(page);
  const { nodes } = (await cdp.send('Accessibility.getFullAXTree', {})) as { nodes: CdpAxNode[] };
  return nodes.filter((n) => !n.ignored).map(toNode);
}

/**
 * The live regions of the page as Chromium exposes them (a live region's root: `live` polite or
 * assertive), each with the text a screen reader would read from it.
 */
export async function liveRegions(page: Page): Promise<{ role: string; live: string; text: string }[]> {
  const cdp = await session(page);
  const { nodes } = (await cdp.send('Accessibility.getFullAXTree', {})) as { nodes: CdpAxNode[] };
  const byId = new Map(nodes.map((n) => [n.nodeId, n]));
  const text = (n: CdpAxNode): string => {
    if (n.role?.value === 'StaticText' || n.role?.value === 'InlineTextBox') return String(n.name?.value ?? '');
    return (n.childIds ?? [])
      .map((id) => byId.get(id))
      .filter((c): c is CdpAxNode => !!c && c.role?.value !== 'InlineTextBox')
      .map(text)
      .join(' ');
  };
  return nodes
    .filter((n) => !n.ignored)
    .map((n) => ({ n, live: n.properties?.find((p) => p.name === 'live')?.value.value }))
    .filter((x): x is { n: CdpAxNode; live: string } => x.live === 'polite' || x.live === 'assertive')
    .map(({ n, live }) => ({ role: String(n.role?.value ?? ''), live, text: text(n).replace(/\s+/g, ' ').trim() }));
}
