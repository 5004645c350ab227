import { useEffect, useRef, useState } from 'react';
import type { Gru, SaldoBiblioteca } from '@estante/api-contract';
import { errorMessageKey, toApiError } from '@estante/api-client';
import { debtsQuery, paymentSlip } from '@estante/api-endpoints/patron';
import { useMutation, useQuery } from '@estante/api-client/react';
import { messageText, useTranslation } from '@estante/i18n';
import { Button } from '@estante/ui/button';
import { Alert } from '@estante/ui/feedback';
import { notify } from '@estante/ui/notify';
import { $user, useStore } from '@estante/session';
import { useDocumentTitle } from '../../blocks/useDocumentTitle';
import { formatMoney } from '../../format';
import { PageLoading } from '../../layout/PageLoading';
import { DebtsTable } from './DebtsTable';
import { PaymentSlip } from './PaymentSlip';
import { NS_DEBTS } from './strings';
import './debts.css';

/** The patron's debts (SPEC.md §3): the list, the open balance per library with its payment slip (GRU), shown and printable here. */
export default function DebtsPage() {
  const { t, ready } = useTranslation(NS_DEBTS);
  const user = useStore($user);
  useDocumentTitle(ready ? t('title') : null);
  const list = useQuery({ ...debtsQuery(user?.cod_pessoa ?? 0), enabled: Boolean(user) });
  const [slip, setSlip] = useState<Gru | null>(null);
  const [asking, setAsking] = useState<number | null>(null);
  const make = useMutation({ mutationFn: (s: SaldoBiblioteca) => paymentSlip({ valor: s.saldo, codBiblioteca: s.codBiblioteca }) });
  const slipRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (slip) slipRef.current?.focus();
  }, [slip]);
  if (!ready || !user) return <PageLoading />;

  const generate = async (s: SaldoBiblioteca) => {
    setAsking(s.codBiblioteca);
    try {
      setSlip(await make.mutateAsync(s));
    } catch (error) {
      const key = errorMessageKey(toApiError(error));
      notify.error({ title: t('slip.failed'), description: key ? messageText(t, key) : undefined });
      void list.refetch();
    } finally {
      setAsking(null);
    }
  };
  const data = list.data;
  const none = data !== undefined && data.debitos.length === 0;

  return (
    <>
      <h1 id="patron-title" className="patron-title">{t('title')}</h1>
      {none ? (
        <p className="debts-none">{t('none')}</p>
      ) : (
        <>
          <DebtsTable debts={data?.debitos} loading={list.isPending} error={list.error} onRetry={list.refetch} />
          {data ? (
            <section className="debts-totals" aria-labelledby="debts-totals-title">
              <h2 id="debts-totals-title" className="debts-subtitle">{t('totals.heading')}</h2>
              {data.totais.porBiblioteca.length === 0 ? (
                <p>{t('totals.nothing')}</p>
              ) : (
                <>
                  {data.cpfCadastrado === false ? (
                    // SPEC.md §8 "user without CPF must contact the unit": the server refuses the slip (422 USUARIO_SEM_CPF), so no button.
                    <Alert className="debts-no-cpf" type="warning" showIcon title={t('slip.cpfMissing')} description={t('slip.cpfMissingHow')} />
                  ) : null}
                  <ul className="debts-libraries">
                    {data.totais.porBiblioteca.map((s) => (
                      <li key={s.codBiblioteca} className="debts-library">
                        <span>{t('totals.library', { biblioteca: s.biblioteca, valor: formatMoney(s.saldo) })}</span>
                        {data.cpfCadastrado === false ? null : (
                          <Button
                            onClick={() => void generate(s)}
                            loading={asking === s.codBiblioteca}
                            disabled={asking !== null && asking !== s.codBiblioteca}
                            aria-label={t('slip.generateFor', { biblioteca: s.biblioteca, valor: formatMoney(s.saldo) })}
                          >
                            {t('slip.generate')}
                          </Button>
                        )}
                      </li>
                    ))}
                  </ul>
                  <p className="debts-overall">{t('totals.overall', { valor: formatMoney(data.totais.geral) })}</p>
                </>
              )}
            </section>
          ) : null}
        </>
      )}
      {slip ? (
        <div ref={slipRef} tabIndex={-1} className="gru-holder">
          <PaymentSlip slip={slip} />
        </div>
      ) : null}
    </>
  );
}
