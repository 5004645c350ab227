import { useState } from 'react';
import type { ItemRenovacao, TituloPendente } from '@estante/api-contract';
import { errorMessageKey, toApiError } from '@estante/api-client';
import { loansKey, renewLoans } from '@estante/api-endpoints/patron';
import { useMutation, useQueryClient } from '@estante/api-client/react';
import { Link, useRouteRef } from '@estante/federation/router';
import { messageText, useTranslation } from '@estante/i18n';
import { Button } from '@estante/ui/button';
import { DataTable, type Column } from '@estante/ui/table';
import { Tag } from '@estante/ui/tag';
import { selectColumn, useSelection } from '../../blocks/selection';
import { formatDay } from '@estante/i18n/format';
import { RenewResults } from './RenewResults';
import { itemsOf, loanKey, outcomesOf, patronReason, type Outcome } from './rules';
import { NS_LOANS } from './strings';
import { titleLink } from '../../refs';

interface Props {
  readonly rows: readonly TituloPendente[];
  readonly codPessoa: number;
  readonly loading: boolean;
  readonly error: unknown;
  readonly onRetry: () => void;
}

/** The open loans (due date, overdue, renewals, reserved, whether each can be renewed) and renewing the picked ones or all. */
export function LoansTable({ rows, codPessoa, loading, error, onRetry }: Props) {
  const { t, i18n } = useTranslation(NS_LOANS);
  const title = useRouteRef(titleLink);
  const lang = i18n.language;
  const client = useQueryClient();
  const selection = useSelection(rows.map(loanKey));
  const [pickOne, setPickOne] = useState(false);
  const [result, setResult] = useState<{ message: string; outcomes: Outcome[] } | { failed: string } | null>(null);
  const renew = useMutation({
    mutationFn: (items: ItemRenovacao[]) => renewLoans(items),
    onSuccess: () => client.invalidateQueries({ queryKey: loansKey(codPessoa) }),
  });

  /** The button whose renewal is in flight: it shows so, and keeps the focus (a disabled one would drop it). */
  const [sending, setSending] = useState<'selected' | 'all' | null>(null);

  const send = async (items: ItemRenovacao[], from: 'selected' | 'all') => {
    setPickOne(items.length === 0);
    if (items.length === 0) return;
    // While one renewal is in flight another click answers the same promise (useMutation): one request.
    if (!renew.isPending) setSending(from);
    try {
      const answer = await renew.mutateAsync(items);
      setResult({ message: answer.message, outcomes: outcomesOf(answer.resultados, rows) });
      selection.clear();
    } catch (e) {
      const key = errorMessageKey(toApiError(e));
      setResult({ failed: t('renew.failed', { message: key ? messageText(t, key) : '' }) });
    } finally {
      setSending(null);
    }
  };

  const due = (r: TituloPendente) => (
    <span className="loans-due">
      <span className="loans-nowrap">{formatDay(r.dataDevolucaoPrevista, lang)}</span>
      {r.atrasado ? <Tag color="red">{t('overdue', { count: r.diasAtraso ?? 0 })}</Tag> : null}
    </span>
  );
  // Blocked, or debts to pay: said once above the list, each row then just "cannot be renewed now".
  const shared = patronReason(rows);
  const status = (r: TituloPendente) => (
    <span className="loans-status">
      {r.reservado ? <Tag color="purple">{t('reserved')}</Tag> : null}
      <span>{r.renovavel ? t('renewable') : shared ? t('notRenewable') : (r.mensagemMotivo ?? '—')}</span>
    </span>
  );
  const columns: Column<TituloPendente>[] = [
    selectColumn(selection, loanKey, { all: t('select.all'), row: (r: TituloPendente) => t('select.row', { title: r.descricao }) }),
    {
      key: 'title',
      header: t('col.titleAuthor'),
      rowHeader: true,
      cell: (r) => (
        <span className="loans-title">
          {r.codAcervo ? <Link className="patron-link" to={title({ codAcervo: r.codAcervo })}>{r.descricao}</Link> : r.descricao}
          {r.autor ? <span className="loans-author">{r.autor}</span> : null}
        </span>
      ),
    },
    { key: 'due', header: t('col.due'), cell: due },
    { key: 'status', header: t('col.status'), cell: status },
    { key: 'renewals', header: t('col.renewals'), align: 'center', cell: (r) => t('renewals', { count: Number(r.qtdeRenovacoes), limit: r.limiteRenovacoes ?? '—' }) },
    { key: 'loaned', header: t('col.loaned'), cell: (r) => formatDay(r.dataEmprestimo, lang) },
    { key: 'library', header: t('col.library'), cell: (r) => r.descBiblioteca ?? '—' },
  ];

  return (
    <section aria-labelledby="loans-open">
      <h2 id="loans-open" className="loans-heading">{t('caption')}</h2>
      {shared ? <p className="loans-patron-reason">{shared}</p> : null}
      <DataTable className="loans-table" caption={t('caption')} captionHidden columns={columns} rows={rows} rowKey={loanKey} loading={loading} error={error} onRetry={onRetry} empty={t('empty')} />
      <div className="loans-actions">
        <Button type="primary" onClick={() => void send(itemsOf(rows, selection.selected), 'selected')} loading={renew.isPending && sending !== 'all'} disabled={rows.length === 0}>
          {t('renew.selected')}
        </Button>
        <Button onClick={() => void send(itemsOf(rows, rows.map(loanKey)), 'all')} loading={renew.isPending && sending === 'all'} disabled={rows.length === 0}>
          {t('renew.all')}
        </Button>
        {pickOne && selection.selected.length === 0 ? (
          <p role="alert" className="loans-pick">
            {t('renew.pickOne')}
          </p>
        ) : null}
      </div>
      <RenewResults result={result} />
    </section>
  );
}
