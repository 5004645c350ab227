import { useId } from 'react';
import { fieldIds, useController, useFieldMessage, type Control, type FieldValues, type Path } from '@estante/ui/form';

interface Props<V extends FieldValues> {
  readonly control: Control<V>;
  /** A field holding the chosen values (string[]). */
  readonly name: Path<V>;
  /** The form's id (the group's ids are `${formId}-${name}…`, as the other fields'). */
  readonly formId: string;
  readonly legend: string;
  readonly required?: boolean;
  readonly options: readonly { readonly valor: string; readonly rotulo: string }[] | undefined;
  readonly loading: string;
  readonly disabled?: boolean;
}

/**
 * Several choices of one field as a group of checkboxes (a fieldset with its legend): keyboard and
 * screen readers for free, unlike a multiple select. Its message (the rule's, or the server's 422)
 * is under the group and describes it (each box is marked invalid: a group may not be); a refused send
 * focuses its first box.
 */
export function ChoicesField<V extends FieldValues>({ control, name, formId, legend, required, options, loading, disabled }: Props<V>) {
  const { field, fieldState } = useController({ control, name });
  const message = useFieldMessage()(fieldState.error);
  const { id, errorId } = fieldIds(formId, name);
  const legendId = useId();
  const chosen = (field.value ?? []) as string[];
  const toggle = (valor: string, on: boolean) => field.onChange(on ? [...chosen, valor] : chosen.filter((v) => v !== valor));
  return (
    <fieldset
      className="lr-choices estante-form__field"
      aria-labelledby={legendId}
      aria-describedby={message ? errorId : undefined}
    >
      <legend id={legendId} className="lr-choices__legend">
        {legend}
        {required ? (
          <span className="estante-form__required" aria-hidden="true">
            {' '}*
          </span>
        ) : null}
      </legend>
      {options ? (
        <div className="lr-choices__boxes">
          {options.map((o, i) => (
            <div className="estante-form__check lr-choices__box" key={o.valor}>
              <input
                type="checkbox"
                id={`${id}-${o.valor}`}
                ref={i === 0 ? field.ref : undefined}
                name={field.name}
                value={o.valor}
                checked={chosen.includes(o.valor)}
                onChange={(e) => toggle(o.valor, e.target.checked)}
                onBlur={field.onBlur}
                aria-invalid={message ? true : undefined}
                disabled={disabled}
              />
              <label htmlFor={`${id}-${o.valor}`}>{o.rotulo}</label>
            </div>
          ))}
        </div>
      ) : (
        <p className="estante-form__hint">{loading}</p>
      )}
      {message ? (
        <p id={errorId} className="estante-form__error">
          {message}
        </p>
      ) : null}
    </fieldset>
  );
}
