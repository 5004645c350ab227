import { useState } from 'react';
import { catalogueCardPdf, catalogueCardQuery } from '@estante/api-endpoints/patron';
import { errorMessageKey, toApiError } from '@estante/api-client';
import { useQuery } from '@estante/api-client/react';
import { messageText, useTranslation } from '@estante/i18n';
import { Button } from '@estante/ui/button';
import { saveFile } from '@estante/ui/document';
import { Alert } from '@estante/ui/feedback';
import { LoadingIndicator } from '@estante/ui/loading';
import { notify } from '@estante/ui/notify';
import { NS_CATALOGUE_CARD } from './strings';

/**
 * One title's catalogue card: the paragraphs the server built from the MARC record (the ones its
 * PDF prints), the call number in the left margin, a vernacular line (880) in its script and
 * direction. Printing puts only the card on paper (catalogue-card.css); the PDF is the server's.
 */
export function CardView({ cod }: { readonly cod: number }) {
  const { t, i18n } = useTranslation(NS_CATALOGUE_CARD);
  const { t: tc } = useTranslation();
  const query = useQuery(catalogueCardQuery(cod, i18n.language));
  const [busy, setBusy] = useState(false);
  const card = query.data;

  if (query.isError) {
    const key = errorMessageKey(toApiError(query.error));
    return (
      <Alert
        type="error"
        showIcon
        role="alert"
        title={t('card.error')}
        description={key ? messageText(t, key) : undefined}
        action={<Button onClick={() => void query.refetch()}>{tc('common.retry')}</Button>}
      />
    );
  }
  if (!card) return <LoadingIndicator label={t('card.label', { obra: '…' })} />;

  const download = async () => {
    if (busy) return;
    setBusy(true);
    const name = `ficha-${cod}.pdf`;
    try {
      saveFile(await catalogueCardPdf(cod), name);
      notify.success(t('card.downloaded', { arquivo: name }));
    } catch (error) {
      const key = errorMessageKey(toApiError(error));
      notify.error({ title: t('card.pdfFailed'), description: key ? messageText(t, key) : undefined });
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <figure className="catalogue-card" aria-label={t('card.label', { obra: card.obra })}>
        <div className="catalogue-card__call">
          {card.chamada_linhas.length ? (
            <>
              <span className="estante-visually-hidden">{t('card.callNumber')}: </span>
              {card.chamada_linhas.map((line, i) => (
                <span key={i}>{line}</span>
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
      <p className="catalogue-card-page__hint">{t('card.printHint')}</p>
      <p className="catalogue-card-page__actions">
        <Button onClick={() => window.print()}>{t('card.print')}</Button>
        <Button onClick={() => void download()} loading={busy} disabled={busy}>
          {t('card.pdf')}
        </Button>
      </p>
    </>
  );
}
