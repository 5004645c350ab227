import { useState } from 'react';
import type { Permuta } from '@estante/api-contract';
import { cancelExchange, exchangesKey, myExchangesQuery } from '@estante/api-endpoints/patron';
import { useQuery, useQueryClient } from '@estante/api-client/react';
import { useTranslation } from '@estante/i18n';
import { $user, useStore } from '@estante/session';
import { Button } from '@estante/ui/button';
import { DataTable, type Column } from '@estante/ui/table';
import { useDocumentTitle } from '../../blocks/useDocumentTitle';
import { PageLoading } from '../../layout/PageLoading';
import { Answer, RequestStatus } from './RequestStatus';
import { CancelButton } from './CancelButton';
import { ExchangeForm } from './ExchangeForm';
import { NS_LIBRARY_REQUESTS } from './strings';
import './library-requests.css';

/**
 * /meupergamum/permuta (issue 26 item 5): the patron offers publications to the library, or looks for
 * publications it offers in exchange, and follows each request — its status and the library's answer;
 * one not answered yet may be cancelled.
 */
export default function ExchangePage() {
  const { t, i18n, ready } = useTranslation(NS_LIBRARY_REQUESTS);
  const lang = i18n.language;
  const user = useStore($user);
  const codPessoa = user?.cod_pessoa ?? 0;
  const [formOpen, setFormOpen] = useState(false);
  const client = useQueryClient();
  useDocumentTitle(ready ? t('exchange.title') : null);
  const list = useQuery({ ...myExchangesQuery(codPessoa, lang), enabled: Boolean(user) });
  if (!ready || !user) return <PageLoading />;
  const refresh = () => void client.invalidateQueries({ queryKey: exchangesKey(codPessoa) });

  const columns: Column<Permuta>[] = [
    {
      key: 'publications',
      header: t('exchange.col.publications'),
      rowHeader: true,
      cell: (p) => (
        <div className="lr-what">
          <span className="lr-what__name">{p.modalidade_descricao}</span>
          <ul className="lr-what__items">
            {p.itens.map((i, n) => (
              <li key={n}>
                {t('exchange.itemLine', { quantidade: i.quantidade, titulo: i.titulo })}
                {[i.autor, i.ano].filter((v) => v !== null).length ? ` — ${[i.autor, i.ano].filter((v) => v !== null).join(', ')}` : ''}
                {i.notas ? ` (${i.notas})` : ''}
              </li>
            ))}
          </ul>
          {p.instituicao ? <span>{t('exchange.institution', { value: p.instituicao })}</span> : null}
          {p.observacoes ? <span className="lr-what__notes">{t('notes', { value: p.observacoes })}</span> : null}
        </div>
      ),
    },
    { key: 'status', header: t('col.status'), cell: (p) => <RequestStatus p={p} lang={lang} /> },
    { key: 'answer', header: t('col.answer'), cell: (p) => <Answer text={p.resposta} /> },
    {
      key: 'actions',
      header: t('col.actions'),
      cardLabel: false,
      cell: (p) => (p.cancelavel ? <CancelButton what={p.itens[0]?.titulo ?? p.modalidade_descricao} cancel={() => cancelExchange(p.cod_pedido)} onDone={refresh} /> : null),
    },
  ];

  return (
    <>
      <h1 id="patron-title" className="patron-title">
        {t('exchange.title')}
      </h1>
      <p className="lr-intro">{t('exchange.intro')}</p>
      <div className="lr-actions">
        <Button type="primary" onClick={() => setFormOpen(true)}>
          {t('exchange.new')}
        </Button>
      </div>
      <DataTable
        className="lr-table"
        caption={t('exchange.caption')}
        columns={columns}
        rows={list.data}
        rowKey={(p) => p.cod_pedido}
        loading={list.isPending}
        error={list.error}
        onRetry={list.refetch}
        empty={t('exchange.empty')}
      />
      <ExchangeForm open={formOpen} onClose={() => setFormOpen(false)} onSent={refresh} />
    </>
  );
}
