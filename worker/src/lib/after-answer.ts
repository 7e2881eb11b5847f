import type { Context } from 'hono';
import type { AppEnv } from '../env';
import { log } from './log';

/**
 * Runs `work` after the answer has gone (the runtime's `waitUntil`), so neither the answer nor its
 * timing depends on what the work found or how long it took: a sign-up or reset request answers the
 * same, as fast, whether the address has an account or not (decision 052). A failure is logged with
 * the request id. Without an execution context (tests calling `app.request`) the work runs before
 * the answer instead, and a failure fails the call, so tests see what it wrote and what went wrong.
 */
export async function afterAnswer(c: Context<AppEnv>, what: string, work: () => Promise<unknown>) {
  let waitUntil: ((promise: Promise<unknown>) => void) | undefined;
  try {
    const context = c.executionCtx;
    waitUntil = (promise) => context.waitUntil(promise);
  } catch {
    // No execution context: Hono's getter throws.
  }
  if (!waitUntil) {
    await work();
    return;
  }
  waitUntil(
    work().catch((error: unknown) => {
      log('error', c.var.requestId, { after_answer: what, error: String(error) });
    }),
  );
}
