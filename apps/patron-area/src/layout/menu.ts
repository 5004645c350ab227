import { linkTo } from '@estante/federation';
import { areaRoute, pageRoute } from '../refs';
import type { PatronRoute } from '../routes';

/** A menu entry's address: the summary is the personal area itself. */
export const menuHref = (route: Pick<PatronRoute, 'path'>): string => (route.path ? linkTo(pageRoute, { page: route.path }) : linkTo(areaRoute, {}));

/** An entry gated by a module/activity shows only to patrons who have it; the others to everyone. */
export const shownInMenu = (route: Pick<PatronRoute, 'activity'>, allowed: boolean): boolean => !route.activity || allowed;

/** Below this width the menu folds behind its own button ("Páginas do Meu Pergamum": the top bar has a "Menu" of its own) (the page's content first on a phone). */
export const WIDE_MENU_QUERY = '(min-width: 768px)';

/** Whether the menu starts open: on a wide screen always; on a phone closed (the patron opens it). */
export const menuStartsOpen = (matchMedia: ((query: string) => { matches: boolean }) | undefined): boolean =>
  matchMedia ? matchMedia(WIDE_MENU_QUERY).matches : true;
