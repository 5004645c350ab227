import type { Reserva } from '@estante/api-contract';
import { Link, useRouteRef } from '@estante/federation/router';
import { useTranslation } from '@estante/i18n';
import { DataTable, type Column } from '@estante/ui/table';
import { formatDay } from '@estante/i18n/format';
import { NS_HOLDS } from './strings';
import { titleLink } from '../../refs';

/** Cancelled and fulfilled holds: when placed, released, cancelled and why. */
export function PastHolds({ holds, loading }: { readonly holds: readonly Reserva[]; readonly loading: boolean }) {
  const { t, i18n } = useTranslation(NS_HOLDS);
  const title = useRouteRef(titleLink);
  const lang = i18n.language;
  /** The situation and the day it came to: cancelled on (with the reason in its own column), or released on. */
  const status = (h: Reserva) => (
    <>
      {h.situacao_descricao}
      {h.data_cancelamento ? (
        <span className="holds-sub">{t('past.cancelledOn', { date: formatDay(h.data_cancelamento, lang) })}</span>
      ) : h.data_liberacao ? (
        <span className="holds-sub">{t('past.releasedOn', { date: formatDay(h.data_liberacao, lang) })}</span>
      ) : null}
    </>
  );
  const columns: Column<Reserva>[] = [
    { key: 'title', header: t('col.title'), rowHeader: true, cell: (h) => <Link className="patron-link" to={title({ codAcervo: h.cod_acervo })}>{h.titulo}</Link> },
    { key: 'status', header: t('col.status'), cell: status },
    { key: 'reason', header: t('col.reason'), cell: (h) => h.motivo_cancelamento_descricao ?? '—' },
    { key: 'library', header: t('col.library'), cell: (h) => h.desc_biblioteca ?? '—' },
    { key: 'placed', header: t('col.placed'), cell: (h) => formatDay(h.data_reserva, lang) },
  ];
  return (
    <section aria-labelledby="holds-past">
      <h2 id="holds-past" className="holds-heading">{t('past.heading')}</h2>
      <DataTable className="holds-table" caption={t('past.caption')} captionHidden columns={columns} rows={holds} rowKey={(h) => h.cod_reserva} loading={loading} empty={t('past.empty')} />
    </section>
  );
}
