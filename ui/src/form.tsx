import { toErrorIssues } from '@tomaru/domain/validation';
import type { ReactNode } from 'react';
import type * as v from 'valibot';
import { ApiError } from './api';

/** Field path (dotted, as the API writes it) → the first error code found for it. */
export type FieldErrors = Record<string, string>;

/** The first issue code per field of a failed parse of a shared schema. */
function schemaErrors(issues: Parameters<typeof toErrorIssues>[0]): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of toErrorIssues(issues)) out[issue.path || '_'] ??= issue.code;
  return out;
}

/** Validates `input` with a shared schema: the output, or the errors per field. */
export function validateWith<S extends v.GenericSchema>(
  schema: S,
  input: unknown,
): { ok: true; output: v.InferOutput<S> } | { ok: false; errors: FieldErrors } {
  // Through the Standard Schema interface, so ui/ needs no validation library of its own.
  const result = schema['~standard'].validate(input);
  if (result instanceof Promise) throw new Error('validateWith takes synchronous schemas only');
  return result.issues
    ? { ok: false, errors: schemaErrors(result.issues) }
    : { ok: true, output: result.value as v.InferOutput<S> };
}

/** The field errors a 422 answer carries (the same codes as the schema in the browser). */
export function apiFieldErrors(error: unknown): FieldErrors {
  if (!(error instanceof ApiError)) return {};
  const out: FieldErrors = {};
  for (const issue of error.issues) out[issue.path || '_'] ??= issue.code;
  return out;
}

type FieldProps = {
  id: string;
  label: ReactNode;
  /** The translated error shown under the input, if any. */
  error?: string | undefined;
  hint?: ReactNode;
  required?: boolean;
  children: (aria: { id: string; 'aria-invalid'?: true; 'aria-describedby'?: string }) => ReactNode;
};

/** A labelled input with its hint and its error tied to it for screen readers. */
export function Field({ id, label, error, hint, required, children }: FieldProps) {
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className="field">
      <label htmlFor={id}>
        {label}
        {required ? (
          <span className="field__required" aria-hidden="true">
            {' '}
            *
          </span>
        ) : null}
      </label>
      {hint ? (
        <p className="field__hint" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
      {children({
        id,
        ...(error ? { 'aria-invalid': true as const } : {}),
        ...(described ? { 'aria-describedby': described } : {}),
      })}
      {error ? (
        <p className="field__error" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
