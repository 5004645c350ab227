import { collectionTotalsQuery } from '@estante/api-endpoints/institution';
import { useQuery } from '@estante/api-client/react';
import { useTranslation } from '@estante/i18n';
import { localeOf } from '@estante/i18n/format';
import { $institution, useStore } from '@estante/session';
import { Button } from '@estante/ui/button';
import { useDocumentTitle } from '@estante/ui/document';
import { Alert } from '@estante/ui/feedback';
import { LoadingIndicator } from '@estante/ui/loading';
import { NS_TOTALS } from './strings';
import { TotalsTable } from './TotalsTable';
import './collection-totals.css';

/**
 * `/totais-acervo` (public): the library's collection counted from the catalogue's records and
 * copies (GET /api/acervo/totais) — in total, by library, by type of work and by knowledge area,
 * each a table with a bar of its share of the titles.
 */
export default function CollectionTotalsPage() {
  const { t, i18n, ready } = useTranslation(NS_TOTALS);
  const sigla = useStore($institution)?.sigla;
  useDocumentTitle(ready ? [t('title'), [t('catalogue'), sigla].filter(Boolean).join(' ')].join(' | ') : null);
  const totals = useQuery(collectionTotalsQuery(i18n.language));
  if (!ready) return <LoadingIndicator label="…" />;
  const count = new Intl.NumberFormat(localeOf(i18n.language));
  const d = totals.data;
  return (
    <div className="collection-totals">
      <h1>{t('title')}</h1>
      <p className="collection-totals__intro">{t('intro')}</p>
      {totals.isPending ? <LoadingIndicator label={t('loading')} /> : null}
      {totals.isError ? (
        <Alert
          type="error"
          showIcon
          role="alert"
          title={t('loadFailed')}
          action={
            <Button size="small" onClick={() => void totals.refetch()}>
              {t('retry')}
            </Button>
          }
        />
      ) : null}
      {d ? (
        <>
          <p className="collection-totals__summary">{t('summary', { titles: count.format(d.titulos), copies: count.format(d.exemplares) })}</p>
          <TotalsTable id="totals-library" heading={t('byLibrary')} name={t('library')} rows={d.porBiblioteca} allTitles={d.titulos} />
          <TotalsTable id="totals-type" heading={t('byType')} name={t('type')} rows={d.porTipoObra} allTitles={d.titulos} />
          <TotalsTable id="totals-area" heading={t('byArea')} name={t('area')} rows={d.porArea} allTitles={d.titulos} />
          <p className="collection-totals__note">{t('areaNote')}</p>
        </>
      ) : null}
    </div>
  );
}
