import { Link } from '@estante/federation/router';
import { availabilityByLibraryQuery } from '@estante/api-endpoints/title';
import { useQuery } from '@estante/api-client/react';
import type { AcervoBiblioteca } from '@estante/api-contract';
import { useTranslation } from '@estante/i18n';
import { DataTable } from '@estante/ui/table';
import { NS } from '../../strings';
import { titlePath } from '../../refs';

/** Copies on the shelf and in all per library holding the title, each with a link to its copies. */
export function Availability({ cod }: { readonly cod: number }) {
  const { t } = useTranslation(NS);
  const libraries = useQuery(availabilityByLibraryQuery(cod));
  return (
    <DataTable<AcervoBiblioteca>
      caption={t('titleDetail.availability.caption')}
      captionHidden
      className="title-availability"
      rows={libraries.data}
      loading={libraries.isPending}
      error={libraries.error}
      onRetry={libraries.refetch}
      rowKey={(l) => l.cod_biblioteca}
      empty={t('titleDetail.availability.none')}
      columns={[
        { key: 'library', header: t('titleDetail.availability.library'), rowHeader: true, cell: (l) => <>{l.desc_biblioteca}<span className="title-availability__campus">{l.nome_campus}</span></> },
        {
          key: 'available',
          header: t('titleDetail.availability.available'),
          cell: (l) => (
            <span className={l.disponiveis > 0 ? 'is-available' : 'is-unavailable'}>{t('titleDetail.availability.count', { count: l.disponiveis, total: l.total })}</span>
          ),
        },
        {
          key: 'copies',
          header: t('titleDetail.availability.copies'),
          headerHidden: true,
          cell: (l) => (
            <Link to={titlePath(cod, 'exemplares', { biblioteca: l.cod_biblioteca })}>
              {t('titleDetail.availability.seeCopies')}<span className="estante-visually-hidden">: {l.desc_biblioteca}</span>
            </Link>
          ),
        },
      ]}
    />
  );
}
