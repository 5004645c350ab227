import { useCallback, useEffect, useState } from 'react';
import type { BibliotecaSolicitacao, CombinacaoSolicitacao, Solicitacao, TiposSolicitacao } from '@estante/api-contract';
import { useLocation } from '@estante/federation/router';
import { placeRequest, requestContactQuery, requestsKey } from '@estante/api-endpoints/title';
import { useMutation, useQuery, useQueryClient } from '@estante/api-client/react';
import { useTranslation } from '@estante/i18n';
import { dataLabel } from '@estante/i18n/labels';
import { Alert } from '@estante/ui/feedback';
import { Form, SelectField, SubmitButton, TextAreaField, TextField, useForm, useWatch, type ServerFields } from '@estante/ui/form';
import { notify } from '@estante/ui/notify';
import { SignInPrompt } from '../signin/SignInGate';
import { clearDraft, draftKey, useDraft } from '../signin/draft';
import { usePhoneFilter } from './usePhoneFilter';
import {
  CHOICE_FIELDS,
  EMPTY_REQUEST,
  needsAddress,
  needsOrigin,
  newIdempotencyKey,
  optionsFor,
  originsFor,
  prefill,
  requestBody,
  settle,
  type RequestValues,
} from './rules';
import { requestResolver } from './resolver';
import { NS_REQUEST } from './strings';

const SERVER_FIELDS: ServerFields<RequestValues> = {
  tipo: 'tipo',
  volume: 'volume',
  tomo: 'tomo',
  parte: 'parte',
  material: 'material',
  local_recebimento: 'local_recebimento',
  biblioteca_origem: 'biblioteca_origem',
  endereco: 'endereco',
  telefone: 'telefone',
  emails: 'emails',
};

/**
 * The loan request form (SPEC.md §5): the type, volume, tome, part and material (the values the
 * lendable copies have, narrowed by each other), the receiving location, the origin library of an
 * interlibrary request, the address (home loan, interlibrary), phone and e-mails (first values from
 * the patron's record). One Idempotency-Key per form: a double click or a retry makes one request.
 */
