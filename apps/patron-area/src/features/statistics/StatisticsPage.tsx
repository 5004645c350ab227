import { useId } from 'react';
import { myStatisticsQuery } from '@estante/api-endpoints/patron';
import { useQuery } from '@estante/api-client/react';
import { useSearchParams } from '@estante/federation/router';
import { useTranslation } from '@estante/i18n';
import { formatDay, monthName } from '@estante/i18n/format';
import { $user, useStore } from '@estante/session';
import { Alert } from '@estante/ui/feedback';
import { Select } from '@estante/ui/select';
import { DataTable, type Column } from '@estante/ui/table';
import { useDocumentTitle } from '../../blocks/useDocumentTitle';
import { PageLoading } from '../../layout/PageLoading';
import { chosenYear } from './chart';
import { LoansChart } from './LoansChart';
import { NS_STATISTICS } from './strings';
import './statistics.css';

interface MonthRow {
  readonly key: string;
  readonly label: string;
  readonly emprestimos: number;
}

/**
 * /meupergamum/estatisticas (issue 26 item 6): the patron's loans — returned and still open — per
 * year, then per month of the chosen year as a chart with the table beside it (as the title's
 * statistics view), and the subjects of the titles they borrowed most (top 10, with counts).
 */
export default function StatisticsPage() {
  const { t, i18n, ready } = useTranslation(NS_STATISTICS);
  const lang = i18n.language;
  const user = useStore($user);
  const codPessoa = user?.cod_pessoa ?? 0;
  const [params, setParams] = useSearchParams();
  const yearId = useId();
  useDocumentTitle(ready ? t('title') : null);
  const stats = useQuery({ ...myStatisticsQuery(codPessoa), enabled: Boolean(user) });
  if (!ready || !user) return <PageLoading />;
  const data = stats.data;
  const years = data?.anos.map((y) => y.ano) ?? [];
  const ano = chosenYear(params.get('ano'), years);
  const year = data?.anos.find((y) => y.ano === ano);
  const monthRows: MonthRow[] | undefined = year
    ? [...year.meses.map((m) => ({ key: String(m.mes), label: monthName(m.mes, lang).replace(/^\p{L}/u, (c) => c.toLocaleUpperCase(lang)), emprestimos: m.emprestimos })), { key: 'total', label: t('total'), emprestimos: year.total }]
    : undefined;
  const monthColumns: readonly Column<MonthRow>[] = [
    { key: 'month', header: t('month'), rowHeader: true, cell: (r) => r.label },
    { key: 'loans', header: t('loans'), align: 'end', cell: (r) => r.emprestimos.toLocaleString(lang) },
  ];
  const yearColumns: readonly Column<{ ano: number; total: number }>[] = [
    { key: 'year', header: t('year'), rowHeader: true, cell: (y) => String(y.ano) },
    { key: 'loans', header: t('loans'), align: 'end', cell: (y) => y.total.toLocaleString(lang) },
  ];
  const subjectColumns: readonly Column<{ cod_autoridade: number; assunto: string; emprestimos: number }>[] = [
    { key: 'rank', header: t('rank'), align: 'end', cell: (_s, i) => `${i + 1}.` },
    { key: 'subject', header: t('subject'), rowHeader: true, cell: (s) => s.assunto },
    { key: 'loans', header: t('loans'), align: 'end', cell: (s) => s.emprestimos.toLocaleString(lang) },
  ];

  return (
    <>
      <h1 id="patron-title" className="patron-title">
        {t('title')}
      </h1>
      <p className="ps-intro">{t('intro')}</p>
      {data ? (
        <p className="ps-summary">{data.total === 0 ? t('none') : t('summary', { count: data.total, since: formatDay(data.desde, lang) })}</p>
      ) : null}
      {stats.isError ? <Alert type="error" showIcon role="alert" title={t('error')} /> : null}
      {data && data.total > 0 && ano !== null && year ? (
        <>
          <section className="ps-section" aria-labelledby="ps-years">
            <h2 id="ps-years">{t('perYear')}</h2>
            <DataTable className="ps-years" caption={t('yearsCaption')} captionHidden cardsBelow={0} columns={yearColumns} rows={data.anos} rowKey={(y) => y.ano} empty={t('none')} />
          </section>
          <section className="ps-section" aria-labelledby="ps-months">
            <h2 id="ps-months">{t('perMonth')}</h2>
            <div className="ps-year">
              <label htmlFor={yearId}>{t('year')}</label>
              <Select
                id={yearId}
                value={String(ano)}
                options={years.map((y) => ({ value: String(y), label: String(y) }))}
                onChange={(v) =>
                  setParams((p) => {
                    p.set('ano', v);
                    return p;
                  })
                }
              />
            </div>
            <div className="ps-body">
              <LoansChart months={year.meses} lang={lang} label={t('chartLabel', { ano, count: year.total })} />
              <DataTable caption={t('monthsCaption', { ano })} cardsBelow={0} columns={monthColumns} rows={monthRows} rowKey={(r) => r.key} empty={t('none')} />
            </div>
          </section>
          <section className="ps-section" aria-labelledby="ps-subjects">
            <h2 id="ps-subjects">{t('subjects')}</h2>
            <p>{t('subjectsIntro')}</p>
            <DataTable
              className="ps-subjects"
              caption={t('subjectsCaption')}
              captionHidden
              cardsBelow={420}
              columns={subjectColumns}
              rows={data.assuntos}
              rowKey={(s) => s.cod_autoridade}
              empty={t('noSubjects')}
            />
          </section>
        </>
      ) : stats.isPending ? (
        <PageLoading />
      ) : null}
    </>
  );
}
