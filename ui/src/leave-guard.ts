import { useEffect, useRef } from 'react';

/**
 * Work not saved yet, in any form or flow on the page (decision 056). Each mounted guard adds one
 * check; the shell's router asks them all before it leaves the page (an in-app link, back, a menu
 * item) and the browser before it unloads it (a reload, another site, closing the tab). A module of
 * its own, shared once between the shell and the remotes (decision 006).
 */
const checks = new Set<() => boolean>();

/** Whether leaving now would lose something typed. */
export function hasUnsavedWork(): boolean {
  for (const unsaved of checks) if (unsaved()) return true;
  return false;
}

export type LeaveGuard = {
  /**
   * Lets leaving through without a warning (a save that moves on: the booking that goes to its
   * completion page, a form's submit that navigates), until new input makes the work dirty again or
   * `release(false)` (a refused save).
   */
  release: (on?: boolean) => void;
};

/**
 * Warns before the page is left while `dirty` (something typed and not saved). `useSchemaForm` uses
 * it for every form; a flow that spans several forms (the guest's booking steps) uses it for the flow.
 */
export function useLeaveGuard(dirty: boolean): LeaveGuard {
  const state = useRef({ dirty, released: false });
  useEffect(() => {
    // New input after a release (a save) is guarded again.
    if (dirty && !state.current.dirty) state.current.released = false;
    state.current.dirty = dirty;
  }, [dirty]);
  useEffect(() => {
    const unsaved = () => state.current.dirty && !state.current.released;
    checks.add(unsaved);
    return () => {
      checks.delete(unsaved);
    };
  }, []);
  const guard = useRef<LeaveGuard>({
    release: (on = true) => {
      state.current.released = on;
    },
  });
  return guard.current;
}
