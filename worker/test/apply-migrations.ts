import { applyD1Migrations, env } from 'cloudflare:test';

// Every test file starts from the real migrations and the demo seed (idempotent: safe to repeat).
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
const seed = env.TEST_SEED.map((statement) => env.DB.prepare(statement));
await env.DB.batch(seed);
