import { Link, useLocation } from '@estante/federation/router';
import { useTranslation } from '@estante/i18n';
import { NS } from '../../strings';
import { titlePath } from '../../refs';
import { viewLabel, type TitleView } from '../../views';
import { tabsOf, viewOf } from './views';

/** The title's tabs: the title itself and each sub-view that applies, the one shown marked (aria-current). */
export function TitleTabs({ cod, views }: { readonly cod: number; readonly views: readonly string[] | undefined }) {
  const { t } = useTranslation(NS);
  const active = viewOf(useLocation().pathname);
  if (!views) return <div className="title-tabs title-tabs--loading" aria-hidden="true" />;
  const tabs: readonly (TitleView | null)[] = [null, ...tabsOf(views, active)];
  return (
    <nav className="title-tabs" aria-label={t('titleDetail.tabsLabel')}>
      <ul>
        {tabs.map((view) => (
          <li key={view ?? 'default'}>
            <Link to={titlePath(cod, view)} aria-current={view === active ? 'page' : undefined} className={view === active ? 'is-active' : undefined}>
              {t(viewLabel(view))}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
