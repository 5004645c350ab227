import { useId } from 'react';
import { errorMessageKey, toApiError } from '@estante/api-client';
import type { FormatoCesta } from '@estante/api-contract';
import { exportBasket } from '@estante/api-endpoints/patron';
import { useMutation } from '@estante/api-client/react';
import { messageText, useTranslation } from '@estante/i18n';
import { Button } from '@estante/ui/button';
import { saveFile } from '@estante/ui/document';
import { Form, rulesResolver, SelectField, TextField, useForm, useWatch, type ServerFields } from '@estante/ui/form';
import { notify } from '@estante/ui/notify';
import { MAX_EMAILS_EXPORTACAO } from '@estante/api-contract/constants';
import { emailErrors, EXPORT_DEFAULTS, FORMATS, MESSAGE_MAX, type ExportValues } from './rules';
import { NS_PERMANENT_BASKET } from './strings';

/** The server's field names (a refusal's `campo`) and the form's. */
const SERVER_FIELDS: ServerFields<ExportValues> = { emails: 'emails', mensagem: 'mensagem' };
const resolver = rulesResolver<ExportValues>(emailErrors);

/**
 * Exports titles of the permanent basket with the basket's own export (POST /api/acervo/exportar-cesta):
 * a file in the chosen format (ABNT, APA, RIS, BibTeX, MARCXML), or an e-mail with the patron's message.
 */
export function BasketExport({ acervos, scope }: { readonly acervos: readonly number[]; readonly scope: 'selected' | 'all' }) {
  const { t } = useTranslation(NS_PERMANENT_BASKET);
  const headingId = useId();
  const form = useForm<ExportValues>({ resolver, defaultValues: EXPORT_DEFAULTS });
  const format = useWatch({ control: form.control, name: 'format' });
  const download = useMutation({
    mutationFn: (dados: FormatoCesta) => exportBasket({ tipo: 'download', dados, acervos: [...acervos] }, { tokenMode: 'private' }),
    onSuccess: (file) => {
      saveFile(file.conteudo, file.arquivo, file.tipo_conteudo);
      notify.success(t('export.downloaded', { count: file.acervos.length, file: file.arquivo }));
    },
    onError: (error) => {
      const message = errorMessageKey(toApiError(error));
      notify.error(message ? messageText(t, message) : t('failed'));
    },
  });
  const email = useMutation({
    // The patron's own token: only a signed-in patron's e-mail may carry a message.
    mutationFn: (v: ExportValues) =>
      exportBasket({ tipo: 'email', dados: v.format, acervos: [...acervos], opcoesEmail: { emails: v.emails, ...(v.mensagem.trim() ? { mensagem: v.mensagem.trim() } : {}) } }, { tokenMode: 'private' }),
  });
  const none = acervos.length === 0;

  return (
    <section className="pbasket-export" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('export.title')}</h2>
      <p>{none ? t('export.none') : t(scope === 'selected' ? 'export.selected' : 'export.all', { count: acervos.length })}</p>
      <div className="pbasket-export__row">
        <SelectField control={form.control} name="format" label={t('export.format')} options={FORMATS.map((f) => ({ value: f, label: t(`formats.${f}`) }))} />
        <Button type="primary" onClick={() => download.mutate(format)} loading={download.isPending} disabled={none || download.isPending}>
          {t('export.download')}
        </Button>
      </div>
      <Form
        id="pbasket-email"
        ns={NS_PERMANENT_BASKET}
        form={form}
        serverFields={SERVER_FIELDS}
        className="pbasket-export__email"
        aria-label={t('export.emailTitle')}
        intro={<h3>{t('export.emailTitle')}</h3>}
        onSubmit={async (values) => {
          const r = await email.mutateAsync(values);
          notify.success(t('export.sent', { count: r.enviado_para.length, emails: r.enviado_para.join(', ') }));
          form.reset({ ...EXPORT_DEFAULTS, format: values.format });
        }}
        actions={
          <Button htmlType="submit" loading={email.isPending} disabled={none || email.isPending}>
            {t('export.send')}
          </Button>
        }
      >
        <TextField
          control={form.control}
          name="emails"
          label={t('export.emails')}
          required
          hint={t('export.emailsHint', { max: MAX_EMAILS_EXPORTACAO })}
          autoComplete="email"
          inputProps={{ inputMode: 'email' }}
        />
        <TextField control={form.control} name="mensagem" label={t('export.message')} maxLength={MESSAGE_MAX} />
      </Form>
    </section>
  );
}
