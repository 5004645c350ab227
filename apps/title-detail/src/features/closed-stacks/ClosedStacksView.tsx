import { useState } from 'react';
import type { ExemplarFechado, Solicitacao } from '@estante/api-contract';
import { closedStacksQuery } from '@estante/api-endpoints/title';
import { useQuery } from '@estante/api-client/react';
import { useTranslation } from '@estante/i18n';
import { dataLabel } from '@estante/i18n/labels';
import { formatDay } from '@estante/i18n/format';
import { $user, useStore } from '@estante/session';
import { Button } from '@estante/ui/button';
import { Alert } from '@estante/ui/feedback';
import { DataTable, type Column } from '@estante/ui/table';
import { QueryFailed } from '../record/QueryFailed';
import { useTitle } from '../record/useTitle';
import { ViewLoading } from '../record/ViewLoading';
import { MyRequests } from '../request/MyRequests';
import { ClosedStacksDialog } from './ClosedStacksDialog';
import { copyParts } from './rules';
import { NS_CLOSED } from './strings';
import './closed-stacks.css';

/**
 * /acervo/{cod}/acervo-fechado (SPEC.md §2): the title's copies kept in the closed stacks
 * ('Reserva técnica') with their library, location and status; a patron asks for one to be brought
 * to a desk of its campus (a visitor is asked to sign in, what was typed kept). A title without
 * such copies says so plainly.
 */
export default function ClosedStacksView() {
  const { t, ready, i18n } = useTranslation(NS_CLOSED);
  const { cod } = useTitle();
  const user = useStore($user);
  const copies = useQuery({ ...closedStacksQuery(cod ?? 0, i18n.language), enabled: cod !== null });
  const [asking, setAsking] = useState<ExemplarFechado | null>(null);
  const [sent, setSent] = useState<Solicitacao | null>(null);
  if (!ready || cod === null) return <ViewLoading />;

  const columns: Column<ExemplarFechado>[] = [
    { key: 'library', header: t('columns.library'), rowHeader: true, cell: (c) => c.desc_biblioteca },
    { key: 'location', header: t('columns.location'), cell: (c) => c.localizacao },
    { key: 'copy', header: t('columns.copy'), cell: (c) => copyParts(c) ?? '—' },
    { key: 'material', header: t('columns.material'), cell: (c) => dataLabel(i18n, c.material, 'materials') },
    {
      key: 'status',
      header: t('columns.status'),
      cell: (c) => (c.data_devolucao_prevista ? `${c.situacao_descricao} · ${t('returns', { date: formatDay(c.data_devolucao_prevista, i18n.language) })}` : c.situacao_descricao),
    },
    {
      key: 'actions',
      header: t('columns.actions'),
      headerHidden: true,
      cell: (c) =>
        c.solicitavel ? (
          <Button aria-label={t('askNamed', { cod: c.cod_exemplar, library: c.desc_biblioteca })} onClick={() => setAsking(c)}>
            {t('ask')}
          </Button>
        ) : (
          t('notNow')
        ),
    },
  ];

  return (
    <section className="title-closed" aria-labelledby="closed-heading">
      <h2 id="closed-heading">{t('heading')}</h2>
      {copies.isError ? <QueryFailed what={t('loadFailed')} error={copies.error} onRetry={copies.refetch} /> : null}
      {!copies.data && !copies.isError ? <ViewLoading /> : null}
      {copies.data && copies.data.exemplares.length === 0 ? <Alert type="info" showIcon role="status" message={t('none')} /> : null}
      {copies.data && copies.data.exemplares.length > 0 ? (
        <>
          <p>{t('intro')}</p>
          {sent ? <Alert type="success" showIcon role="status" className="title-closed__sent" message={sent.tipo_descricao} description={`${sent.situacao_descricao} · ${sent.desc_biblioteca}`} /> : null}
          <DataTable caption={t('caption')} columns={columns} rows={copies.data.exemplares} rowKey={(c) => c.cod_exemplar} empty={t('none')} />
          {asking ? (
            <ClosedStacksDialog
              copy={asking}
              codPessoa={user?.cod_pessoa ?? null}
              onClose={() => setAsking(null)}
              onSent={(s) => {
                setSent(s);
                setAsking(null);
              }}
            />
          ) : null}
        </>
      ) : null}
      {user ? <MyRequests cod={cod} codPessoa={user.cod_pessoa} /> : null}
    </section>
  );
}
