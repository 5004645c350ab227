import { useEffect } from 'react';
import { useTranslation } from '@estante/i18n';
import { NS } from '../strings';

/** Sets the document's title for a page of the personal area ("Reservas | Meu Pergamum"); puts the previous one back on leaving. */
export function useDocumentTitle(page: string | null) {
  const { t, ready } = useTranslation(NS);
  const text = page && ready ? `${page} | ${t('patron.title')}` : null;
  useEffect(() => {
    if (text === null) return undefined;
    const before = document.title;
    document.title = text;
    return () => {
      document.title = before;
    };
  }, [text]);
}
