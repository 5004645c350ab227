import { useMemo } from 'react';
import { requestExchange } from '@estante/api-endpoints/patron';
import { useTranslation } from '@estante/i18n';
import { Button } from '@estante/ui/button';
import { FormDialog, FormRow, SelectField, TextAreaField, TextField, useFieldMessage, useForm, useFormState, useWatch, type FieldError, type UseFormReturn } from '@estante/ui/form';
import { notify } from '@estante/ui/notify';
import { EMPTY_EXCHANGE, EMPTY_ITEM, EXCHANGE_FIELDS, exchangeProblems, localDay, PEDIDO_MAX, PERMUTA_ITENS_MAX, problemsResolver, toExchangeRequest, type ExchangeValues } from './rules';
import { NS_LIBRARY_REQUESTS } from './strings';

const FORM_ID = 'nova-permuta';

/** The publications of the request, one group each (title, author, year, quantity, notes), added and removed. */
function Items({ form }: { readonly form: UseFormReturn<ExchangeValues> }) {
  const { t } = useTranslation(NS_LIBRARY_REQUESTS);
  const { control } = form;
  const itens = useWatch({ control, name: 'itens' }) ?? [];
  const { errors } = useFormState({ control, name: 'itens' });
  // "At least one" / "at most 20" is about the list (an error with a message), not one publication's fields.
  const listError = errors.itens as FieldError | undefined;
  const listMessage = useFieldMessage()(typeof listError?.message === 'string' ? listError : undefined);
  const remove = (i: number) => {
    const next = form.getValues('itens').filter((_, j) => j !== i);
    form.setValue('itens', next);
    form.clearErrors('itens');
  };
  const add = () => {
    form.setValue('itens', [...form.getValues('itens'), { ...EMPTY_ITEM }]);
    // The new publication's title, for the keyboard.
    window.setTimeout(() => form.setFocus(`itens.${itens.length}.titulo`), 0);
  };
  return (
    <div className="lr-items">
      {itens.map((_, i) => (
        <fieldset className="lr-item" key={i} aria-labelledby={`${FORM_ID}-item-${i}`}>
          <legend id={`${FORM_ID}-item-${i}`} className="lr-item__legend">
            {t('exchange.form.item', { n: i + 1 })}
          </legend>
          <TextField control={control} name={`itens.${i}.titulo`} label={t('exchange.form.itemTitle')} required maxLength={PEDIDO_MAX.titulo} />
          <FormRow>
            <TextField control={control} name={`itens.${i}.autor`} label={t('exchange.form.author')} maxLength={PEDIDO_MAX.autor} />
            <div className="lr-item__pair">
              <TextField control={control} name={`itens.${i}.ano`} label={t('exchange.form.year')} inputProps={{ inputMode: 'numeric' }} />
              <TextField control={control} name={`itens.${i}.quantidade`} label={t('exchange.form.quantity')} required inputProps={{ inputMode: 'numeric' }} />
            </div>
          </FormRow>
          <TextField control={control} name={`itens.${i}.notas`} label={t('exchange.form.itemNotes')} hint={t('exchange.form.itemNotesHint')} maxLength={PEDIDO_MAX.notas} />
          {itens.length > 1 ? (
            <Button size="small" onClick={() => remove(i)} aria-label={t('exchange.form.removeLabel', { n: i + 1 })}>
              {t('exchange.form.remove')}
            </Button>
          ) : null}
        </fieldset>
      ))}
      {listMessage ? (
        <p id={`${FORM_ID}-itens-error`} className="estante-form__error" role="alert">
          {listMessage}
        </p>
      ) : null}
      {itens.length < PERMUTA_ITENS_MAX ? <Button onClick={add}>{t('exchange.form.add')}</Button> : <p className="estante-form__hint">{t('exchange.form.max', { max: PERMUTA_ITENS_MAX })}</p>}
    </div>
  );
}

/**
 * A new exchange request: whether the patron offers publications to the library or looks for
 * publications the library offers in exchange, on whose behalf (optional), the publications (title,
 * author, year, quantity, notes; up to 20) and notes. Messages under their fields, the server's 422
 * too; the send is busy while pending.
 */
export function ExchangeForm({ open, onClose, onSent }: { readonly open: boolean; readonly onClose: () => void; readonly onSent: () => void }) {
  const { t } = useTranslation(NS_LIBRARY_REQUESTS);
  const resolver = useMemo(() => problemsResolver<ExchangeValues>((v) => exchangeProblems(v, localDay())), []);
  const form = useForm<ExchangeValues>({ resolver, defaultValues: EMPTY_EXCHANGE });
  const { control } = form;
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={t('exchange.form.title')}
      width={720}
      id={FORM_ID}
      ns={NS_LIBRARY_REQUESTS}
      form={form}
      serverFields={EXCHANGE_FIELDS as never}
      submitText={t('exchange.form.submit')}
      cancelText={t('form.cancel')}
      initialFocus="modalidade"
      intro={
        <>
          <p className="estante-form__intro">{t('exchange.form.intro')}</p>
          <p className="estante-form__hint">{t('form.requiredHint')}</p>
        </>
      }
      onSubmit={async (values) => {
        const done = await requestExchange(toExchangeRequest(values));
        notify.success({ title: done.message });
        form.reset({ ...EMPTY_EXCHANGE, itens: [{ ...EMPTY_ITEM }] });
        onSent();
        onClose();
      }}
    >
      <FormRow>
        <SelectField
          control={control}
          name="modalidade"
          label={t('exchange.form.kind')}
          required
          options={[
            { value: 'oferta', label: t('exchange.kind.oferta') },
            { value: 'procura', label: t('exchange.kind.procura') },
          ]}
        />
        <TextField control={control} name="instituicao" label={t('exchange.form.institution')} hint={t('exchange.form.institutionHint')} maxLength={PEDIDO_MAX.instituicao} />
      </FormRow>
      <Items form={form} />
      <TextAreaField control={control} name="observacoes" label={t('exchange.form.notes')} rows={3} maxLength={PEDIDO_MAX.observacoes} showCount={false} />
    </FormDialog>
  );
}
