import type { ReactNode, Ref } from 'react';
import { useTranslation } from '@estante/i18n';
import { Select } from '@estante/ui/select';
import { Field, fieldIds, useController, useFieldMessage, type Control, type FieldError, type UseFormReturn } from '@estante/ui/form';
import type { PersonChoice } from '@estante/session/sign-in';
import { Captcha, type CaptchaHandle } from '../captcha/Captcha';
import type { LoginValues } from './schema';

/** "Pessoa": the person among those one user code names; the native select keeps the SPEC's name EscolhaLogin. */
export function PersonField({ control, persons }: { readonly control: Control<LoginValues>; readonly persons: readonly PersonChoice[] }) {
  const { t } = useTranslation('auth');
  const { field, fieldState } = useController({ control, name: 'person' });
  return (
    <Field name="person" label={t('auth.person')} error={fieldState.error}>
      {(props) => (
        <Select
          {...props}
          ref={field.ref}
          name="EscolhaLogin"
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          options={[{ value: '', label: t('auth.choosePersonOption') }, ...persons.map((p) => ({ value: String(p.codigo), label: p.nome }))]}
        />
      )}
    </Field>
  );
}

/** A group of its own (radios, the captcha): its message under it and joined to its description. */
function Group({ formId, name, error, children }: { readonly formId: string; readonly name: string; readonly error: FieldError | undefined; readonly children: (describedBy: string | undefined) => ReactNode }) {
  const message = useFieldMessage()(error);
  const { errorId } = fieldIds(formId, name);
  return (
    <>
      {children(message ? errorId : undefined)}
      {message ? (
        <p id={errorId} className="estante-form__error">
          {message}
        </p>
      ) : null}
    </>
  );
}

/** "Direcionar para": back to the page the sign-in was started from (when there is one), the personal area or the catalogue (SPEC.md §2). */
export function DestinationField({ formId, register, error, canReturn }: { readonly formId: string; readonly register: UseFormReturn<LoginValues>['register']; readonly error: FieldError | undefined; readonly canReturn: boolean }) {
  const { t } = useTranslation('auth');
  return (
    <Group formId={formId} name="destination" error={error}>
      {(describedBy) => (
        <fieldset className="estante-form__field auth-choice" aria-invalid={describedBy ? true : undefined} aria-describedby={describedBy}>
          <legend>{t('auth.destination')}</legend>
          {canReturn ? (
            <label>
              <input type="radio" value="retorno" {...register('destination')} /> {t('auth.destinationReturn')}
            </label>
          ) : null}
          <label>
            <input type="radio" value="meupergamum" {...register('destination')} /> {t('auth.destinationPersonalArea')}
          </label>
          <label>
            <input type="radio" value="catalogo" {...register('destination')} /> {t('auth.destinationCatalogue')}
          </label>
        </fieldset>
      )}
    </Group>
  );
}

/** The captcha (activity 1120), its "confirm you are not a robot" under it. */
export function CaptchaField(props: { readonly formId: string; readonly error: FieldError | undefined; readonly onChange: (token: string | null) => void; readonly handle: Ref<CaptchaHandle> }) {
  return (
    <div className="estante-form__field">
      <Group formId={props.formId} name="captcha" error={props.error}>
        {(describedBy) => <Captcha onChange={props.onChange} handle={props.handle} describedBy={describedBy} />}
      </Group>
    </div>
  );
}
