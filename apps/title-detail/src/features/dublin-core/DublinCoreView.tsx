import type { DublinCoreElemento } from '@estante/api-contract';
import { titleDublinCoreQuery } from '@estante/api-endpoints/title';
import { useQuery } from '@estante/api-client/react';
import { useTranslation } from '@estante/i18n';
import { DataTable, type Column } from '@estante/ui/table';
import { useTitle } from '../record/useTitle';
import { ViewLoading } from '../record/ViewLoading';
import { QueryFailed } from '../record/QueryFailed';
import { FileButton } from '../reference/FileButton';
import { dcFileName, elementOf, isWebAddress } from './rules';
import { NS_DUBLIN_CORE } from './strings';

/** /acervo/{cod}/dublin-core: the Dublin Core elements (element, value) and their oai_dc file. */
export default function DublinCoreView() {
  const { t, ready } = useTranslation(NS_DUBLIN_CORE);
  const { cod } = useTitle();
  const query = useQuery({ ...titleDublinCoreQuery(cod ?? 0), enabled: cod !== null });
  if (ready && query.isError) return <QueryFailed what={t('error')} error={query.error} onRetry={() => void query.refetch()} />;
  if (!ready || !query.data || cod === null) return <ViewLoading />;
  const columns: readonly Column<DublinCoreElemento>[] = [
    {
      key: 'element',
      header: t('element'),
      rowHeader: true,
      cell: (e) => {
        const name = elementOf(e.elemento);
        return name ? <>{t(`elements.${name}`)} <code>{e.elemento}</code></> : <code>{e.elemento}</code>;
      },
    },
    { key: 'value', header: t('value'), cell: (e) => (e.elemento === 'dc.identifier' && isWebAddress(e.valor) ? <a href={e.valor} rel="noopener noreferrer" target="_blank">{e.valor}</a> : e.valor) },
  ];
  return (
    <section className="dublin-core" aria-labelledby="dublin-core-heading">
      <h2 id="dublin-core-heading">{t('heading')}</h2>
      <p>{t('intro')}</p>
      <p>
        <FileButton file="titleDublinCoreXml" cod={cod} name={dcFileName(cod)} done={(arquivo) => t('downloaded', { arquivo })} failed={t('downloadFailed')}>
          {t('download')}
        </FileButton>
      </p>
      <DataTable caption={t('caption')} captionHidden columns={columns} rows={query.data} rowKey={(e) => `${e.elemento}\u0000${e.valor}`} empty={t('empty')} />
    </section>
  );
}
