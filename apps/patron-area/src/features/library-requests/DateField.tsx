import { Field, useController, type Control, type FieldValues, type Path } from '@estante/ui/form';
import { Input } from '@estante/ui/input';

/** A calendar day bound to the form (the browser's own date picker; yyyy-mm-dd), `min` the earliest day offered. */
export function DateField<V extends FieldValues>({ control, name, label, required, min }: { readonly control: Control<V>; readonly name: Path<V>; readonly label: string; readonly required?: boolean; readonly min?: string }) {
  const { field, fieldState } = useController({ control, name });
  return (
    <Field name={name} label={label} required={required} error={fieldState.error}>
      {(props) => (
        <Input
          {...props}
          ref={field.ref}
          type="date"
          name={field.name}
          min={min}
          value={(field.value as string | undefined) ?? ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
          status={fieldState.error ? 'error' : undefined}
        />
      )}
    </Field>
  );
}
