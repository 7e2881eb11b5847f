import { createScheduledController, env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import worker from './index';

describe('the cron', () => {
  it('forgets counted events older than a day and keeps recent ones', async () => {
    const now = Math.floor(Date.now() / 1000);
    const key = `cron-${crypto.randomUUID()}`;
    await env.DB.batch([
      env.DB.prepare("INSERT INTO login_failures (scope, key, at) VALUES ('login', ?, ?)").bind(
        key,
        now - 2 * 86400,
      ),
      env.DB.prepare("INSERT INTO login_failures (scope, key, at) VALUES ('login', ?, ?)").bind(
        key,
        now - 60,
      ),
    ]);
    const controller = createScheduledController({ scheduledTime: now * 1000, cron: '* * * * *' });
    await worker.scheduled(controller, env);
    await worker.scheduled(controller, env); // twice is harmless
    const left = await env.DB.prepare('SELECT at FROM login_failures WHERE key = ?').bind(key).all();
    expect(left.results.map((r) => r.at)).toEqual([now - 60]);
  });
});
