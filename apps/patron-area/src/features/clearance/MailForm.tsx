import { useId } from 'react';
import type { DeclaracaoNadaConsta } from '@estante/api-contract';
import { MAX_EMAILS_NADA_CONSTA } from '@estante/api-contract/constants';
import { mailClearance } from '@estante/api-endpoints/patron';
import { useTranslation } from '@estante/i18n';
import { formatDateTime } from '@estante/i18n/format';
import { Form, SubmitButton, TextField, useForm, useFormState, type ServerFields } from '@estante/ui/form';
import { notify } from '@estante/ui/notify';
import { mailResolver, type MailValues } from './rules';
import { NS_CLEARANCE } from './strings';

const SERVER_FIELDS: ServerFields<MailValues> = { emails: 'emails' };

/** E-mails the newest declaration with its PDF: the recipients (SPEC.md §5), each message under the field, the server's too. */
export function MailForm({ declaration }: { readonly declaration: DeclaracaoNadaConsta }) {
  const { t, i18n } = useTranslation(NS_CLEARANCE);
  const id = useId();
  const form = useForm<MailValues>({ resolver: mailResolver, defaultValues: { emails: '' } });
  // Off while a send is pending: a double click sends one e-mail.
  const { isSubmitting } = useFormState({ control: form.control });
  const send = async (v: MailValues) => {
    const sent = await mailClearance({ emails: v.emails, codigo: declaration.codigo });
    notify.success(sent.message);
    form.reset({ emails: '' });
  };
  return (
    <section aria-labelledby="clearance-mail-heading" className="clearance-mail">
      <h2 id="clearance-mail-heading" className="clearance-heading">{t('mail.heading')}</h2>
      <p>{t('mail.intro', { date: formatDateTime(declaration.emitida_em, i18n.language) })}</p>
      <Form id={`clearance-mail${id.replace(/:/g, '')}`} ns={NS_CLEARANCE} form={form} onSubmit={send} serverFields={SERVER_FIELDS} aria-label={t('mail.heading')}>
        <TextField control={form.control} name="emails" label={t('mail.emails')} required type="text" autoComplete="email" hint={t('mail.emailsHint', { max: MAX_EMAILS_NADA_CONSTA })} />
        <SubmitButton control={form.control} disabled={isSubmitting}>{t('mail.send')}</SubmitButton>
      </Form>
    </section>
  );
}
