import { createDb } from '@tomaru/db/client';
import { pruneAuth } from '@tomaru/db/queries/auth';
import { createApp } from './app';
import type { Bindings } from './env';
import { log } from './lib/log';
import { publicOrigin } from './lib/public-origin';
import { sendDueMail } from './mail/outbox';
import { sweepPayments } from './payments/payment.service';
import { THROTTLE } from './routes/auth/auth.service';
import { notifyWaitings } from './routes/waiting/waiting.service';

const app = createApp();

/** One cron job: runs on its own and returns what it did, for the log line. */
type CronJob = (env: Bindings, now: number) => Promise<Record<string, unknown> | undefined>;

const CRON_JOBS: Record<string, CronJob> = {
  async prune_auth(env, now) {
    // Counted attempts are kept a day, longer than any limit's window (the longest is an hour);
    // addresses known to an account as long as they stay known (30 days after their last sign-in).
    await pruneAuth(createDb(env), now, { attempts: 86_400, knownAddresses: THROTTLE.knownAddressSeconds });
    return undefined;
  },
  // Before the waiting lists: a hold that ends frees rooms to tell them about.
  expire_payments: (env, now) =>
    sweepPayments({ db: createDb(env), env, now, origin: publicOrigin(env), requestId: `cron-${now}` }),
  notify_waitings: (env, now) => notifyWaitings(createDb(env), now, publicOrigin(env)),
  send_mail: (env, now) => sendDueMail(createDb(env), env, now),
};

function errorText(error: unknown): string {
  return (error instanceof Error ? `${error.name}: ${error.message}` : String(error)).slice(0, 500);
}

export default {
  fetch: app.fetch,
  /**
   * Cron: auth housekeeping, waiting-list notices, then the mail outbox. Each job is idempotent and
   * safe to run twice at once, and runs on its own: a failing job is logged as an error and the
   * others still run (the next minute's run retries it).
   */
  async scheduled(controller, env) {
    const now = Math.floor(controller.scheduledTime / 1000);
    const runId = `cron-${controller.scheduledTime}`;
    for (const [job, run] of Object.entries(CRON_JOBS)) {
      try {
        const report = await run(env, now);
        log('info', runId, { job, cron: controller.cron, ...report });
      } catch (error) {
        log('error', runId, {
          job,
          cron: controller.cron,
          event: 'cron_job_failed',
          error: errorText(error),
        });
      }
    }
  },
} satisfies ExportedHandler<Bindings>;
