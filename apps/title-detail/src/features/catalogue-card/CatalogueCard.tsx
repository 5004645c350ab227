import { useState } from 'react';
import { catalogueCardPdf, catalogueCardQuery } from '@estante/api-endpoints/title';
import { errorMessageKey, toApiError } from '@estante/api-client';
import { useQuery } from '@estante/api-client/react';
import { messageText, useTranslation } from '@estante/i18n';
import { Button } from '@estante/ui/button';
import { saveFile } from '@estante/ui/document';
import { notify } from '@estante/ui/notify';
import { QueryFailed } from '../record/QueryFailed';
import { ViewLoading } from '../record/ViewLoading';
import { NS_CARD } from './strings';
import './catalogue-card.css';

/**
 * The title's catalogue card (issue 26): the card's paragraphs as the server built them from the
 * MARC record (the same the PDF prints), the call number in the left margin, a vernacular line
 * (880) in its script and direction; printing puts only the card on paper (catalogue-card.css);
 * the PDF is the server's.
 */
export default function CatalogueCard({ cod }: { readonly cod: number }) {
  const { t, i18n, ready } = useTranslation(NS_CARD);
  const query = useQuery(catalogueCardQuery(cod, i18n.language));
  const [busy, setBusy] = useState(false);

  if (!ready) return <ViewLoading />;
  if (query.isError) return <QueryFailed what={t('error')} error={query.error} onRetry={() => void query.refetch()} />;
  const card = query.data;
  if (!card) return <ViewLoading />;

  const download = async () => {
    if (busy) return;
    setBusy(true);
    const name = `ficha-${cod}.pdf`;
    try {
      saveFile(await catalogueCardPdf(cod), name);
      notify.success(t('downloaded', { arquivo: name }));
    } catch (error) {
      const key = errorMessageKey(toApiError(error));
      notify.error({ title: t('pdfFailed'), description: key ? messageText(t, key) : undefined });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="catalogue-card-view">
      <p>{t('intro')}</p>
      <figure className="catalogue-card" aria-label={t('label', { obra: card.obra })}>
        <div className="catalogue-card__call">
          {card.chamada_linhas.length ? (
            <>
              <span className="estante-visually-hidden">{t('callNumber')}: </span>
              {card.chamada_linhas.map((line, i) => (
                <span key={i} className="catalogue-card__call-line">
                  {line}
                </span>
              ))}
            </>
          ) : null}
        </div>
        <div className="catalogue-card__body" lang={card.idioma ?? undefined}>
          {card.paragrafos.map((p, i) => (
            <div key={i} className={`catalogue-card__${p.tipo}`}>
              <p dir="auto">{p.texto}</p>
              {p.vernaculo ? (
                <p className="catalogue-card__vernacular" dir={p.vernaculo.direcao} lang={p.vernaculo.idioma ?? undefined}>
                  {p.vernaculo.texto}
                </p>
              ) : null}
            </div>
          ))}
        </div>
      </figure>
      <p className="catalogue-card-view__actions">
        <Button onClick={() => window.print()}>{t('print')}</Button>
        <Button onClick={() => void download()} loading={busy} disabled={busy}>
          {t('pdf')}
        </Button>
      </p>
    </div>
  );
}
