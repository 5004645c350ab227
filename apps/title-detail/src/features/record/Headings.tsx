import { Link, useRouteRef } from '@estante/federation/router';
import type { RouteLink } from '@estante/federation';
import { useTranslation } from '@estante/i18n';
import { NS } from '../../strings';
import { authorityLink, homeLink } from '../../refs';
import type { Heading } from './fields';

/** The catalogue's search index of authors and of subjects (PERGAMUM's coluna_um). */
const INDEX = { author: 'INDICE_3', subject: 'INDICE_2' } as const;

/** The address of the catalogue search of a heading's titles, narrowed to its authority when it has one. */
export const headingSearch = (home: RouteLink<never>, h: Heading, of: keyof typeof INDEX): string => home({}, { q: h.label, for: INDEX[of], indice: h.cod ?? undefined });

/** Authors or subjects, each linking to its authority page and to a search of its titles. */
export function Headings({ items, of }: { readonly items: readonly Heading[]; readonly of: keyof typeof INDEX }) {
  const { t } = useTranslation(NS);
  const home = useRouteRef(homeLink);
  const authority = useRouteRef(authorityLink);
  return (
    <ul className="title-headings">
      {items.map((h) => (
        <li key={h.label}>
          {h.cod !== null ? <Link to={authority({ codAutoridade: h.cod })}>{h.label}</Link> : <span>{h.label}</span>}
          <Link className="title-headings__search" to={headingSearch(home, h, of)}>
            {t(of === 'author' ? 'titleDetail.searchAuthor' : 'titleDetail.searchSubject')}
            <span className="estante-visually-hidden">: {h.label}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
