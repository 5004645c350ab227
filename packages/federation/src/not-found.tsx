import { useTranslation } from '@estante/i18n';
import { Link, useLocation } from '@estante/federation/router';
import { $institution, useStore } from '@estante/session';
import { useDocumentTitle } from '@estante/ui/document';

export interface NotFoundProps {
  /** The heading, when the page knows what was not found ("Título não encontrado."); else "Página não encontrada". */
  readonly title?: string;
  /** The explanation; else that the address does not exist in this catalogue. */
  readonly text?: string;
  /** Where to go instead; else the site's home. */
  readonly action?: { readonly to: string; readonly label: string };
}

/**
 * The site's one not-found page: a remote's route table ends with it (`{ path: '*', element:
 * <NotFound /> }`), and a page that learns from the API that its record does not exist (an unknown
 * title or authority) shows it too, with its own words, so every "not found" looks and reads the
 * same way, inside the shell's chrome, in the shell's status panel (its `estante-status` styles
 * hold the contrast in every colour scheme), with the tab named after its heading. The shell's server answers 404 for an address
 * outside the site's route table (apps/shell/site-routes.mjs).
 */
export function NotFound({ title, text, action }: NotFoundProps = {}) {
  const { t, ready } = useTranslation();
  const { pathname } = useLocation();
  const sigla = useStore($institution)?.sigla;
  const heading = title ?? t('common.notFoundTitle');
  // The tab says so too ("Página não encontrada | Catálogo online UFX"), not the site's name alone (WCAG 2.4.2).
  useDocumentTitle(ready ? `${heading} | ${[t('common.catalogueName'), sigla].filter(Boolean).join(' ')}` : null);
  return (
    <section className="estante-status estante-status--info" aria-labelledby="estante-not-found">
      <div className="estante-status__title">
        <h1 id="estante-not-found">{heading}</h1>
      </div>
      <p className="estante-status__text">{text ?? t('common.notFoundText', { path: pathname })}</p>
      <div className="estante-status__action">
        {/* The site's root by default, the shell's: not any remote's page. */}
        <Link to={action?.to ?? '/'}>{action?.label ?? t('common.backHome')}</Link>
      </div>
    </section>
  );
}
