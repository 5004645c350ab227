import { collectionTotalsQuery } from '@estante/api-endpoints/institution';
import { useQuery } from '@estante/api-client/react';
import { useTranslation } from '@estante/i18n';
import { localeOf } from '@estante/i18n/format';
import { Button } from '@estante/ui/button';
import { Alert } from '@estante/ui/feedback';
import { useDocumentTitle } from '../../blocks/useDocumentTitle';
import { PageLoading } from '../../layout/PageLoading';
import { NS_COLLECTION_TOTALS } from './strings';
import { TotalsTable } from './TotalsTable';
import './collection-totals.css';

/**
 * `/meupergamum/totais-acervo` (activity 5733): the library's collection counted from the
 * catalogue's records and copies (GET /api/acervo/totais, the same public counts as the
 * catalogue's /totais-acervo) — in total, by library, by type of work and by knowledge area.
 */
export default function CollectionTotalsPage() {
  const { t, i18n, ready } = useTranslation(NS_COLLECTION_TOTALS);
  useDocumentTitle(ready ? t('title') : null);
  const totals = useQuery(collectionTotalsQuery(i18n.language));
  if (!ready) return <PageLoading />;
  const count = new Intl.NumberFormat(localeOf(i18n.language));
  const d = totals.data;
  return (
    <div className="collection-totals">
      <h1 id="patron-title" className="patron-title">
        {t('title')}
      </h1>
      <p className="collection-totals__intro">{t('intro')}</p>
      {totals.isPending ? <PageLoading /> : null}
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
