import { NavLink } from '@estante/federation/router';
import { useTranslation } from '@estante/i18n';
import { useBasket } from '@estante/session';
import { NS } from './strings';
import { catalogueRoutes } from './routes';

/**
 * The guides of the search home and the basket as a navigation bar, from the route table; the
 * current one is marked for assistive technology (aria-current="page").
 */
export function CatalogueNav() {
  const { t } = useTranslation(NS);
  const basket = useBasket();
  const items = catalogueRoutes.flatMap(({ path, nav }) => (nav ? [{ path, nav }] : []));
  return (
    <nav className="catalogue-nav" aria-label={t('catalogue.guides.label')}>
      <ul>
        {items.map(({ path, nav }) => (
          <li key={path} className={path === 'cesta' ? 'catalogue-nav__basket' : undefined}>
            <NavLink to={`/${path}`} end>
              {path === 'cesta' && basket.length ? t('catalogue.guides.cestaCount', { count: basket.length }) : t(nav)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
