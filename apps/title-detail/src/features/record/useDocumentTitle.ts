import { useLocation } from '@estante/federation/router';
import { useTranslation } from '@estante/i18n';
import { $institution, useStore } from '@estante/session';
import { useDocumentTitle as useTabTitle } from '@estante/ui/document';
import { NS } from '../../strings';
import { documentTitle, viewOf } from './views';
import { viewLabel } from '../../views';

/** Sets the document's title for the title and each sub-view ("<title> — <sub-view> | <catalogue>"); puts the previous one back on leaving. */
export function useDocumentTitle(obra: string | undefined) {
  const { t } = useTranslation(NS);
  const view = viewOf(useLocation().pathname);
  const sigla = useStore($institution)?.sigla;
  const text = obra ? documentTitle(obra, view ? t(viewLabel(view)) : null, [t('titleDetail.catalogueName'), sigla].filter(Boolean).join(' ')) : null;
  useTabTitle(text);
}
