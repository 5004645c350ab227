import { useTranslation } from '@estante/i18n';
import { Button } from '@estante/ui/button';
import { DateField } from '../../blocks/date-input/DateInput';
import { Form, FormRow, SubmitButton, useForm } from '@estante/ui/form';
import { rangeResolver, type RangeValues } from './rules';
import { NS_HISTORY } from './strings';

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
        <DateField control={form.control} name="inicio" label={t('filter.start')} />
        <DateField control={form.control} name="fim" label={t('filter.end')} />
      </FormRow>
    </Form>
  );
}
