import { standardSchemaResolver } from '@hookform/resolvers/standard-schema';
import { Trans } from '@lingui/react/macro';
import type { StandardSchemaV1 } from '@standard-schema/spec';
import { issueCode } from '@tomaru/domain/validation';
import { type BaseSyntheticEvent, type InputHTMLAttributes, type ReactNode, useId, useState } from 'react';
import {
  type DefaultValues,
  type FieldPath,
  type FieldValues,
  get,
  type UseFormReturn,
  useForm,
} from 'react-hook-form';
import { ApiError } from './api';
import { useErrorText } from './error-text';
import { Field } from './form';
import { FormAlert, type IssueLabels, issuePath } from './form-alert';
import { useLeaveGuard } from './leave-guard';

/**
 * The one form pattern (decision 031): react-hook-form over a shared Standard Schema (the valibot
 * schema the worker validates the same call with), so a field's error is the same code in the
 * browser and from the server.
 */
export type SchemaForm<Input extends FieldValues, Output> = UseFormReturn<Input, unknown, Output> & {
  /** The form's onSubmit: validates, calls `onSubmit`, maps a 422's issues onto the fields. */
  submit: (event?: BaseSyntheticEvent) => Promise<void>;
  /** The last failed submit (an ApiError or anything thrown), for the one failure alert. */
  failure: unknown;
  /** The paths of the last failure's issues that no field on the screen shows: the alert names them. */
  unshown: string[];
  /** True while a submit runs: the submit button is disabled. */
  pending: boolean;
};

export function useSchemaForm<Input extends FieldValues, Output>(
  schema: StandardSchemaV1<Input, Output>,
  options: {
    defaultValues: DefaultValues<Input>;
    onSubmit: (values: Output) => Promise<unknown>;
  },
): SchemaForm<Input, Output> {
  const form = useForm<Input, unknown, Output>({
    resolver: standardSchemaResolver(schema),
    defaultValues: options.defaultValues,
    mode: 'onTouched',
  });
  const [failure, setFailure] = useState<unknown>(null);
  const [unshown, setUnshown] = useState<string[]>([]);
  // Typed and not saved: leaving the page warns (decision 056). A save, or a submit that moves on, does not.
  const guard = useLeaveGuard(form.formState.isDirty);
  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    setUnshown([]);
    guard.release();
    try {
      await options.onSubmit(values);
      // What was sent is saved: the form is clean again (an onSubmit that reset it keeps its values).
      form.reset(form.getValues(), {
        keepIsSubmitted: true,
        keepIsSubmitSuccessful: true,
        keepSubmitCount: true,
      });
    } catch (error) {
      guard.release(false);
      // The server's issues land on the fields they name; the alert names the rest.
      if (error instanceof ApiError) {
        const mounted = form.control._names.mount;
        const missing: string[] = [];
        for (const issue of error.issues) {
          const path = issuePath(issue.path);
          if (!path) continue;
          // The field that shows the path: itself, or the list or group it belongs to (`languages.2`).
          const parts = path.split('.');
          const shown = parts
            .map((_, i) => parts.slice(0, parts.length - i).join('.'))
            .find((p) => mounted.has(p));
          if (shown !== undefined) {
            form.setError(shown as FieldPath<Input>, { type: 'server', message: issue.code });
          } else {
            if (get(form.getValues(), path) !== undefined) {
              form.setError(path as FieldPath<Input>, { type: 'server', message: issue.code });
            }
            // Only a refusal of the input asks the clerk to check fields; a refusal with its own reason
            // (a deadline passed on the booking code) says it already.
            if (error.code === 'validation_failed') missing.push(path);
          }
        }
        setUnshown(missing);
      }
      setFailure(error);
    }
  });
  return { ...form, submit, failure, unshown, pending: form.formState.isSubmitting };
}

/** A form on the one pattern: no browser validation bubbles (the schema's messages are shown), the alert first. */
export function SchemaFormView<Input extends FieldValues, Output>({
  form,
  children,
  className,
  'aria-label': label,
  describeFailure,
  labels,
}: {
  form: SchemaForm<Input, Output>;
  children: ReactNode;
  className?: string;
  'aria-label'?: string;
  /** Words for a failure the error table does not say well enough (e.g. why a change is refused). */
  describeFailure?: (error: unknown) => string;
  /** Words for refused paths the screen has no field for (in the guest's catalog, say). */
  labels?: IssueLabels;
}) {
  return (
    <form className={className ?? 'form'} noValidate onSubmit={form.submit} aria-label={label}>
      <FormAlert error={form.failure} unshown={form.unshown} describe={describeFailure} labels={labels} />
      {children}
    </form>
  );
}

/** The submit button: disabled, and says so, while the submit runs. */
export function SubmitButton<Input extends FieldValues, Output>({
  form,
  children,
  pendingLabel,
  disabled,
}: {
  form: SchemaForm<Input, Output>;
  children: ReactNode;
  /** What the button says while the submit runs (default 保存中…). */
  pendingLabel?: ReactNode;
  /** Disabled besides while pending (e.g. nothing to submit yet). */
  disabled?: boolean;
}) {
  return (
    <button
      type="submit"
      className="button button--primary"
      disabled={form.pending || disabled === true}
      aria-busy={form.pending}
    >
      {form.pending ? (pendingLabel ?? <Trans>保存中…</Trans>) : children}
    </button>
  );
}

/** The translated error of one field (a schema or server code), if any. */
export function useFieldError<Input extends FieldValues, Output>(
  form: SchemaForm<Input, Output>,
  name: FieldPath<Input>,
): string | undefined {
  const errorText = useErrorText();
  const error = get(form.formState.errors, name) as { message?: string } | undefined;
  return error?.message !== undefined ? errorText(issueCode(error.message)) : undefined;
}

/**
 * A number as staff type it: full-width digits (an IME left on) and thousands commas are read as
 * the number they mean; anything else, or nothing, is NaN, which the schema refuses.
 */
function typedNumber(typed: unknown): number {
  if (typeof typed === 'number') return typed;
  const s = String(typed ?? '')
    .normalize('NFKC')
    .replaceAll(',', '')
    .trim();
  return /^-?\d+(\.\d+)?$/.test(s) ? Number(s) : Number.NaN;
}

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'form' | 'id'>;

/** A labelled text input bound to a form field, its error under it and tied to it for screen readers. */
export function TextField<Input extends FieldValues, Output>({
  form,
  name,
  label,
  hint,
  required,
  number,
  ...input
}: InputProps & {
  form: SchemaForm<Input, Output>;
  name: FieldPath<Input>;
  label: ReactNode;
  hint?: ReactNode;
  required?: boolean;
  /** Read the value as a number (typedNumber: full-width digits and commas taken, an empty input is NaN). */
  number?: boolean;
}) {
  const id = useId();
  const error = useFieldError(form, name);
  return (
    <Field id={id} label={label} hint={hint} error={error} required={required ?? false}>
      {(aria) => (
        <input
          className="input"
          {...input}
          {...aria}
          {...form.register(name, number ? { setValueAs: typedNumber } : {})}
        />
      )}
    </Field>
  );
}
