import { useSearchParams } from '@estante/federation/router';
import { titleStatisticsQuery, titleStatisticsYearsQuery } from '@estante/api-endpoints/title';
import { useQuery } from '@estante/api-client/react';
import { useTranslation } from '@estante/i18n';
import { Alert } from '@estante/ui/feedback';
import { Select } from '@estante/ui/select';
import { DataTable, type Column } from '@estante/ui/table';
import { useTitle } from '../record/useTitle';
import { ViewLoading } from '../record/ViewLoading';
import { monthName } from '../kardex/period';
import { QueryFailed } from '../record/QueryFailed';
import { chosenYear } from './chart';
import { MonthlyChart } from './MonthlyChart';
import { NS_STATISTICS } from './strings';
import './statistics.css';

interface Row {
  readonly key: string;
  readonly label: string;
  readonly emprestimos: number;
  readonly reservas: number;
}

/** /acervo/{cod}/dados-estatisticos[?ano=]: the years with activity, then loans and holds per month as a chart and a table. */
export default function StatisticsView() {
  const { t, i18n, ready } = useTranslation(NS_STATISTICS);
  const { cod } = useTitle();
  const [params, setParams] = useSearchParams();
  const years = useQuery({ ...titleStatisticsYearsQuery(cod ?? 0), enabled: cod !== null });
  const list = years.data?.map((y) => y.ano) ?? [];
  const ano = chosenYear(params.get('ano'), list);
  const data = useQuery({ ...titleStatisticsQuery(cod ?? 0, ano ?? 0), enabled: cod !== null && ano !== null });
  if (ready && years.isError) return <QueryFailed what={t('error')} error={years.error} onRetry={() => void years.refetch()} />;
  if (!ready || !years.data) return <ViewLoading />;
  const lang = i18n.language;
  const heading = <h2 id="statistics-heading">{t('heading')}</h2>;
  if (ano === null) {
    return (
      <section className="statistics" aria-labelledby="statistics-heading">
        {heading}
        <Alert type="info" showIcon message={t('none')} />
      </section>
    );
  }
  const options = (list.includes(ano) ? list : [ano, ...list].sort((a, b) => b - a)).map((y) => ({ value: String(y), label: String(y) }));
  const rows: Row[] | undefined = data.data
    ? [
        ...data.data.meses.map((m) => ({ key: String(m.mes), label: monthName(lang, m.mes, 'long', true), emprestimos: m.emprestimos, reservas: m.reservas })),
        { key: 'total', label: t('total'), emprestimos: data.data.emprestimos, reservas: data.data.reservas },
      ]
    : undefined;
  const columns: readonly Column<Row>[] = [
    { key: 'month', header: t('month'), rowHeader: true, cell: (r) => r.label },
    { key: 'loans', header: t('loans'), align: 'end', cell: (r) => r.emprestimos.toLocaleString(lang) },
    { key: 'holds', header: t('holds'), align: 'end', cell: (r) => r.reservas.toLocaleString(lang) },
  ];
  return (
    <section className="statistics" aria-labelledby="statistics-heading">
      {heading}
      <p>{t('intro')}</p>
      <div className="statistics__year">
        <label htmlFor="statistics-year">{t('year')}</label>
        <Select id="statistics-year" value={String(ano)} options={options} onChange={(v) => setParams((p) => { p.set('ano', v); return p; })} />
      </div>
      {data.isError ? <QueryFailed what={t('error')} error={data.error} onRetry={() => void data.refetch()} /> : null}
      {data.data && data.data.emprestimos + data.data.reservas === 0 ? <Alert type="info" showIcon message={t('noneInYear', { ano })} /> : null}
      <div className="statistics__body">
        {data.data ? (
          <MonthlyChart
            data={data.data}
            lang={lang}
            loans={t('loans')}
            holds={t('holds')}
            label={t('chartLabel', { ano, emprestimos: data.data.emprestimos, reservas: data.data.reservas })}
          />
        ) : (
          <ViewLoading />
        )}
        <DataTable caption={t('caption', { ano })} cardsBelow={0} columns={columns} rows={rows} rowKey={(r) => r.key} loading={data.isPending} empty={t('noneInYear', { ano })} />
      </div>
    </section>
  );
}
