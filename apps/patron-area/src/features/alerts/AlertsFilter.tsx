import { useTranslation } from '@estante/i18n';
import { Button } from '@estante/ui/button';
import { Field, Form, FormRow, SubmitButton, useController, useForm, type Control } from '@estante/ui/form';
import { filterResolver, type FilterValues } from './rules';
import { NS_ALERTS } from './strings';

/** A day field: the browser's date input (its value yyyy-mm-dd), its label and its message under it. */
function DayField({ control, name, label }: { readonly control: Control<FilterValues>; readonly name: keyof FilterValues; readonly label: string }) {
  const { field, fieldState } = useController({ control, name });
  return (
    <Field name={name} label={label} error={fieldState.error}>
      {(props) => <input {...props} ref={field.ref} type="date" className="alerts-day" name={field.name} value={field.value} onChange={field.onChange} onBlur={field.onBlur} />}
    </Field>
  );
}

/** The date filter: both dates (the message under the missing one), applied to the address. */
export function AlertsFilter({ value, onApply }: { readonly value: FilterValues | null; readonly onApply: (v: FilterValues | null) => void }) {
  const { t } = useTranslation(NS_ALERTS);
  const form = useForm<FilterValues>({ resolver: filterResolver, defaultValues: value ?? { dataInicio: '', dataFim: '' } });
  const clear = () => {
    form.reset({ dataInicio: '', dataFim: '' });
    onApply(null);
  };
  return (
    <Form
      id="alerts-filter"
      ns={NS_ALERTS}
      form={form}
      aria-label={t('filter.label')}
      className="alerts-filter"
      onSubmit={(v) => onApply(v.dataInicio === '' ? null : v)}
      actions={
        <>
          <SubmitButton control={form.control}>{t('filter.apply')}</SubmitButton>
          <Button onClick={clear}>{t('filter.clear')}</Button>
        </>
      }
    >
      <FormRow>
        <DayField control={form.control} name="dataInicio" label={t('filter.start')} />
        <DayField control={form.control} name="dataFim" label={t('filter.end')} />
      </FormRow>
    </Form>
  );
}
