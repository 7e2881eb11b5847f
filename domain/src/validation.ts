import type { ErrorIssue } from './errors';
import { ERROR_MESSAGES, isErrorCode } from './errors';

type AnyIssue = { readonly message: string; readonly path?: readonly unknown[] | undefined };

function keyOf(item: unknown): string {
  return String(typeof item === 'object' && item !== null && 'key' in item ? item.key : item);
}

/** Our schemas put a stable code in each message; anything else (a library default) is `invalid_value`. */
export function issueCode(message: string): string {
  return /^[a-z][a-z0-9_]*$/.test(message) ? message : 'invalid_value';
}

/** Turns schema issues (valibot or any Standard Schema) into the API's `issues` list. */
export function toErrorIssues(issues: readonly AnyIssue[]): ErrorIssue[] {
  return issues.map((issue) => {
    const code = issueCode(issue.message);
    const path = (issue.path ?? []).map(keyOf).join('.');
    return { path, code, message: isErrorCode(code) ? ERROR_MESSAGES[code] : issue.message };
  });
}
