import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { Field } from '@tomaru/ui/form';
import { type SchemaForm, useFieldError } from '@tomaru/ui/schema-form';
import { type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes, useId } from 'react';
import type { FieldPath, FieldValues } from 'react-hook-form';

type Bound<Input extends FieldValues, Output> = {
  form: SchemaForm<Input, Output>;
  name: FieldPath<Input>;
  label: ReactNode;
  hint?: ReactNode;
  required?: boolean;
};

/** A labelled text area bound to a form field (texts that span lines: access, terms). */
export function TextAreaField<Input extends FieldValues, Output>({
  form,
  name,
  label,
  hint,
  required,
  ...rest
}: Bound<Input, Output> & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'name' | 'form' | 'id'>) {
  const id = useId();
  const error = useFieldError(form, name);
  return (
    <Field id={id} label={label} hint={hint} error={error} required={required ?? false}>
      {(aria) => <textarea className="input" rows={4} {...rest} {...aria} {...form.register(name)} />}
    </Field>
  );
}

/** A labelled select over a fixed list of values, each with its translated label. */
export function SelectField<Input extends FieldValues, Output, Value extends string>({
  form,
  name,
  label,
  hint,
  required,
  options,
  ...rest
}: Bound<Input, Output> & {
  options: readonly { value: Value; label: string | MessageDescriptor }[];
} & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'name' | 'form' | 'id'>) {
  const { i18n } = useLingui();
  const id = useId();
  const error = useFieldError(form, name);
  return (
    <Field id={id} label={label} hint={hint} error={error} required={required ?? false}>
      {(aria) => (
        <select className="input" {...rest} {...aria} {...form.register(name)}>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {typeof o.label === 'string' ? o.label : i18n._(o.label)}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

/**
 * A number input whose empty value is null (a map position not set), not NaN; the schema judges the
 * rest.
 */
export function OptionalNumberField<Input extends FieldValues, Output>({
  form,
  name,
  label,
  hint,
  step,
}: Bound<Input, Output> & { step?: string }) {
  const id = useId();
  const error = useFieldError(form, name);
  return (
    <Field id={id} label={label} hint={hint} error={error}>
      {(aria) => (
        <input
          className="input"
          type="number"
          inputMode="decimal"
          step={step ?? 'any'}
          {...aria}
          {...form.register(name, {
            setValueAs: (value: unknown) =>
              value === '' || value === null || value === undefined ? null : Number(value),
          })}
        />
      )}
    </Field>
  );
}
