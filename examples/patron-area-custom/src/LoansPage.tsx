import { useState } from 'react';
import { errorMessageKey, toApiError } from '@estante/api-client';
import { useMutation, useQuery, useQueryClient } from '@estante/api-client/react';
import type { RenovacaoResponse, TituloPendente } from '@estante/api-contract';
import { loansKey, pendingLoansQuery, renewLoans } from '@estante/api-endpoints/patron';
import { messageText, useTranslation } from '@estante/i18n';
import { $user, useStore } from '@estante/session';
import { Button } from '@estante/ui/button';
import { DataTable, type Column } from '@estante/ui/table';
import { NS } from './strings';

type Result = { readonly answer: RenovacaoResponse } | { readonly failed: string } | null;

/**
 * The patron's open loans through the shared client (the shell's session and token, its query
 * cache), each with a renew button, and renewing them all; what the last renewal did, item by item.
 */
export function LoansPage() {
  const { t, i18n } = useTranslation(NS);
  const user = useStore($user);
  const client = useQueryClient();
  const codPessoa = user?.cod_pessoa ?? 0;
  const loans = useQuery({ ...pendingLoansQuery(codPessoa, i18n.language), enabled: Boolean(user) });
  const [result, setResult] = useState<Result>(null);
  const renew = useMutation({
    mutationFn: (rows: readonly TituloPendente[]) => renewLoans(rows.map((r) => ({ codExemplar: r.codExemplar, codBibliotecaExemplar: r.codBibliotecaExemplar }))),
    onSuccess: () => client.invalidateQueries({ queryKey: loansKey(codPessoa) }),
  });
  const send = async (rows: readonly TituloPendente[]) => {
    try {
      setResult({ answer: await renew.mutateAsync(rows) });
    } catch (e) {
      const key = errorMessageKey(toApiError(e));
      setResult({ failed: t('renew.failed', { message: key ? messageText(t, key) : '' }) });
    }
  };
  const rows = loans.data?.titulos ?? [];
  const keyOf = (r: { codExemplar: number; codBibliotecaExemplar: number }) => `${r.codExemplar}/${r.codBibliotecaExemplar}`;
  // A result names its title; when it does not, the table's row does.
  const titleOf = (r: RenovacaoResponse['resultados'][number]) => r.descricao || rows.find((row) => keyOf(row) === keyOf(r))?.descricao || `#${r.codExemplar}`;
  const columns: Column<TituloPendente>[] = [
    { key: 'title', header: t('col.title'), rowHeader: true, cell: (r) => r.descricao },
    { key: 'due', header: t('col.due'), cell: (r) => r.dataDevolucaoPrevista },
    { key: 'status', header: t('col.status'), cell: (r) => (r.reservado ? t('reserved') : r.renovavel ? t('renewable') : (r.mensagemMotivo ?? t('notRenewable'))) },
    {
      key: 'renew',
      header: t('col.renew'),
      headerHidden: true,
      cell: (r) => (
        <Button size="small" onClick={() => void send([r])} disabled={renew.isPending} aria-label={t('renew.one', { title: r.descricao })}>
          {t('renew.short')}
        </Button>
      ),
    },
  ];

  return (
    <>
      <h1 id="patron-title">{t('title')}</h1>
      <p>{t('greeting', { name: user?.nome_pessoa ?? '' })}</p>
      <DataTable caption={t('caption')} columns={columns} rows={rows} rowKey={keyOf} loading={loans.isPending} error={loans.error} onRetry={loans.refetch} empty={t('empty')} />
      <div className="exemplo__actions">
        <Button type="primary" onClick={() => void send(rows)} loading={renew.isPending} disabled={renew.isPending || rows.length === 0}>
          {t('renew.all')}
        </Button>
      </div>
      <section className="exemplo__results" role="status" aria-live="polite" aria-label={t('renew.heading')}>
        {result === null ? null : 'failed' in result ? (
          <p>{result.failed}</p>
        ) : (
          <>
            <h2>{t('renew.heading')}</h2>
            <p>{result.answer.message}</p>
            <ul>
              {result.answer.resultados.map((r, i) => (
                <li key={`${keyOf(r)}#${i}`} data-renewed={r.renovado}>
                  <strong>{titleOf(r)}</strong>:{' '}
                  {r.renovado && r.dataDevolucaoPrevista ? t('renew.renewed', { date: r.dataDevolucaoPrevista }) : t('renew.refused', { reason: r.mensagem ?? r.codigo ?? '' })}
                </li>
              ))}
            </ul>
          </>
        )}
      </section>
    </>
  );
}
