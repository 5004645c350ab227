import { useEffect, useId, useMemo, useState } from 'react';
import { useForm, Controller } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import * as yup from 'yup';
import { Link } from '@estante/federation/router';
import { errorMessageKey, toApiError, type ConsultaItem, type ErrorMessage, type FormatoCesta } from '@estante/api-client';
import * as api from '@estante/api-client/catalogue';
import { routes } from '@estante/federation';
import { messageText, useTranslation } from '@estante/i18n';
import { clearBasket, removeFromBasket, removeManyFromBasket, useBasket } from '@estante/session';
import { Button } from '@estante/ui/button';
import { useConfirm } from '@estante/ui/confirm';
import { Input } from '@estante/ui/input';
import { LoadingIndicator } from '@estante/ui/loading';
import { notify } from '@estante/ui/notify';
import { Select } from '@estante/ui/select';
import { checkEmailList } from './emails';
import './basket.css';

const FORMATS: readonly FormatoCesta[] = ['abnt', 'apa', 'ris', 'bibtex', 'marcxml'];

type Load = { status: 'loading' } | { status: 'done'; items: ConsultaItem[] } | { status: 'error'; message: ErrorMessage };

/** The basket (SPEC.md §2 /cesta, §4): its titles, remove one, clear, and export the chosen ones. */
export default function BasketPage() {
  const { t } = useTranslation('catalogue');
  const basket = useBasket();
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [unselected, setUnselected] = useState<ReadonlySet<number>>(new Set());
  const [confirm, confirmHolder] = useConfirm();
  const key = basket.join(',');

  useEffect(() => {
    if (basket.length === 0) {
      setLoad({ status: 'done', items: [] });
      return;
    }
    const controller = new AbortController();
    // Already shown titles stay while a removal reloads nothing new.
    setLoad((l) => (l.status === 'done' && basket.every((id) => l.items.some((i) => i.cod_acervo === id)) ? { status: 'done', items: l.items.filter((i) => basket.includes(i.cod_acervo)) } : { status: 'loading' }));
    api.titleSummaries(basket, { signal: controller.signal }).then(
      (items) => {
        setLoad({ status: 'done', items });
        const gone = basket.filter((id) => !items.some((i) => i.cod_acervo === id));
        if (gone.length) {
          removeManyFromBasket(gone);
          notify.info(t('basket.gone', { count: gone.length }));
        }
      },
      (error: unknown) => {
        const message = errorMessageKey(toApiError(error));
        if (message) setLoad({ status: 'error', message });
      },
    );
    return () => controller.abort();
    // `key` is the basket's content.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  const items = useMemo(() => (load.status === 'done' ? load.items : []), [load]);
  const chosen = useMemo(() => items.map((i) => i.cod_acervo).filter((id) => !unselected.has(id)), [items, unselected]);

  const onClear = async () => {
    if (await confirm({ title: t('basket.clearTitle'), content: t('basket.clearQuestion', { count: basket.length }), confirmText: t('basket.clear'), danger: true })) {
      clearBasket();
      notify.success(t('basket.cleared'));
    }
  };

  return (
    <div className="catalogue-basket">
      {confirmHolder}
      <h1>{t('basket.title')}</h1>
      {load.status === 'loading' ? <LoadingIndicator label={t('common.loading')} /> : null}
      {load.status === 'error' ? (
        <p role="alert" className="catalogue-basket__error">
          {messageText(t, load.message)}
        </p>
      ) : null}
      {load.status === 'done' && items.length === 0 ? (
        <div className="catalogue-basket__empty">
          <p>{t('basket.empty')}</p>
          <Link to={routes.home()}>{t('basket.goSearch')}</Link>
        </div>
      ) : null}
      {items.length > 0 ? (
        <>
          <p className="catalogue-basket__count" role="status">
            {t('basket.count', { count: items.length })}
          </p>
          <div className="catalogue-basket__toolbar">
            <label>
              <input
                type="checkbox"
                checked={chosen.length === items.length}
                onChange={() => setUnselected(chosen.length === items.length ? new Set(items.map((i) => i.cod_acervo)) : new Set())}
              />{' '}
              {t('basket.selectAll')}
            </label>
            <Button danger onClick={() => void onClear()}>
              {t('basket.clear')}
            </Button>
          </div>
          <ol className="catalogue-basket__list">
            {items.map((item) => (
              <li key={item.cod_acervo} className="catalogue-basket__item">
                <input
                  type="checkbox"
                  checked={!unselected.has(item.cod_acervo)}
                  aria-label={t('basket.selectTitle', { title: item.obra })}
                  onChange={() =>
                    setUnselected((s) => {
                      const next = new Set(s);
                      if (next.has(item.cod_acervo)) next.delete(item.cod_acervo);
                      else next.add(item.cod_acervo);
                      return next;
                    })
                  }
                />
                <div className="catalogue-basket__body">
                  <h2>
                    <Link to={routes.title(item.cod_acervo)}>{item.obra}</Link>
                  </h2>
                  {item.dados_adicionais.A.length ? <p>{item.dados_adicionais.A.map((a) => a.descricao).join('; ')}</p> : null}
                  <p className="catalogue-basket__description">{item.descricao}</p>
                </div>
                <Button size="small" onClick={() => removeFromBasket(item.cod_acervo)}>
                  {t('basket.remove')}
                  <span className="estante-visually-hidden">: {item.obra}</span>
                </Button>
              </li>
            ))}
          </ol>
          <ExportPanel chosen={chosen} />
        </>
      ) : null}
    </div>
  );
}

interface EmailValues {
  emails: string;
  mensagem: string;
}

const emailSchema: yup.ObjectSchema<EmailValues> = yup.object({
  emails: yup
    .string()
    .default('')
    .test('emails', 'basket.emailsInvalid', function check(value) {
      const r = checkEmailList(value ?? '');
      if (r.ok) return true;
      return this.createError({ message: r.error === 'invalid' ? `basket.emailInvalid|${r.email}` : r.error === 'required' ? 'basket.emailsRequired' : 'basket.emailsTooMany' });
    }),
  mensagem: yup.string().default('').max(1000, 'basket.messageTooLong'),
});

function ExportPanel({ chosen }: { readonly chosen: readonly number[] }) {
  const { t } = useTranslation('catalogue');
  const [format, setFormat] = useState<FormatoCesta>('abnt');
  const [busy, setBusy] = useState<null | 'download' | 'print' | 'email'>(null);
  const [printed, setPrinted] = useState<string | null>(null);
  const formatId = useId();
  const emailsId = useId();
  const emailsError = useId();
  const messageId = useId();
  const { control, handleSubmit, formState, setError, reset } = useForm<EmailValues>({ resolver: yupResolver(emailSchema), defaultValues: { emails: '', mensagem: '' } });

  const fail = (error: unknown) => {
    const failure = toApiError(error);
    if (failure.serverField === 'emails') {
      setError('emails', { message: `server|${failure.message}` });
      return;
    }
    const message = errorMessageKey(failure);
    if (message) notify.error(messageText(t, message));
  };

  const download = async () => {
    setBusy('download');
    try {
      const file = await api.exportBasket({ tipo: 'download', dados: format, acervos: [...chosen] });
      const url = URL.createObjectURL(new Blob([file.conteudo], { type: file.tipo_conteudo }));
      const a = document.createElement('a');
      a.href = url;
      a.download = file.arquivo;
      document.body.append(a);
      a.click();
      a.remove();
      window.setTimeout(() => URL.revokeObjectURL(url), 1000);
    } catch (error) {
      fail(error);
    } finally {
      setBusy(null);
    }
  };

  const print = async () => {
    setBusy('print');
    try {
      const file = await api.exportBasket({ tipo: 'download', dados: format === 'abnt' || format === 'apa' ? format : 'abnt', acervos: [...chosen] });
      setPrinted(file.conteudo);
      // Print once the references are on the page.
      window.setTimeout(() => window.print(), 50);
    } catch (error) {
      fail(error);
    } finally {
      setBusy(null);
    }
  };

  const send = handleSubmit(async (v) => {
    setBusy('email');
    try {
      const r = await api.exportBasket({ tipo: 'email', dados: format, acervos: [...chosen], opcoesEmail: { emails: v.emails, ...(v.mensagem.trim() ? { mensagem: v.mensagem.trim() } : {}) } });
      notify.success(t('basket.sent', { count: r.enviado_para.length, emails: r.enviado_para.join(', ') }));
      reset();
    } catch (error) {
      fail(error);
    } finally {
      setBusy(null);
    }
  });

  const emailMessage = formState.errors.emails?.message;
  const emailText = !emailMessage
    ? null
    : emailMessage.startsWith('server|')
      ? emailMessage.slice(7)
      : emailMessage.startsWith('basket.emailInvalid|')
        ? t('basket.emailInvalid', { email: emailMessage.slice('basket.emailInvalid|'.length) })
        : t(emailMessage, { max: 10 });
  const none = chosen.length === 0;
  return (
    <section className="catalogue-basket__export" aria-labelledby={`${formatId}-h`}>
      <h2 id={`${formatId}-h`}>{t('basket.exportTitle', { count: chosen.length })}</h2>
      {none ? <p>{t('basket.noneChosen')}</p> : null}
      <div className="catalogue-basket__row">
        <div>
          <label htmlFor={formatId}>{t('basket.format')}</label>
          <Select id={formatId} value={format} onChange={setFormat} options={FORMATS.map((f) => ({ value: f, label: t(`basket.formats.${f}`) }))} />
        </div>
        <Button type="primary" onClick={() => void download()} loading={busy === 'download'} disabled={none}>
          {t('basket.download')}
        </Button>
        <Button onClick={() => void print()} loading={busy === 'print'} disabled={none}>
          {t('basket.print')}
        </Button>
      </div>
      <form className="catalogue-basket__email" onSubmit={send} noValidate aria-label={t('basket.emailTitle')}>
        <h3>{t('basket.emailTitle')}</h3>
        <label htmlFor={emailsId}>{t('basket.emails')}</label>
        <Controller
          control={control}
          name="emails"
          render={({ field }) => (
            <Input
              {...field}
              id={emailsId}
              type="text"
              inputMode="email"
              autoComplete="email"
              placeholder={t('basket.emailsPlaceholder')}
              status={emailText ? 'error' : undefined}
              aria-invalid={emailText ? true : undefined}
              aria-describedby={emailText ? emailsError : undefined}
            />
          )}
        />
        {emailText ? (
          <p id={emailsError} className="catalogue-basket__field-error" role="alert">
            {emailText}
          </p>
        ) : null}
        <label htmlFor={messageId}>{t('basket.message')}</label>
        <Controller control={control} name="mensagem" render={({ field }) => <Input {...field} id={messageId} type="text" maxLength={1000} />} />
        <Button htmlType="submit" loading={busy === 'email'} disabled={none}>
          {t('basket.send')}
        </Button>
      </form>
      {printed ? (
        <pre className="catalogue-basket__print" aria-label={t('basket.printLabel')}>
          {printed}
        </pre>
      ) : null}
    </section>
  );
}
