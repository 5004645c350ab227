import { useTranslation } from '@estante/i18n';
import { useDocumentTitle as useTabTitle } from '@estante/ui/document';
import { NS } from '../strings';

/** Names the tab for a page of the personal area ("Reservas | Meu Pergamum"); the previous name comes back on leaving. */
export function useDocumentTitle(page: string | null) {
  const { t, ready } = useTranslation(NS);
  useTabTitle(page && ready ? `${page} | ${t('patron.title')}` : null);
}
