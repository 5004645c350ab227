import { Suspense, useId, useRef, useState } from 'react';
import type { FormatoReferencia } from '@estante/api-contract';
import { titleReferenceQuery } from '@estante/api-endpoints/title';
import { useQuery } from '@estante/api-client/react';
import { useSearchParams, lazyComponent } from '@estante/federation/router';
import { useTranslation } from '@estante/i18n';
import { Button } from '@estante/ui/button';
import { SafeHtml } from '@estante/ui/html';
import { notify } from '@estante/ui/notify';
import { Select } from '@estante/ui/select';
import { useTitle } from '../record/useTitle';
import { ViewLoading } from '../record/ViewLoading';
import { QueryFailed } from '../record/QueryFailed';
import { saveFile } from '@estante/ui/document';
import { copyText, selectText } from './files';
import { FORMATS, formatOf, isStyle, referenceFile } from './rules';
import { NS_REFERENCE } from './strings';
import './reference.css';

/** The catalogue card, fetched when its disclosure is first opened (the view's own chunk stays as it was). */
const CatalogueCard = lazyComponent('title-detail/catalogue-card', () => import('../catalogue-card/CatalogueCard'));

/** /acervo/{cod}/referencia: the reference in ABNT, APA, RIS or BibTeX (`?formato=`), to copy or download. */
export default function ReferenceView() {
  const { t, i18n, ready } = useTranslation(NS_REFERENCE);
  const { cod, query: title } = useTitle();
  const [params, setParams] = useSearchParams();
  const formato = formatOf(params.get('formato'));
  const query = useQuery({ ...titleReferenceQuery(cod ?? 0, formato, i18n.language), enabled: cod !== null });
  const textRef = useRef<HTMLDivElement & HTMLPreElement>(null);
  const selectId = useId();
  const textId = useId();
  const [cardOpen, setCardOpen] = useState(false);

  if (ready && query.isError) return <QueryFailed what={t('error')} error={query.error} onRetry={() => void query.refetch()} />;
  if (!ready) return <ViewLoading />;

  const choose = (next: FormatoReferencia) =>
    setParams((p) => {
      const out = new URLSearchParams(p);
      if (next === 'abnt') out.delete('formato');
      else out.set('formato', next);
      return out;
    });
  const ref = query.data;
  const label = t(`formats.${formato}`);

  const copy = async () => {
    if (!ref) return;
    if (await copyText(ref.referencia)) notify.success(t('copied'));
    else {
      if (textRef.current) selectText(textRef.current);
      notify.warning(t('copyFailed'));
    }
  };
  const download = () => {
    if (!ref || !title.data) return;
    const file = referenceFile(title.data.obra, title.data.cod_acervo, formato, ref);
    saveFile(new Blob([ref.referencia], { type: file.type }), file.name);
    notify.success(t('downloaded', { arquivo: file.name }));
  };

  return (
    <section className="reference" aria-labelledby="reference-heading">
      <h2 id="reference-heading">{t('heading')}</h2>
      <p>{t('intro')}</p>
      <p className="reference__format">
        <label htmlFor={selectId}>{t('format')}</label>
        <Select id={selectId} value={formato} onChange={choose} options={FORMATS.map((f) => ({ value: f, label: t(`formats.${f}`) }))} />
      </p>
      {ref && ref.formato.toLowerCase() === formato ? (
        <>
          <h3 id={textId} className="estante-visually-hidden">{t('textLabel', { formato: label })}</h3>
          {isStyle(formato) ? (
            <div ref={textRef} className="reference__text" role="region" aria-labelledby={textId} lang={formato === 'abnt' ? 'pt-BR' : undefined}>
              <SafeHtml html={ref.html} placeholder={ref.referencia} />
            </div>
          ) : (
            <pre ref={textRef} className="reference__file" tabIndex={0} aria-labelledby={textId}>{ref.referencia}</pre>
          )}
          <p className="reference__actions">
            <Button onClick={() => void copy()}>{t('copy')}</Button>
            <Button onClick={download} disabled={!title.data}>{t('download')}</Button>
          </p>
        </>
      ) : (
        <ViewLoading />
      )}
      {cod !== null ? (
        <details className="reference__card" open={cardOpen} onToggle={(e) => setCardOpen(e.currentTarget.open)}>
          <summary>{t('card')}</summary>
          {cardOpen ? (
            <Suspense fallback={<ViewLoading />}>
              <CatalogueCard cod={cod} />
            </Suspense>
          ) : null}
        </details>
      ) : null}
    </section>
  );
}
