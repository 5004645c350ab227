import { Link } from '@estante/federation/router';
import { routes } from '@estante/federation';
import { useTranslation } from '@estante/i18n';
import { useBasket } from '@estante/session';
import { guides, type Guide } from './features/guides';

/** The guides of the search home as a navigation bar; the current one is marked for assistive technology. */
export function CatalogueNav({ current }: { readonly current: Guide | 'geral' | 'cesta' | null }) {
  const { t } = useTranslation();
  const basket = useBasket();
  const items: { key: Guide | 'geral'; to: string }[] = [
    { key: 'geral', to: routes.home() },
    ...guides.map((g) => ({ key: g, to: routes.guide(g) })),
  ];
  return (
    <nav className="catalogue-nav" aria-label={t('catalogue.guides.label')}>
      <ul>
        {items.map((item) => (
          <li key={item.key}>
            <Link to={item.to} aria-current={current === item.key ? 'page' : undefined}>
              {t(`catalogue.guides.${item.key}`)}
            </Link>
          </li>
        ))}
        <li className="catalogue-nav__basket">
          <Link to={routes.basket()} aria-current={current === 'cesta' ? 'page' : undefined}>
            {basket.length ? t('catalogue.guides.cestaCount', { count: basket.length }) : t('catalogue.guides.cesta')}
          </Link>
        </li>
      </ul>
    </nav>
  );
}
