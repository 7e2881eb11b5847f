import { createDb } from '@tomaru/db/client';
import { pruneAuth } from '@tomaru/db/queries/auth';
import { createApp } from './app';
import type { Bindings } from './env';
import { log } from './lib/log';
import { sendDueMail } from './mail/outbox';
import { THROTTLE } from './routes/auth/auth.service';

const app = createApp();

export default {
  fetch: app.fetch,
  /** Cron: auth housekeeping, then the mail outbox. Each job is idempotent and safe to run twice at once. */
  async scheduled(controller, env) {
    const now = Math.floor(controller.scheduledTime / 1000);
    const db = createDb(env);
    await pruneAuth(db, now, THROTTLE.windowSeconds);
    log('info', `cron-${controller.scheduledTime}`, { job: 'prune_auth', cron: controller.cron });
    const mail = await sendDueMail(db, env, now);
    log('info', `cron-${controller.scheduledTime}`, { job: 'send_mail', ...mail });
  },
} satisfies ExportedHandler<Bindings>;