export function RequestForm({ cod, codPessoa, combos, libraries, types }: {
  readonly cod: number;
  /** null: a visitor. */
  readonly codPessoa: number | null;
  readonly combos: readonly CombinacaoSolicitacao[];
  readonly libraries: readonly BibliotecaSolicitacao[];
  readonly types: TiposSolicitacao['tipos'];
}) {
  const { t, i18n } = useTranslation(NS_REQUEST);
  /** A copy's material (the installation's word, "Livro") in the page's language where the product knows it. */
  const materialLabel = (material: string) => dataLabel(i18n, material, 'materials');
  const { pathname } = useLocation();
  const draft = draftKey('request', pathname);
  const form = useForm<RequestValues>({ resolver: requestResolver, defaultValues: EMPTY_REQUEST });
  useDraft(form, draft);
  usePhoneFilter(form);
  const values = { ...EMPTY_REQUEST, ...useWatch({ control: form.control }) } as RequestValues;

  const settleAfter = useCallback(
    (changed?: keyof RequestValues) => {
      for (const [field, value] of Object.entries(settle(combos, form.getValues(), changed))) form.setValue(field as keyof RequestValues, value, { shouldDirty: true });
    },
    [combos, form],
  );
  useEffect(() => settleAfter(), [settleAfter]);

  // The patron's recorded contact fills what is still empty (a kept draft or what was typed wins).
  const contact = useQuery({ ...requestContactQuery(codPessoa ?? 0), enabled: codPessoa !== null });
  useEffect(() => {
    if (!contact.data) return;
    for (const [field, value] of Object.entries(prefill(form.getValues(), contact.data))) form.setValue(field as keyof RequestValues, value);
  }, [contact.data, form]);

  const client = useQueryClient();
  const [idempotencyKey, setIdempotencyKey] = useState(newIdempotencyKey);
  const [sent, setSent] = useState<Solicitacao | null>(null);
  const send = useMutation({
    mutationFn: (v: RequestValues) => placeRequest(requestBody(cod, v), idempotencyKey),
    onSuccess: () => client.invalidateQueries({ queryKey: requestsKey(codPessoa ?? 0) }),
  });

  const choice = (field: (typeof CHOICE_FIELDS)[number]) => (
    <SelectField
      key={field}
      control={form.control}
      name={field}
      label={t(`form.${field}`)}
      required
      options={[{ value: '', label: t('form.choose') }, ...optionsFor(combos, values, field, field === 'material' ? materialLabel : undefined)]}
      onValueChange={() => settleAfter(field)}
    />
  );
  const library = (b: BibliotecaSolicitacao) => ({ value: String(b.cod_biblioteca), label: `${b.desc_biblioteca} (${b.nome_campus})` });
  const origins = originsFor(combos, values);
  const chosenType = types.find((x) => x.valor === values.tipo);

  return (
    <>
      {sent ? (
        <Alert type="success" showIcon role="status" className="title-request__sent" message={sent.tipo_descricao} description={`${sent.situacao_descricao} · ${sent.desc_biblioteca}`} />
      ) : null}
      <Form
        id="solicitacao"
        ns={NS_REQUEST}
        form={form}
        serverFields={SERVER_FIELDS}
        signInText={t('signIn')}
        aria-label={t('form.label')}
        className="title-request__form"
        intro={
          <>
            <p className="estante-form__hint">{t('form.required')}</p>
            {contact.data && contact.data.abertas < contact.data.limite ? <p className="estante-form__hint">{t('limit', { abertas: contact.data.abertas, limite: contact.data.limite })}</p> : null}
            {contact.data && contact.data.abertas >= contact.data.limite ? <Alert type="warning" showIcon role="status" message={t('limitReached', { limite: contact.data.limite })} /> : null}
          </>
        }
        onSubmit={async (v) => {
          const placed = await send.mutateAsync(v);
          setSent(placed.solicitacao);
          setIdempotencyKey(newIdempotencyKey());
          notify.success({ title: placed.message, description: t('sentDetail') });
          form.reset({ ...EMPTY_REQUEST, telefone: v.telefone, emails: v.emails, endereco: v.endereco });
          settleAfter();
          // After the reset, which writes the draft again.
          clearDraft(draft);
        }}
        actions={codPessoa !== null ? <SubmitButton control={form.control} disabled={send.isPending}>{t('form.submit')}</SubmitButton> : undefined}
      >
        <SelectField
          control={form.control}
          name="tipo"
          label={t('form.tipo')}
          required
          hint={chosenType?.descricao}
          options={[{ value: '', label: t('form.choose') }, ...types.map((x) => ({ value: x.valor, label: x.rotulo }))]}
          onValueChange={() => settleAfter('tipo')}
        />
        {CHOICE_FIELDS.map(choice)}
        <SelectField
          control={form.control}
          name="local_recebimento"
          label={t('form.local')}
          required
          options={[{ value: '', label: t('form.choose') }, ...libraries.map(library)]}
          onValueChange={() => settleAfter('local_recebimento')}
        />
        {needsOrigin(values.tipo) ? (
          <SelectField
            control={form.control}
            name="biblioteca_origem"
            label={t('form.origem')}
            required
            options={[{ value: '', label: t('form.choose') }, ...libraries.filter((b) => origins.includes(b.cod_biblioteca)).map(library)]}
          />
        ) : null}
        {needsAddress(values.tipo) ? <TextAreaField control={form.control} name="endereco" label={t('form.endereco')} required rows={2} /> : null}
        <TextField control={form.control} name="telefone" label={t('form.telefone')} required type="tel" autoComplete="tel" hint={t('form.telefoneHint')} />
        <TextField control={form.control} name="emails" label={t('form.emails')} required autoComplete="email" hint={t('form.emailsHint')} />
        {codPessoa === null ? <SignInPrompt text={t('signIn')} /> : null}
      </Form>
    </>
  );
}
