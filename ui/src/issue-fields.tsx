import { type ReactNode, useCallback, useEffect, useId, useRef, useState } from 'react';
import { ApiError } from './api';
import { useErrorText } from './error-text';
import { issuePath } from './form-alert';

/** What `field` gives an input: its name for screen readers, and its refusal tied to it. */
export type IssueField = {
  input: {
    'aria-label': string;
    'aria-invalid'?: true;
    'aria-describedby'?: string;
    ref: (element: HTMLElement | null) => void;
  };
  /** The refusal's words under the input, or null. */
  error: ReactNode;
};

/**
 * A 422's issues on the inputs of a form not on the one pattern (a table of rows, say): each input
 * says its path and its label; an issue at that path, or under it, marks the input (`aria-invalid`,
 * the words under it) and the first marked input takes the focus. `labels` names the refused paths
 * in the failure alert (ui/src/form-alert.tsx) with the inputs' own labels.
 */
export function useIssueFields(audience: 'guest' | 'staff' = 'guest') {
  const errorText = useErrorText(audience);
  const id = useId();
  const [failure, setFailure] = useState<unknown>(null);
  const elements = useRef(new Map<string, HTMLElement>());
  const names = useRef(new Map<string, string>());
  const issues =
    failure instanceof ApiError ? failure.issues.map((i) => ({ path: issuePath(i.path), code: i.code })) : [];
  const codeOf = (path: string) =>
    issues.find((i) => i.path !== '' && (i.path === path || i.path.startsWith(`${path}.`)))?.code;

  // A refusal: the first refused input, in the page's order, takes the focus.
  useEffect(() => {
    if (!(failure instanceof ApiError)) return;
    const refused = failure.issues.map((i) => issuePath(i.path)).filter((p) => p !== '');
    const marked = [...elements.current]
      .filter(([path]) => refused.some((p) => p === path || p.startsWith(`${path}.`)))
      .map(([, element]) => element)
      .sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
    marked[0]?.focus();
  }, [failure]);

  const field = (path: string, label: string): IssueField => {
    names.current.set(path, label);
    const code = codeOf(path);
    const errorId = `${id}-${path}-error`;
    return {
      input: {
        'aria-label': label,
        ...(code ? { 'aria-invalid': true as const, 'aria-describedby': errorId } : {}),
        ref: (element) => {
          if (element) elements.current.set(path, element);
          else elements.current.delete(path);
        },
      },
      error: code ? (
        <p className="field__error" id={errorId}>
          {errorText(code)}
        </p>
      ) : null,
    };
  };

  return {
    /** The last failed save, for the failure alert. */
    failure,
    /** Record a failed save (its issues go on the inputs), or null to clear it. */
    fail: setFailure,
    field,
    /** The label of the input at a path, for the alert. */
    labels: useCallback((path: string) => names.current.get(path), []),
  };
}
