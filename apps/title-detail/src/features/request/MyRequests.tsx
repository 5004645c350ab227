import type { Solicitacao } from '@estante/api-contract';
import { cancelRequest, myRequestsQuery, requestsKey } from '@estante/api-endpoints/title';
import { errorMessageKey, toApiError } from '@estante/api-client';
import { useMutation, useQuery, useQueryClient } from '@estante/api-client/react';
import { messageText, useTranslation } from '@estante/i18n';
import { formatDay } from '@estante/i18n/format';
import { Button } from '@estante/ui/button';
import { useConfirm } from '@estante/ui/confirm';
import { notify } from '@estante/ui/notify';
import { DataTable, type Column } from '@estante/ui/table';
import { Tag } from '@estante/ui/tag';
import { ViewLoading } from '../record/ViewLoading';
import { NS_REQUEST } from './strings';


/** The patron's requests of this title (every type, newest first) with their status, and cancelling one still waiting after a confirm. */
export function MyRequests({ cod, codPessoa }: { readonly cod: number; readonly codPessoa: number }) {
  const { t, i18n, ready } = useTranslation(NS_REQUEST);
  const list = useQuery(myRequestsQuery(codPessoa, { acervo: cod }, i18n.language));
  const client = useQueryClient();
  const [confirm, confirmHolder] = useConfirm();
  const cancel = useMutation({ mutationFn: (id: number) => cancelRequest(id), onSuccess: () => client.invalidateQueries({ queryKey: requestsKey(codPessoa) }) });

  const askCancel = async (s: Solicitacao) => {
    if (!(await confirm({ title: t('mine.cancelTitle'), content: t('mine.cancelConfirm'), confirmText: t('mine.cancel'), cancelText: t('mine.keep'), danger: true }))) return;
    try {
      await cancel.mutateAsync(s.cod_solicitacao);
      notify.success(t('mine.cancelled'));
    } catch (error) {
      const message = errorMessageKey(toApiError(error));
      if (message) notify.error(messageText(t, message));
      void client.invalidateQueries({ queryKey: requestsKey(codPessoa) });
    }
  };

  const columns: Column<Solicitacao>[] = [
    { key: 'date', header: t('mine.date'), rowHeader: true, cell: (s) => formatDay(s.data_solicitacao, i18n.language) },
    { key: 'type', header: t('mine.type'), cell: (s) => s.tipo_descricao },
    { key: 'status', header: t('mine.status'), cell: (s) => <Tag>{s.situacao_descricao}</Tag> },
    { key: 'location', header: t('mine.location'), cell: (s) => s.desc_biblioteca },
    {
      key: 'actions',
      header: t('mine.actions'),
      headerHidden: true,
      cell: (s) =>
        s.cancelavel ? (
          <Button danger aria-label={t('mine.cancelNamed', { date: formatDay(s.data_solicitacao, i18n.language) })} disabled={cancel.isPending} onClick={() => void askCancel(s)}>
            {t('mine.cancel')}
          </Button>
        ) : null,
    },
  ];

  if (!ready) return <ViewLoading />;
  return (
    <section className="title-request__mine" aria-labelledby="request-mine">
      <h3 id="request-mine">{t('mine.heading')}</h3>
      <DataTable
        caption={t('mine.heading')}
        captionHidden
        columns={columns}
        rows={list.data}
        rowKey={(s) => s.cod_solicitacao}
        loading={list.isPending}
        error={list.isError ? list.error : undefined}
        onRetry={list.refetch}
        empty={t('mine.empty')}
      />
      {confirmHolder}
    </section>
  );
}
