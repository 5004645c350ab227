import { useEffect, useState } from 'react';
import type { TokenEmprestimo } from '@estante/api-contract';
import { loanTokenQuery, newLoanToken } from '@estante/api-endpoints/patron';
import { useMutation, useQuery, useQueryClient } from '@estante/api-client/react';
import { useTranslation } from '@estante/i18n';
import { Button } from '@estante/ui/button';
import { $user, useStore } from '@estante/session';
import { useDocumentTitle } from '../../blocks/useDocumentTitle';
import { PageLoading } from '../../layout/PageLoading';
import { formatTime } from '@estante/i18n/format';
import { clock, groupToken, secondsLeft } from './rules';
import { TokenBarcode, TokenQr } from './TokenCodes';
import { NS_LOAN_TOKEN } from './strings';
import './loan-token.css';

/** Seconds left of `token`, ticking every second from when it arrived. */
function useSecondsLeft(token: TokenEmprestimo | null | undefined): number {
  const [received, setReceived] = useState<{ token: TokenEmprestimo | null | undefined; at: number }>({ token, at: Date.now() });
  const [now, setNow] = useState(() => Date.now());
  if (received.token !== token) setReceived({ token, at: Date.now() });
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return token ? secondsLeft(token.segundos_restantes, received.at, Math.max(now, received.at)) : 0;
}

/** The loan token (SPEC.md §1): a digital library card the desk scans — text, QR code, barcode, its expiry — and a new one on request. */
export default function LoanTokenPage() {
  const { t, i18n, ready } = useTranslation(NS_LOAN_TOKEN);
  const user = useStore($user);
  useDocumentTitle(ready ? t('title') : null);
  const queries = useQueryClient();
  const key = loanTokenQuery(user?.cod_pessoa ?? 0);
  const current = useQuery({ ...key, enabled: Boolean(user) });
  const generate = useMutation({
    mutationFn: () => newLoanToken(),
    onSuccess: (fresh) => queries.setQueryData(key.queryKey, fresh),
  });
  const left = useSecondsLeft(current.data);
  if (!ready || !user) return <PageLoading />;
  const token = current.data;
  const live = token && left > 0 ? token : null;
  const grouped = live ? groupToken(live.token) : '';
  const until = live ? formatTime(live.expira_em, i18n.language) : '';
  return (
    <>
      <h1 id="patron-title" className="patron-title">{t('title')}</h1>
      <p className="token-intro">{t('intro')}</p>
      {current.isError ? (
        <p role="alert">
          {t('failed')}{' '}
          <button type="button" className="token-link-button" onClick={() => void current.refetch()}>{t('common.retry')}</button>
        </p>
      ) : current.isPending ? (
        <PageLoading />
      ) : live ? (
        <div className="token-card">
          <p className="token-text-label" id="token-text-label">{t('tokenLabel')}</p>
          <p className="token-text" aria-labelledby="token-text-label" data-token={live.token}>{grouped}</p>
          <div className="token-codes">
            <TokenQr token={live.token} label={t('qrLabel', { token: grouped })} />
            <TokenBarcode token={live.token} label={t('barcodeLabel', { token: grouped })} />
          </div>
          <p className="token-expiry">
            {t('validUntil', { time: until })} · <span role="timer">{t('left', { clock: clock(left) })}</span>
          </p>
        </div>
      ) : (
        <p role="status">{token ? t('expired') : t('none')}</p>
      )}
      {generate.status === 'error' ? <p role="alert" className="token-error">{t('generateFailed')}</p> : null}
      <div className="token-actions">
        <Button type="primary" onClick={() => generate.mutate(undefined)} loading={generate.isPending} aria-describedby={live ? 'token-regenerate-hint' : undefined}>
          {live ? t('regenerate') : t('generate')}
        </Button>
        {live ? <p id="token-regenerate-hint" className="token-hint">{t('regenerateHint')}</p> : null}
      </div>
    </>
  );
}
