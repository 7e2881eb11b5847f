import { Trans, useLingui } from '@lingui/react/macro';
import { type ReactNode, useContext } from 'react';
import { ApiError } from './api';
import { BackOfficeContext } from './backoffice';
import { useErrorText } from './error-text';
import { fieldPathName } from './labels/field';

/** Words for a refused path that the form itself names (its field's label), if it has one. */
export type IssueLabels = ((path: string) => string | undefined) | Readonly<Record<string, string>>;

/** The paths of an error's issues, when it is a refusal of the input (422 validation_failed). */
function refusedPaths(error: unknown): string[] {
  if (!(error instanceof ApiError) || error.code !== 'validation_failed') return [];
  return [...new Set(error.issues.map((issue) => issuePath(issue.path)).filter((path) => path !== ''))];
}

/** An issue's path as the forms write it (`child_types.0.names.en`), whether the API sent it dotted or as a list. */
export function issuePath(path: unknown): string {
  return Array.isArray(path) ? path.join('.') : typeof path === 'string' ? path : '';
}

/** The label `labels` gives the path, or else the nearest path above it (`languages.2` → `languages`). */
function labelOf(labels: IssueLabels | undefined, path: string): string | undefined {
  if (!labels) return undefined;
  const parts = path.split('.');
  for (let n = parts.length; n > 0; n--) {
    const key = parts.slice(0, n).join('.');
    const label =
      typeof labels === 'function' ? labels(key) : Object.hasOwn(labels, key) ? labels[key] : undefined;
    if (label !== undefined) return label;
  }
  return undefined;
}

/**
 * What an alert calls the refused fields of `paths`, in words (decision 056): the label the form
 * passes for it, else in the back office the field labels (ui/src/labels/field.ts), else "an item not
 * on this screen". Never a raw path.
 */
function useIssueNames(paths: readonly string[], labels?: IssueLabels): string {
  const { i18n, t } = useLingui();
  const backOffice = useContext(BackOfficeContext) !== null;
  const names = paths.map(
    (path) =>
      labelOf(labels, path) ?? (backOffice ? fieldPathName(i18n, path) : undefined) ?? t`画面にない項目`,
  );
  return [...new Set(names)].join('、');
}

/**
 * The one failure alert of a form: the translated words for what went wrong, read out at once, and
 * for a refused input the fields to check, by name.
 */
export function FormAlert({
  error,
  unshown,
  labels,
  describe,
  audience,
  className,
  testId,
  children,
}: {
  error: unknown;
  /** The refused paths to name (the rest are marked on their fields); default every refused path. */
  unshown?: readonly string[] | undefined;
  /** The form's own words for its fields (its inputs' labels), before the shared field labels. */
  labels?: IssueLabels | undefined;
  /** Words for a failure the error table does not say well enough (e.g. why a change is refused). */
  describe?: ((error: unknown) => string) | undefined;
  /** Whose words: a guest's (default) or staff's (error-text's STAFF_ERROR_TEXTS). */
  audience?: 'guest' | 'staff';
  className?: string;
  testId?: string;
  /** What the screen adds after the words (the dates a stock change was refused for, say). */
  children?: ReactNode;
}) {
  const errorText = useErrorText(audience);
  const names = useIssueNames(unshown ?? refusedPaths(error), labels);
  if (!error) return null;
  return (
    <div className={className ?? 'form__failure'} role="alert" data-testid={testId ?? 'form-alert'}>
      {(describe ?? errorText)(error)}
      {names ? (
        <>
          {' '}
          <Trans>確認が必要な項目：{names}</Trans>
        </>
      ) : null}
      {children}
    </div>
  );
}
