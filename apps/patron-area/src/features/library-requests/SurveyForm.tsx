import { useMemo } from 'react';
import type { OpcoesLevantamento } from '@estante/api-contract';
import { requestSurvey } from '@estante/api-endpoints/patron';
import { useTranslation } from '@estante/i18n';
import { DateField } from '../../blocks/date-input/DateInput';
import { FormDialog, FormRow, SelectField, TextAreaField, TextField, useForm } from '@estante/ui/form';
import { notify } from '@estante/ui/notify';
import { ChoicesField } from './ChoicesField';
import { EMPTY_SURVEY, localDay, PEDIDO_MAX, problemsResolver, SURVEY_FIELDS, surveyProblems, toSurveyRequest, type SurveyValues } from './rules';
import { NS_LIBRARY_REQUESTS } from './strings';

const FORM_ID = 'novo-levantamento';

/**
 * A new bibliographic survey request: subject, period (years, the start not after the end), languages
 * and types of material (several each), purpose, deadline (not in the past), notes. The shared rules
 * put each message under its field before sending; the server's 422 lands under the same field. The
 * send button is busy while the send is pending (a double click sends once).
 */
export function SurveyForm({ open, onClose, onSent, options }: { readonly open: boolean; readonly onClose: () => void; readonly onSent: () => void; readonly options: OpcoesLevantamento | undefined }) {
  const { t } = useTranslation(NS_LIBRARY_REQUESTS);
  const resolver = useMemo(() => {
    const tipos = options?.tipos_obra.map((o) => Number(o.valor));
    return problemsResolver<SurveyValues>((v) => surveyProblems(v, localDay(), tipos));
  }, [options]);
  const form = useForm<SurveyValues>({ resolver, defaultValues: EMPTY_SURVEY });
  const { control } = form;
  const loading = t('form.loading');
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={t('survey.form.title')}
      width={680}
      id={FORM_ID}
      ns={NS_LIBRARY_REQUESTS}
      form={form}
      serverFields={SURVEY_FIELDS}
      submitText={t('survey.form.submit')}
      cancelText={t('form.cancel')}
      initialFocus="assunto"
      intro={
        <>
          <p className="estante-form__intro">{t('survey.form.intro')}</p>
          <p className="estante-form__hint">{t('form.requiredHint')}</p>
        </>
      }
      onSubmit={async (values) => {
        const done = await requestSurvey(toSurveyRequest(values));
        notify.success({ title: done.message });
        form.reset(EMPTY_SURVEY);
        onSent();
        onClose();
      }}
    >
      <TextField control={control} name="assunto" label={t('survey.form.subject')} hint={t('survey.form.subjectHint')} required maxLength={PEDIDO_MAX.assunto} />
      <FormRow>
        <TextField control={control} name="ano_inicio" label={t('survey.form.from')} required maxLength={4} inputProps={{ inputMode: 'numeric' }} />
        <TextField control={control} name="ano_fim" label={t('survey.form.to')} required maxLength={4} inputProps={{ inputMode: 'numeric' }} />
      </FormRow>
      <ChoicesField control={control} name="idiomas" formId={FORM_ID} legend={t('survey.form.languages')} required options={options?.idiomas} loading={loading} />
      <ChoicesField control={control} name="tipos_obra" formId={FORM_ID} legend={t('survey.form.types')} required options={options?.tipos_obra} loading={loading} />
      <FormRow>
        <SelectField
          control={control}
          name="finalidade"
          label={t('survey.form.purpose')}
          required
          disabled={!options}
          options={[{ value: '', label: options ? t('survey.form.choosePurpose') : loading }, ...(options?.finalidades ?? []).map((f) => ({ value: f.valor, label: f.rotulo }))]}
        />
        <DateField control={control} name="prazo" label={t('survey.form.deadline')} required min={localDay()} />
      </FormRow>
      <TextAreaField control={control} name="observacoes" label={t('survey.form.notes')} rows={3} maxLength={PEDIDO_MAX.observacoes} showCount={false} />
    </FormDialog>
  );
}
