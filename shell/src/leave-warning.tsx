import { useLingui } from '@lingui/react/macro';
import { useBlocker } from '@tanstack/react-router';
import { hasUnsavedWork } from '@tomaru/ui/leave-guard';
import { useEffect, useId, useRef } from 'react';

/**
 * Asks before the page is left with work not saved (decision 056): any form on the one pattern, or
 * the guest's booking steps, holds a guard (ui/src/leave-guard.ts). An in-app move (a link, a menu
 * item, back) waits for the answer here; a reload or another site gets the browser's own question.
 */
export function LeaveWarning() {
  const blocker = useBlocker({
    shouldBlockFn: ({ current, next }) =>
      (current.pathname !== next.pathname ||
        JSON.stringify(current.search) !== JSON.stringify(next.search)) &&
      hasUnsavedWork(),
    enableBeforeUnload: hasUnsavedWork,
    withResolver: true,
  });
  if (blocker.status !== 'blocked') return null;
  return <LeaveDialog stay={blocker.reset} leave={blocker.proceed} />;
}

function LeaveDialog({ stay, leave }: { stay: () => void; leave: () => void }) {
  const { t } = useLingui();
  const titleId = useId();
  const textId = useId();
  const ref = useRef<HTMLDivElement>(null);
  // Staying is the safe answer: it has the focus, and Escape gives it.
  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    ref.current?.querySelector<HTMLButtonElement>('button')?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') stay();
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      previous?.focus?.();
    };
  }, [stay]);
  return (
    <div className="dialog-backdrop">
      <div
        ref={ref}
        className="dialog"
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={textId}
        data-testid="leave-warning"
      >
        <h2 id={titleId}>{t`保存していない入力があります`}</h2>
        <p id={textId}>{t`このページを離れると、入力した内容は失われます。`}</p>
        <div className="dialog__actions">
          <button type="button" className="button button--primary" onClick={stay}>
            {t`このページに戻る`}
          </button>
          <button type="button" className="button" onClick={leave}>
            {t`入力を破棄して移動する`}
          </button>
        </div>
      </div>
    </div>
  );
}
