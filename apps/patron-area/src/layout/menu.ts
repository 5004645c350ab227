import { routes } from '@estante/federation';
import type { PatronRoute } from '../routes';

/** A menu entry's address: the summary is the personal area itself. */
export const menuHref = (route: Pick<PatronRoute, 'path'>): string => routes.patronArea(route.path || undefined);

/** An entry gated by a module/activity shows only to patrons who have it; the others to everyone. */
export const shownInMenu = (route: Pick<PatronRoute, 'activity'>, allowed: boolean): boolean => !route.activity || allowed;
