import { createScheduledController, env } from 'cloudflare:test';
import { describe, expect, it, vi } from 'vitest';
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

  it('keeps an address known to an account for 30 days after its last sign-in, then forgets it', async () => {
    const now = Math.floor(Date.now() / 1000);
    const [recent, stale] = [`cron-${crypto.randomUUID()}`, `cron-${crypto.randomUUID()}`];
    await env.DB.batch([
      env.DB.prepare("INSERT INTO login_failures (scope, key, at) VALUES ('login_known', ?, ?)").bind(
        recent,
        now - 29 * 86400,
      ),
      env.DB.prepare("INSERT INTO login_failures (scope, key, at) VALUES ('login_known', ?, ?)").bind(
        stale,
        now - 31 * 86400,
      ),
    ]);
    const controller = createScheduledController({ scheduledTime: now * 1000, cron: '* * * * *' });
    await worker.scheduled(controller, env);
    const left = await env.DB.prepare(
      "SELECT key FROM login_failures WHERE scope = 'login_known' AND key IN (?, ?)",
    )
      .bind(recent, stale)
      .all();
    expect(
      left.results.map((r) => r.key),
      'a sign-in 29 days ago still makes the address known; 31 days ago no longer',
    ).toEqual([recent]);
  });
});

/** The test D1 database, except that any statement naming `table` fails (a job whose table is broken). */
function databaseFailingOn(table: string): D1Database {
  return new Proxy(env.DB, {
    get(target, key) {
      if (key === 'prepare') {
        return (query: string) => {
          if (query.includes(table)) throw new Error(`${table} is unavailable`);
          return target.prepare(query);
        };
      }
      const value = Reflect.get(target, key);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

describe('the cron when a job fails', () => {
  it('still sends due mail after the housekeeping job failed, and logs the failure', async () => {
    const now = Math.floor(Date.now() / 1000);
    const to = `cron-${crypto.randomUUID()}@example.com`;
    await env.DB.prepare(
      "INSERT INTO mail_outbox (kind, to_address, subject, body_text, lang, status, attempts, next_attempt_at, created_at) VALUES ('test', ?, 'cron', 'cron', 'ja', 'pending', 0, ?, ?)",
    )
      .bind(to, 0, now - 1) // due first, before any mail other tests queued
      .run();
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const controller = createScheduledController({ scheduledTime: now * 1000, cron: '* * * * *' });
      // A database of its own (not the one drizzle cached for env.DB) whose login_failures are broken.
      const broken = { ...env, DB: databaseFailingOn('login_failures') };
      await expect(
        worker.scheduled(controller, broken),
        'a failing job must not fail the run',
      ).resolves.not.toThrow();
      const mail = await env.DB.prepare('SELECT status FROM mail_outbox WHERE to_address = ?')
        .bind(to)
        .first();
      expect(mail?.status, 'the mail job must run although the housekeeping job failed').toBe('sent');
      const logged = errors.mock.calls.map((args) => String(args[0])).join('\n');
      expect(logged, 'the failed job must be logged by name').toContain('"job":"prune_auth"');
    } finally {
      errors.mockRestore();
      await env.DB.prepare('DELETE FROM mail_outbox WHERE to_address = ?').bind(to).run();
    }
  });
});
