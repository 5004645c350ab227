import type { Fasciculo } from '@estante/api-contract';
import { titleKardexQuery } from '@estante/api-endpoints/title';
import { useQuery } from '@estante/api-client/react';
import { useTranslation } from '@estante/i18n';
import { formatDay } from '@estante/i18n/format';
import { Alert } from '@estante/ui/feedback';
import { DataTable, type Column } from '@estante/ui/table';
import { useTitle } from '../record/useTitle';
import { ViewLoading } from '../record/ViewLoading';
import { periodLabel } from './period';
import { QueryFailed } from '../record/QueryFailed';
import { NS_KARDEX } from './strings';
import './kardex.css';

/** /acervo/{cod}/colecao-kardex: a serial's issues by year, each year a table (period, volume, number, library, dates, status). */
export default function KardexView() {
  const { t, i18n, ready } = useTranslation(NS_KARDEX);
  const { cod } = useTitle();
  const query = useQuery({ ...titleKardexQuery(cod ?? 0), enabled: cod !== null });
  if (ready && query.isError) return <QueryFailed what={t('error')} error={query.error} onRetry={() => void query.refetch()} />;
  if (!ready || !query.data) return <ViewLoading />;
  const lang = i18n.language;
  const { periodico, anos } = query.data;
  const none = t('none');
  const columns: readonly Column<Fasciculo>[] = [
    { key: 'period', header: t('columns.period'), rowHeader: true, cell: (f) => periodLabel(lang, f.mes, f.mes_final) ?? t('yearly') },
    { key: 'volume', header: t('columns.volume'), align: 'end', cell: (f) => f.volume ?? none },
    { key: 'number', header: t('columns.number'), align: 'end', cell: (f) => f.numero ?? none },
    { key: 'library', header: t('columns.library'), cell: (f) => f.desc_biblioteca },
    { key: 'due', header: t('columns.due'), cell: (f) => formatDay(f.data_prevista, lang) },
    { key: 'arrived', header: t('columns.arrived'), cell: (f) => (f.data_chegada ? formatDay(f.data_chegada, lang) : none) },
    { key: 'status', header: t('columns.status'), cell: (f) => <span className={`kardex-status kardex-status--${f.situacao}`}>{f.desc_situacao}</span> },
  ];
  return (
    <section className="kardex" aria-labelledby="kardex-heading">
      <h2 id="kardex-heading">{t('heading')}</h2>
      {anos.length === 0 ? (
        <Alert type="info" showIcon message={periodico ? t('noIssues') : t('notSerial')} />
      ) : (
        <>
          <p>{t('intro')}</p>
          {anos.map((year) => (
            <section key={year.ano} className="kardex-year" aria-labelledby={`kardex-${year.ano}`}>
              <h3 id={`kardex-${year.ano}`}>{year.ano}</h3>
              <p className="kardex-year__summary">
                {t('yearSummary', { count: year.total, recebidos: year.recebidos, atrasados: year.atrasados, faltantes: year.faltantes })}
              </p>
              <DataTable
                caption={t('caption', { ano: year.ano })}
                captionHidden
                columns={columns}
                rows={year.fasciculos}
                rowKey={(f) => f.cod_fasciculo}
                empty={t('noIssues')}
              />
            </section>
          ))}
        </>
      )}
    </section>
  );
}
