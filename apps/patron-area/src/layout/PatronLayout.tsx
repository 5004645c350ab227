import { NavLink, Outlet } from '@estante/federation/router';
import { useTranslation } from '@estante/i18n';
import { useActivity } from '@estante/session';
import { NS } from '../strings';
import { patronRoutes, type PatronRoute } from '../routes';
import { menuHref, shownInMenu } from './menu';

function MenuItem({ route }: { readonly route: PatronRoute }) {
  const { t } = useTranslation(NS);
  const allowed = useActivity(route.activity?.atividade ?? 0, route.activity?.modulo);
  if (!shownInMenu(route, allowed)) return null;
  return (
    <li>
      <NavLink to={menuHref(route)} end>
        {t(route.menu)}
      </NavLink>
    </li>
  );
}

/** The personal area's frame: its menu (open, from the route table) beside the page. */
export function PatronLayout() {
  const { t } = useTranslation(NS);
  return (
    <div className="patron-area">
      <nav className="patron-menu" aria-label={t('patron.menu.label')}>
        <ul>
          {patronRoutes.map((route) => (
            <MenuItem key={route.path} route={route} />
          ))}
        </ul>
      </nav>
      <section className="patron-page" aria-labelledby="patron-title">
        <Outlet />
      </section>
    </div>
  );
}
