import type { ErrorIssue } from './errors';
import { ERROR_MESSAGES, isErrorCode } from './errors';

type PathKey = PropertyKey | { readonly key: PropertyKey };
type AnyIssue = { readonly message: string; readonly path?: readonly PathKey[] | undefined };

/** Our schemas put a stable code in each message; anything else (a library default) is `invalid_value`. */
export function issueCode(message: string): string {
  return /^[a-z][a-z0-9_]*$/.test(message) ? message : 'invalid_value';
}

/** Turns schema issues (valibot or any Standard Schema) into the API's `issues` list. */
export function toErrorIssues(issues: readonly AnyIssue[]): ErrorIssue[] {
  return issues.map((issue) => {
    const code = issueCode(issue.message);
    const path = (issue.path ?? [])
      .map((p) => String(typeof p === 'object' && p !== null && 'key' in p ? p.key : p))
      .join('.');
    return { path, code, message: isErrorCode(code) ? ERROR_MESSAGES[code] : issue.message };
  });
}
