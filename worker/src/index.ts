import { createDb } from '@tomaru/db/client';
import { pruneAuth } from '@tomaru/db/queries/auth';
import { createApp } from './app';
import type { Bindings } from './env';
import { log } from './lib/log';
import { sendDueMail } from './mail/outbox';
import { THROTTLE } from './routes/auth/auth.service';
import { notifyWaitings } from './routes/waiting/waiting.service';

const app = createApp();

export default {
  fetch: app.fetch,
  /** Cron: auth housekeeping, waiting-list notices, then the mail outbox. Each job is idempotent and safe to run twice at once. */
  async scheduled(controller, env) {
    const now = Math.floor(controller.scheduledTime / 1000);
    const db = createDb(env);
    // Counted events are kept a day: the longest limit window (logins use 15 minutes).
    await pruneAuth(db, now, Math.max(THROTTLE.windowSeconds, 86_400));
    log('info', `cron-${controller.scheduledTime}`, { job: 'prune_auth', cron: controller.cron });
    const waits = await notifyWaitings(db, now, env.PUBLIC_ORIGIN ?? 'http://localhost:8787');
    log('info', `cron-${controller.scheduledTime}`, { job: 'notify_waitings', ...waits });
    const mail = await sendDueMail(db, env, now);
    log('info', `cron-${controller.scheduledTime}`, { job: 'send_mail', ...mail });
  },
} satisfies ExportedHandler<Bindings>;
