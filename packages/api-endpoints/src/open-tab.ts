/** How opening an address in a new tab ended. */
export type TabOutcome =
  | { readonly kind: 'opened' }
  /** The browser refused the new tab: the address, for a link the patron clicks. */
  | { readonly kind: 'blocked'; readonly link: string }
  /** The address could not be had (the tab opened for it is closed again). */
  | { readonly kind: 'failed'; readonly error: unknown };

/**
 * Opens a new tab for an address that is only known after a request (a base's access address with
 * its 60-second token). The tab is opened at once, inside the click (popup blockers allow a window a
 * click opens, not one opened after an await), cut from this page (`opener = null`: the base's
 * page cannot reach back into ours), shows `waiting`, then goes to the address; when the request
 * fails it is closed. When the browser blocks even that, the address is given back for a link.
 */
export async function openInNewTab(address: () => Promise<string>, waiting: string, win: Pick<Window, 'open'> = window): Promise<TabOutcome> {
  const tab = win.open('', '_blank');
  if (tab) {
    try {
      tab.opener = null;
      tab.document.title = waiting;
      tab.document.body.textContent = waiting;
    } catch {
      // a tab we cannot write to still gets the address
    }
  }
  let link: string;
  try {
    link = await address();
  } catch (error) {
    tab?.close();
    return { kind: 'failed', error };
  }
  if (!tab || tab.closed) return { kind: 'blocked', link };
  tab.location.replace(link);
  return { kind: 'opened' };
}
