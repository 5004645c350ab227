import type { Debito } from '@estante/api-contract';
import { useTranslation } from '@estante/i18n';
import { DataTable, type Column } from '@estante/ui/table';
import { formatDay } from '@estante/i18n/format';
import { formatMoney } from '../../format';
import { NS_DEBTS } from './strings';

interface Props {
  readonly debts: readonly Debito[] | undefined;
  readonly loading: boolean;
  readonly error: unknown;
  readonly onRetry: () => void;
}

/** Every debt: reason, title, date, amount, discount, paid, balance, payment date and library (reais "R$ 5,00" in every language). */
export function DebtsTable({ debts, loading, error, onRetry }: Props) {
  const { t, i18n } = useTranslation(NS_DEBTS);
  const day = (d: string | null) => formatDay(d, i18n.language);
  const money = (v: string) => <span className="debts-nowrap">{formatMoney(v)}</span>;
  const columns: Column<Debito>[] = [
    { key: 'reason', header: t('col.reason'), rowHeader: true, cell: (d) => d.motivo },
    { key: 'title', header: t('col.title'), cell: (d) => d.titulo ?? '—' },
    { key: 'date', header: t('col.date'), cell: (d) => day(d.dataDebito) },
    { key: 'amount', header: t('col.amount'), align: 'end', cell: (d) => money(d.valor) },
    { key: 'discount', header: t('col.discount'), align: 'end', cell: (d) => money(d.desconto) },
    { key: 'paid', header: t('col.paid'), align: 'end', cell: (d) => money(d.valorPago) },
    {
      key: 'balance',
      header: t('col.balance'),
      align: 'end',
      cell: (d) => (d.pendente ? <strong className="debts-open debts-nowrap">{formatMoney(d.saldo)}</strong> : <span>{t('paid')}</span>),
    },
    { key: 'paymentDate', header: t('col.paymentDate'), cell: (d) => day(d.dataPagamento) },
    { key: 'library', header: t('col.library'), cell: (d) => d.biblioteca ?? '—' },
  ];
  return <DataTable className="debts-table" caption={t('caption')} captionHidden columns={columns} rows={debts} rowKey={(d) => d.codDebito} loading={loading} error={error} onRetry={onRetry} empty={t('none')} />;
}
