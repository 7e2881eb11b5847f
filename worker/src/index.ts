import { createDb } from '@tomaru/db/client';
import { pruneAuth } from '@tomaru/db/queries/auth';
import { createApp } from './app';
import type { Bindings } from './env';
import { log } from './lib/log';
import { THROTTLE } from './routes/auth/auth.service';

const app = createApp();

export default {
  fetch: app.fetch,
  /** Cron: housekeeping that keeps the auth tables small. Idempotent; safe to run twice at once. */
  async scheduled(controller, env) {
    const now = Math.floor(controller.scheduledTime / 1000);
    await pruneAuth(createDb(env), now, THROTTLE.windowSeconds);
    log('info', `cron-${controller.scheduledTime}`, { job: 'prune_auth', cron: controller.cron });
  },
} satisfies ExportedHandler<Bindings>;
