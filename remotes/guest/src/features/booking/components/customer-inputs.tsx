import { type SchemaForm, useFieldError } from '@tomaru/ui/schema-form';
import type { CustomerValues } from '../model/customer-form';
import type { PersonForm } from '../model/flow-state';

export type Form = SchemaForm<CustomerValues, CustomerValues>;
type Name = `user.${keyof PersonForm}` | `lodger.${keyof PersonForm}` | 'mail_confirm';

/** Id of a field's error text, for aria-describedby. */
const errorId = (name: string) => `bk-err-${name.replaceAll('.', '-')}`;
/** The input's id: `bk-user-last_name` (e2e tests and labels find it by this). */
const inputId = (name: Name) => `bk-${name.replace('.', '-').replace('mail_confirm', 'mail-confirm')}`;

/** A labelled input of step 2, its error under it (from the schema or the server). */
export function PersonInput({
  form,
  name,
  label,
  hint,
  type,
  autoComplete,
  inputMode,
}: {
  form: Form;
  name: Name;
  label: string;
  hint?: string | undefined;
  type?: string;
  autoComplete?: string;
  inputMode?: 'tel' | 'numeric' | 'email';
}) {
  const id = inputId(name);
  const error = useFieldError(form, name);
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {hint ? (
        <p className="bk-hint" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
      <input
        id={id}
        type={type ?? 'text'}
        autoComplete={autoComplete}
        inputMode={inputMode}
        {...form.register(name)}
        {...(error
          ? { 'aria-invalid': true, 'aria-describedby': errorId(name) }
          : hint
            ? { 'aria-describedby': `${id}-hint` }
            : {})}
      />
      {error ? (
        <p className="field__error" id={errorId(name)}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A labelled select of step 2 with an empty first choice. */
export function PersonSelect({
  form,
  name,
  label,
  options,
  emptyLabel,
}: {
  form: Form;
  name: Name;
  label: string;
  options: [string, string][];
  emptyLabel: string;
}) {
  const id = inputId(name);
  const error = useFieldError(form, name);
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        // React selects the option itself (a value set by the form's ref is lost in some DOMs).
        defaultValue={form.getValues(name)}
        {...form.register(name)}
        {...(error ? { 'aria-invalid': true, 'aria-describedby': errorId(name) } : {})}
      >
        <option value="">{emptyLabel}</option>
        {options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
      {error ? (
        <p className="field__error" id={errorId(name)}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
