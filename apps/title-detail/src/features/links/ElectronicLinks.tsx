import { electronicLinksQuery } from '@estante/api-endpoints/title';
import { useQuery } from '@estante/api-client/react';
import { useTranslation } from '@estante/i18n';
import { NS } from '../../strings';
import { safeUrl } from './safeUrl';

/** The title's electronic locations (856), opening in a new window without access to this page. */
export function ElectronicLinks({ cod }: { readonly cod: number }) {
  const { t } = useTranslation(NS);
  const links = (useQuery(electronicLinksQuery(cod)).data ?? []).flatMap((l) => {
    const href = safeUrl(l.url);
    return href ? [{ ...l, href }] : [];
  });
  if (links.length === 0) return null;
  return (
    <section className="title-section" aria-labelledby="title-links">
      <h2 id="title-links" className="title-section__heading">{t('titleDetail.tags.856')}</h2>
      <ul className="title-links">
        {links.map((l) => (
          <li key={l.href}>
            <a href={l.href} target="_blank" rel="noopener noreferrer">
              {l.descricao}
              <span className="estante-visually-hidden"> ({t('titleDetail.newWindow')})</span>
            </a>
            {l.nota && l.nota !== l.descricao ? <span className="title-links__note"> — {l.nota}</span> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
