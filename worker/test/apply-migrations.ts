import { applyD1Migrations, env } from 'cloudflare:test';
import { isAuditedField } from '@tomaru/domain/audit';
import type { AuditEntity } from '@tomaru/domain/schemas/account';
import { afterAll, expect } from 'vitest';

// Every test file starts from the real migrations and the demo seed (idempotent: safe to repeat).
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
const seed = env.TEST_SEED.map((statement) => env.DB.prepare(statement));
await env.DB.batch(seed);

// Every change any test of the file recorded names a field the history has a label for
// (AUDIT_FIELDS, decision 056): a new audited field without one fails the file that writes it.
afterAll(async () => {
  const { results } = await env.DB.prepare('SELECT entity, changes FROM audit_log').all<{
    entity: AuditEntity;
    changes: string;
  }>();
  const unnamed = results.flatMap(({ entity, changes }) =>
    (JSON.parse(changes) as { field: string }[])
      .filter((c) => !isAuditedField(entity, c.field))
      .map((c) => `${entity}: ${c.field}`),
  );
  expect([...new Set(unnamed)], 'add these to AUDIT_FIELDS (domain/src/audit.ts) and label them').toEqual([]);
});
