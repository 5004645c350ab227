import { useEffect, useRef } from 'react';
import { NavLink, useLocation } from '@estante/federation/router';
import { useTranslation } from '@estante/i18n';
import { useBasket } from '@estante/session';
import { NS } from './strings';
import { catalogueRoutes } from './routes';

/**
 * The guides of the search home and the basket as a navigation bar, from the route table; the
 * current one is marked for assistive technology (aria-current="page"). On a phone the bar is one
 * line that scrolls sideways (the results start higher), scrolled to show the current guide.
 */
export function CatalogueNav() {
  const { t } = useTranslation(NS);
  const basket = useBasket();
  const { pathname } = useLocation();
  const list = useRef<HTMLUListElement>(null);
  useEffect(() => {
    const ul = list.current;
    const current = ul?.querySelector<HTMLElement>('[aria-current="page"]');
    if (ul && current && ul.scrollWidth > ul.clientWidth) ul.scrollLeft = Math.max(0, current.offsetLeft - 16);
  }, [pathname]);
  const items = catalogueRoutes.flatMap(({ path, nav }) => (nav ? [{ path, nav }] : []));
  return (
    <nav className="catalogue-nav" aria-label={t('catalogue.guides.label')}>
      <ul ref={list}>
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
