import { useCallback, useId, useRef, useState } from 'react';
import { errorMessageKey, toApiError } from '@estante/api-client';
import type { FormatoCesta } from '@estante/api-contract';
import * as api from '@estante/api-endpoints/catalogue';
import { useMutation } from '@estante/api-client/react';
import { messageText, useTranslation } from '@estante/i18n';
import { $signedIn, useStore } from '@estante/session';
import { Button } from '@estante/ui/button';
import { fieldIds, Form, lazyYupResolver, SelectField, TextField, useFieldMessage, useForm, useWatch, type FieldError, type ServerFields } from '@estante/ui/form';
import { notify } from '@estante/ui/notify';
import { Captcha, type CaptchaHandle } from './Captcha';
import { MAX_EMAILS } from './emails';
import { EXPORT_DEFAULTS, FORMATS, MESSAGE_MAX, printFormat, type ExportValues } from './exportValues';
import { saveFile } from '@estante/ui/document';

/** The server's field names (a refusal's `campo`) and the form's. */
const SERVER_FIELDS: ServerFields<ExportValues> = { emails: 'emails', mensagem: 'mensagem', captcha: 'captcha' };

/** The captcha with its message under it, joined to it (a group of its own, as the sign-in's). */
function CaptchaField({ formId, error, onChange, handle }: { readonly formId: string; readonly error: FieldError | undefined; readonly onChange: (token: string | null) => void; readonly handle: React.Ref<CaptchaHandle> }) {
  const message = useFieldMessage()(error);
  const { errorId } = fieldIds(formId, 'captcha');
  return (
    <div className="estante-form__field">
      <Captcha onChange={onChange} handle={handle} describedBy={message ? errorId : undefined} />
      {message ? (
        <p id={errorId} className="estante-form__error">
          {message}
        </p>
      ) : null}
    </div>
  );
}

/** Exports the chosen titles (SPEC.md §7): a file in the chosen format, printed references, or an e-mail. */
export function ExportPanel({ chosen }: { readonly chosen: readonly number[] }) {
  const { t } = useTranslation('catalogue');
  const headingId = useId();
  const [printed, setPrinted] = useState<string | null>(null);
  // A signed-in patron may add a message; a visitor solves the captcha and sends the references only.
  const signedIn = useStore($signedIn);
  const visitor = useRef(!signedIn);
  visitor.current = !signedIn;
  // yup and the rules come with the first send, not with the basket.
  const [resolver] = useState(() =>
    lazyYupResolver(
      () => import(/* webpackChunkName: "basket-export" */ './exportSchema'),
      (m) => (visitor.current ? m.visitorExportSchema : m.exportSchema),
    ),
  );
  const form = useForm<ExportValues>({ resolver, defaultValues: EXPORT_DEFAULTS });
  const captcha = useRef<CaptchaHandle | null>(null);
  const { setValue, formState } = form;
  const onCaptcha = useCallback((token: string | null) => setValue('captcha', token ?? '', { shouldValidate: formState.isSubmitted }), [setValue, formState.isSubmitted]);
  const format = useWatch({ control: form.control, name: 'format' });
  const fail = (error: unknown) => {
    const message = errorMessageKey(toApiError(error));
    if (message) notify.error(messageText(t, message));
  };
  const fileOf = (dados: FormatoCesta) => api.exportBasket({ tipo: 'download', dados, acervos: [...chosen] });
  const download = useMutation({ mutationFn: fileOf, onSuccess: (file) => saveFile(file.conteudo, file.arquivo, file.tipo_conteudo), onError: fail });
  const print = useMutation({
    mutationFn: fileOf,
    onSuccess: (file) => {
      setPrinted(file.conteudo);
      // Print once the references are on the page.
      window.setTimeout(() => window.print(), 50);
    },
    onError: fail,
  });
  const email = useMutation({
    // The patron's own token (a route that takes any token gets the public one unless told).
    mutationFn: (v: ExportValues) =>
      signedIn
        ? api.exportBasket({ tipo: 'email', dados: v.format, acervos: [...chosen], opcoesEmail: { emails: v.emails, ...(v.mensagem.trim() ? { mensagem: v.mensagem.trim() } : {}) } }, { tokenMode: 'private' })
        : api.exportBasket({ tipo: 'email', dados: v.format, acervos: [...chosen], opcoesEmail: { emails: v.emails, recaptcha_token: v.captcha } }),
  });
  /** A refusal about one field (400 too many addresses, 403 a visitor's message): its message under the field. */
  const onFieldRefusal = (error: unknown): boolean => {
    const e = toApiError(error);
    const field = e.serverField !== undefined && Object.hasOwn(SERVER_FIELDS, e.serverField) ? SERVER_FIELDS[e.serverField] : undefined;
    if ((e.status !== 400 && e.status !== 403) || !field || !e.serverMessage) return false;
    form.setError(field, { type: 'server', message: e.serverMessage }, { shouldFocus: true });
    return true;
  };

  const none = chosen.length === 0;
  return (
    <section className="catalogue-basket__export" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('basket.exportTitle', { count: chosen.length })}</h2>
      {none ? <p>{t('basket.noneChosen')}</p> : null}
      <div className="catalogue-basket__row">
        <SelectField control={form.control} name="format" label={t('basket.format')} options={FORMATS.map((f) => ({ value: f, label: t(`basket.formats.${f}`) }))} />
        <Button type="primary" onClick={() => download.mutate(format)} loading={download.isPending} disabled={none}>
          {t('basket.download')}
        </Button>
        <Button onClick={() => print.mutate(printFormat(format))} loading={print.isPending} disabled={none}>
          {t('basket.print')}
        </Button>
      </div>
      <Form
        id="cesta-email"
        ns="catalogue"
        form={form}
        serverFields={SERVER_FIELDS}
        className="catalogue-basket__email"
        aria-label={t('basket.emailTitle')}
        intro={<h3>{t('basket.emailTitle')}</h3>}
        onSubmit={async (values) => {
          let r;
          try {
            r = await email.mutateAsync(values);
          } catch (error) {
            // A solution is spent once the server checked it: a fresh one for the next try.
            if (toApiError(error).serverField === 'captcha') captcha.current?.reset();
            if (onFieldRefusal(error)) return;
            throw error;
          }
          notify.success(t('basket.sent', { count: r.enviado_para.length, emails: r.enviado_para.join(', ') }));
          form.reset({ ...EXPORT_DEFAULTS, format: values.format });
          captcha.current?.reset();
        }}
        actions={
          <Button htmlType="submit" loading={email.isPending} disabled={none}>
            {t('basket.send')}
          </Button>
        }
      >
        <TextField
          control={form.control}
          name="emails"
          label={t('basket.emails')}
          hint={t('basket.emailsHint', { max: MAX_EMAILS })}
          autoComplete="email"
          inputProps={{ inputMode: 'email', placeholder: t('basket.emailsPlaceholder') }}
        />
        {signedIn ? (
          <TextField control={form.control} name="mensagem" label={t('basket.message')} maxLength={MESSAGE_MAX} />
        ) : (
          <>
            <p className="catalogue-basket__note">{t('basket.messagePatronOnly')}</p>
            <CaptchaField formId="cesta-email" error={formState.errors.captcha} onChange={onCaptcha} handle={captcha} />
          </>
        )}
      </Form>
      {printed ? (
        <pre className="catalogue-basket__print" aria-label={t('basket.printLabel')}>
          {printed}
        </pre>
      ) : null}
    </section>
  );
}
