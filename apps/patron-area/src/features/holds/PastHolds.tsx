import type { Reserva } from '@estante/api-contract';
import { routes } from '@estante/federation';
import { Link } from '@estante/federation/router';
import { useTranslation } from '@estante/i18n';
import { DataTable, type Column } from '@estante/ui/table';
import { formatDay } from '../../format';
import { NS_HOLDS } from './strings';

/** Cancelled and fulfilled holds: when placed, released, cancelled and why. */
export function PastHolds({ holds, loading }: { readonly holds: readonly Reserva[]; readonly loading: boolean }) {
  const { t, i18n } = useTranslation(NS_HOLDS);
  const lang = i18n.language;
  const columns: Column<Reserva>[] = [
    { key: 'title', header: t('col.title'), rowHeader: true, cell: (h) => <Link className="patron-link" to={routes.title(h.cod_acervo)}>{h.titulo}</Link> },
    { key: 'status', header: t('col.status'), cell: (h) => h.situacao_descricao },
    { key: 'library', header: t('col.library'), cell: (h) => h.desc_biblioteca ?? '—' },
    { key: 'placed', header: t('col.placed'), cell: (h) => formatDay(h.data_reserva, lang) },
    { key: 'released', header: t('col.released'), cell: (h) => formatDay(h.data_liberacao, lang) },
    { key: 'cancelled', header: t('col.cancelled'), cell: (h) => formatDay(h.data_cancelamento, lang) },
    { key: 'reason', header: t('col.reason'), cell: (h) => h.motivo_cancelamento ?? '—' },
  ];
  return (
    <section aria-labelledby="holds-past">
      <h2 id="holds-past" className="holds-heading">{t('past.heading')}</h2>
      <DataTable caption={t('past.caption')} captionHidden columns={columns} rows={holds} rowKey={(h) => h.cod_reserva} loading={loading} empty={t('past.empty')} />
    </section>
  );
}
