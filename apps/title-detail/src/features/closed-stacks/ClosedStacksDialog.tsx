import { useEffect, useState } from 'react';
import type { ExemplarFechado, Solicitacao } from '@estante/api-contract';
import { useLocation } from '@estante/federation/router';
import { placeClosedStacksRequest, requestContactQuery, requestsKey } from '@estante/api-endpoints/title';
import { useMutation, useQuery, useQueryClient } from '@estante/api-client/react';
import { useTranslation } from '@estante/i18n';
import { FormDialog, SelectField, TextField, useForm, type ServerFields } from '@estante/ui/form';
import { notify } from '@estante/ui/notify';
import { SignInPrompt } from '../signin/SignInGate';
import { clearDraft, draftKey, useDraft } from '../signin/draft';
import { usePhoneFilter } from '../request/usePhoneFilter';
import { newIdempotencyKey, prefill } from '../request/rules';
import { closedResolver } from './resolver';
import { defaultDesk, EMPTY_CLOSED, type ClosedValues } from './rules';
import { NS_CLOSED } from './strings';

const SERVER_FIELDS: ServerFields<ClosedValues> = { balcao: 'balcao', telefone: 'telefone', emails: 'emails' };

/** Asking for one closed-stacks copy at a desk of its campus: the desk, phone and e-mails (first values from the patron's record). */
export function ClosedStacksDialog({ copy, codPessoa, onClose, onSent }: {
  readonly copy: ExemplarFechado;
  /** null: a visitor (asked to sign in; what was typed is kept). */
  readonly codPessoa: number | null;
  readonly onClose: () => void;
  readonly onSent: (s: Solicitacao) => void;
}) {
  const { t } = useTranslation(NS_CLOSED);
  const { pathname } = useLocation();
  const draft = draftKey(`closed-stacks-${copy.cod_exemplar}`, pathname);
  const form = useForm<ClosedValues>({ resolver: closedResolver, defaultValues: { ...EMPTY_CLOSED, balcao: defaultDesk(copy) } });
  useDraft(form, draft);
  usePhoneFilter(form);
  const contact = useQuery({ ...requestContactQuery(codPessoa ?? 0), enabled: codPessoa !== null });
  useEffect(() => {
    if (!contact.data) return;
    const { telefone, emails } = form.getValues();
    for (const [field, value] of Object.entries(prefill({ telefone, emails, endereco: 'x' }, contact.data))) {
      if (field !== 'endereco') form.setValue(field as keyof ClosedValues, value);
    }
  }, [contact.data, form]);

  const client = useQueryClient();
  const [idempotencyKey] = useState(newIdempotencyKey);
  const send = useMutation({
    mutationFn: (v: ClosedValues) => placeClosedStacksRequest({ exemplar: copy.cod_exemplar, balcao: v.balcao, telefone: v.telefone.trim(), emails: v.emails }, idempotencyKey),
    onSuccess: () => client.invalidateQueries({ queryKey: requestsKey(codPessoa ?? 0) }),
  });

  return (
    <FormDialog
      open
      onClose={onClose}
      title={t('dialog.title')}
      id="acervo-fechado"
      ns={NS_CLOSED}
      form={form}
      serverFields={SERVER_FIELDS}
      signInText={t('signIn')}
      submitText={t('dialog.submit')}
      gate={codPessoa === null ? <SignInPrompt text={t('signIn')} /> : undefined}
      initialFocus="balcao"
      intro={
        <>
          <p>{t('dialog.intro', { cod: copy.cod_exemplar, library: copy.desc_biblioteca, location: copy.localizacao })}</p>
          <p className="estante-form__hint">{t('dialog.required')}</p>
        </>
      }
      onSubmit={async (v) => {
        const placed = await send.mutateAsync(v);
        clearDraft(draft);
        notify.success({ title: placed.message, description: t('sentDetail') });
        onSent(placed.solicitacao);
      }}
    >
      <SelectField
        control={form.control}
        name="balcao"
        label={t('dialog.balcao')}
        required
        options={[{ value: '', label: t('dialog.choose') }, ...copy.balcoes.map((b) => ({ value: String(b.cod_biblioteca), label: b.desc_biblioteca }))]}
      />
      <TextField control={form.control} name="telefone" label={t('form.telefone')} required type="tel" autoComplete="tel" hint={t('form.telefoneHint')} />
      <TextField control={form.control} name="emails" label={t('form.emails')} required autoComplete="email" hint={t('form.emailsHint')} />
    </FormDialog>
  );
}
