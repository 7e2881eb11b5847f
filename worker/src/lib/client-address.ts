import type { Context } from 'hono';

/** The caller's address as Cloudflare reports it; a fixed key when absent (local tools). */
export function clientAddress(c: Context): string {
  return c.req.header('CF-Connecting-IP') ?? c.req.header('X-Real-IP') ?? 'unknown';
}
