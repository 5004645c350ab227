import { useTranslation } from '@estante/i18n';
import { Button } from '@estante/ui/button';
import { Field, Form, FormRow, SubmitButton, useController, useForm, type Control } from '@estante/ui/form';
import { rangeResolver, type RangeValues } from './rules';
import { NS_HISTORY } from './strings';

/** A day field: the browser's date input (value yyyy-mm-dd), its label and its message under it. */
function DayField({ control, name, label }: { readonly control: Control<RangeValues>; readonly name: keyof RangeValues; readonly label: string }) {
  const { field, fieldState } = useController({ control, name });
  return (
    <Field name={name} label={label} error={fieldState.error}>
      {(props) => <input {...props} ref={field.ref} type="date" className="history-day" name={field.name} value={field.value} onChange={field.onChange} onBlur={field.onBlur} />}
    </Field>
  );
}

/** The date filter: either date, the start not after the end (the message under the end); applied to the address. */
export function HistoryFilter({ value, onApply }: { readonly value: RangeValues; readonly onApply: (v: RangeValues) => void }) {
  const { t } = useTranslation(NS_HISTORY);
  const form = useForm<RangeValues>({ resolver: rangeResolver, defaultValues: value });
  const clear = () => {
    form.reset({ inicio: '', fim: '' });
    onApply({ inicio: '', fim: '' });
  };
  return (
    <Form
      id="history-filter"
      ns={NS_HISTORY}
      form={form}
      aria-label={t('filter.label')}
      className="history-filter"
      onSubmit={onApply}
      actions={
        <>
          <SubmitButton control={form.control}>{t('filter.apply')}</SubmitButton>
          <Button onClick={clear}>{t('filter.clear')}</Button>
        </>
      }
    >
      <FormRow>
        <DayField control={form.control} name="inicio" label={t('filter.start')} />
        <DayField control={form.control} name="fim" label={t('filter.end')} />
      </FormRow>
    </Form>
  );
}
