import { useTranslation } from '@estante/i18n';
import { Button } from '@estante/ui/button';
import { DateField } from '../../blocks/date-input/DateInput';
import { Form, FormRow, SubmitButton, useForm } from '@estante/ui/form';
import { filterResolver, type FilterValues } from './rules';
import { NS_ALERTS } from './strings';

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
        <DateField control={form.control} name="dataInicio" label={t('filter.start')} />
        <DateField control={form.control} name="dataFim" label={t('filter.end')} />
      </FormRow>
    </Form>
  );
}
