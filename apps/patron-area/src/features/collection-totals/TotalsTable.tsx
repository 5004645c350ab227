import type { TotalAcervoLinha } from '@estante/api-contract';
import { useTranslation } from '@estante/i18n';
import { localeOf } from '@estante/i18n/format';
import { DataTable, type Column } from '@estante/ui/table';
import { NS_COLLECTION_TOTALS } from './strings';

interface Props {
  /** The table's heading (an h2), also its caption for screen readers. */
  readonly heading: string;
  /** The first column's header: library, type of work or area. */
  readonly name: string;
  readonly rows: readonly TotalAcervoLinha[];
  /** The collection's titles: each row's share of them is its bar. */
  readonly allTitles: number;
  readonly id: string;
}

/** One breakdown of the totals: a row per library, type or area, its titles and copies, and a bar of its share of the titles. */
export function TotalsTable({ heading, name, rows, allTitles, id }: Props) {
  const { t, i18n } = useTranslation(NS_COLLECTION_TOTALS);
  const locale = localeOf(i18n.language);
  const count = new Intl.NumberFormat(locale);
  const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 });
  const share = (r: TotalAcervoLinha) => (allTitles > 0 ? r.titulos / allTitles : 0);
  const columns: Column<TotalAcervoLinha>[] = [
    { key: 'name', header: name, rowHeader: true, cell: (r) => r.descricao },
    { key: 'titles', header: t('titles'), align: 'end', cell: (r) => count.format(r.titulos) },
    { key: 'copies', header: t('copies'), align: 'end', cell: (r) => count.format(r.exemplares) },
    {
      key: 'share',
      header: t('share'),
      cell: (r) => (
        <span className="collection-totals__share">
          <span className="collection-totals__bar" aria-hidden="true">
            <span style={{ inlineSize: `${(share(r) * 100).toFixed(2)}%` }} />
          </span>
          <span>{percent.format(share(r))}</span>
        </span>
      ),
    },
  ];
  return (
    <section className="collection-totals__section" aria-labelledby={id}>
      <h2 id={id}>{heading}</h2>
      <DataTable
        className="collection-totals__table"
        caption={heading}
        captionHidden
        columns={columns}
        rows={rows}
        rowKey={(r) => r.codigo}
        empty={t('none')}
        // Short columns fit a phone as a table (the share column gives way there, see the CSS): a
        // card per row would make the area list many screens long.
        cardsBelow={0}
      />
    </section>
  );
}
