import * as api from '@estante/api-endpoints/catalogue';
import { useQuery } from '@estante/api-client/react';
import { useTranslation } from '@estante/i18n';
import { DataTable, type Column } from '@estante/ui/table';
import { marcFields, type MarcDisplayField } from './marcDisplay';

/** An authority's MARC record, one row per field (`/autoridade/{cod}/marc`). */
export function AuthorityMarc({ cod, hasMarc }: { readonly cod: number; readonly hasMarc: boolean }) {
  const { t } = useTranslation('catalogue');
  const rows = useQuery({ ...api.authorityMarcQuery(cod), enabled: hasMarc });
  if (!hasMarc) return <p>{t('authority.noMarc')}</p>;
  const columns: readonly Column<MarcDisplayField>[] = [
    { key: 'tag', header: t('authority.marcTag'), rowHeader: true, cell: (f) => (f.tag === '000' ? 'LDR' : f.tag) },
    { key: 'ind', header: t('authority.marcIndicators'), cell: (f) => <span className="catalogue-authority__ind">{f.indicators}</span> },
    {
      key: 'content',
      header: t('authority.marcContent'),
      cell: (f) => (
        <span className="catalogue-authority__content" lang="und">
          {f.fixed !== null
            ? f.fixed
            : f.subfields.map((s, j) => (
                <span key={j}>
                  <b className="catalogue-authority__code">${s.code}</b> {s.value}{' '}
                </span>
              ))}
        </span>
      ),
    },
  ];
  return (
    <DataTable
      className="catalogue-authority__marc"
      caption={t('authority.marcCaption')}
      columns={columns}
      rows={rows.data ? marcFields(rows.data) : undefined}
      rowKey={(f) => f.key}
      loading={rows.isPending}
      error={rows.error}
      onRetry={rows.refetch}
      empty={t('authority.noMarc')}
    />
  );
}
