import { useId, useState } from 'react';
import { errorMessageKey, toApiError } from '@estante/api-client';
import type { FormatoCesta } from '@estante/api-contract';
import * as api from '@estante/api-endpoints/catalogue';
import { useMutation } from '@estante/api-client/react';
import { messageText, useTranslation } from '@estante/i18n';
import { Button } from '@estante/ui/button';
import { Form, lazyYupResolver, SelectField, TextField, useForm, useWatch, type ServerFields } from '@estante/ui/form';
import { notify } from '@estante/ui/notify';
import { EXPORT_DEFAULTS, FORMATS, MESSAGE_MAX, printFormat, type ExportValues } from './exportValues';
import { saveFile } from '@estante/ui/document';

// yup and the rules come with the first send, not with the basket.
const resolver = lazyYupResolver(() => import(/* webpackChunkName: "basket-export" */ './exportSchema'), (m) => m.exportSchema);
/** The server's field names (a 422's `campo`) and the form's. */
const SERVER_FIELDS: ServerFields<ExportValues> = { emails: 'emails', mensagem: 'mensagem' };

/** Exports the chosen titles (SPEC.md §7): a file in the chosen format, printed references, or an e-mail. */
export function ExportPanel({ chosen }: { readonly chosen: readonly number[] }) {
  const { t } = useTranslation('catalogue');
  const headingId = useId();
  const [printed, setPrinted] = useState<string | null>(null);
  const form = useForm<ExportValues>({ resolver, defaultValues: EXPORT_DEFAULTS });
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
    mutationFn: (v: ExportValues) =>
      api.exportBasket({ tipo: 'email', dados: v.format, acervos: [...chosen], opcoesEmail: { emails: v.emails, ...(v.mensagem.trim() ? { mensagem: v.mensagem.trim() } : {}) } }),
  });

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
          const r = await email.mutateAsync(values);
          notify.success(t('basket.sent', { count: r.enviado_para.length, emails: r.enviado_para.join(', ') }));
          form.reset({ ...EXPORT_DEFAULTS, format: values.format });
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
          autoComplete="email"
          inputProps={{ inputMode: 'email', placeholder: t('basket.emailsPlaceholder') }}
        />
        <TextField control={form.control} name="mensagem" label={t('basket.message')} maxLength={MESSAGE_MAX} />
      </Form>
      {printed ? (
        <pre className="catalogue-basket__print" aria-label={t('basket.printLabel')}>
          {printed}
        </pre>
      ) : null}
    </section>
  );
}
