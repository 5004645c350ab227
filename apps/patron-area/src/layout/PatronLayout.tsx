import { useId, useState } from 'react';
import { Link, NavLink, Outlet, useRouteRef } from '@estante/federation/router';
import { useTranslation } from '@estante/i18n';
import { $user, useActivity, useStore } from '@estante/session';
import { NS } from '../strings';
import { patronRoutes, type PatronRoute } from '../routes';
import { menuHref, menuStartsOpen, shownInMenu } from './menu';
import { logoutLink } from '../refs';
import { useKeptFocus } from '../blocks/keep-focus';

function MenuItem({ route, onPick }: { readonly route: PatronRoute; readonly onPick: () => void }) {
  const { t } = useTranslation(NS);
  const allowed = useActivity(route.activity?.atividade ?? 0, route.activity?.modulo);
  if (!shownInMenu(route, allowed)) return null;
  return (
    <li>
      <NavLink to={menuHref(route)} end onClick={onPick}>
        {t(route.menu)}
      </NavLink>
    </li>
  );
}

/** The browser's media query, when there is one (read at each call: the width may have changed). */
const media = () => (typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? (q: string) => window.matchMedia(q) : undefined);

/**
 * The personal area's frame (SPEC.md §9, theme "neo" with the menu open): who is signed in and the
 * way out, the menu from the route table (gated by permission, the current page marked) beside the
 * page, which keeps the focus when the control that had it goes (`blocks/keep-focus.ts`). On a phone the menu folds behind its own button ("Páginas do Meu Pergamum": the top bar has a "Menu" of its own) and closes again when a page is picked.
 */
export function PatronLayout() {
  const { t } = useTranslation(NS);
  const logout = useRouteRef(logoutLink);
  const user = useStore($user);
  const menuId = useId();
  const keepFocus = useKeptFocus<HTMLElement>();
  const [open, setOpen] = useState(() => menuStartsOpen(media()));
  const closeOnPhone = () => {
    if (!menuStartsOpen(media())) setOpen(false);
  };
  return (
    <div className="patron-shell">
      {user ? (
        <header className="patron-who">
          <span className="patron-who-name">{t('patron.welcome', { name: user.nome_pessoa })}</span>
          <span>{t('patron.userCode', { code: user.login })}</span>
          <Link to={logout()} className="patron-link">{t('patron.signOut')}</Link>
        </header>
      ) : null}
      <div className="patron-area">
        <nav className="patron-menu" aria-label={t('patron.menu.label')} data-open={open}>
          <button type="button" className="patron-menu-toggle" aria-expanded={open} aria-controls={menuId} onClick={() => setOpen((o) => !o)}>
            {t('patron.menu.toggle')}
          </button>
          <ul id={menuId}>
            {patronRoutes.map((route) => (
              <MenuItem key={route.path} route={route} onPick={closeOnPhone} />
            ))}
          </ul>
        </nav>
        <section ref={keepFocus} className="patron-page" aria-labelledby="patron-title">
          <Outlet />
        </section>
      </div>
    </div>
  );
}
