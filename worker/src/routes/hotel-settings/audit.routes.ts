import type { Db } from '@tomaru/db/client';
import { auditHistory, entityHotel, staffActor } from '@tomaru/db/queries/audit';
import { findReservation } from '@tomaru/db/queries/reservations';
import {
  AUDIT_PER_PAGE,
  type AuditResponse,
  auditQuery,
  auditResponse,
} from '@tomaru/domain/schemas/account';
import { Hono } from 'hono';
import { requireRole, STAFF } from '../../auth/middleware';
import { hotelInScope } from '../../auth/scope';
import type { AppEnv, Principal } from '../../env';
import { doc } from '../../lib/doc';
import { forbidden, notFound, Status } from '../../lib/errors';
import { validate } from '../../lib/validate';
import { reachable } from '../reservations/search.service';

const staffOnly = requireRole(...STAFF);

type AuditActor = AuditResponse['entries'][number]['actor'];

/**
 * Whether the caller may read an entity's history: the same rule as reading the entity itself. A
 * hotel's history for whoever may read the hotel; a reservation's for whoever may open it; an
 * account's for the account itself and admin. An inventory entity's (a room, a plan, a price table…)
 * for whoever may read the hotel it belongs to; one that does not exist (and never did) is 404 for
 * admin and 403 for others, as scope.ts answers a missing hotel.
 */
async function mayRead(db: Db, p: Principal, entity: AuditResponse['entries'][number]['entity'], id: number) {
  switch (entity) {
    case 'hotel':
      await hotelInScope(db, p, id);
      return;
    case 'reservation':
      await reachable(db, p, await findReservation(db, id));
      return;
    case 'account':
      if (p.type !== 'admin' && p.account_id !== id) throw forbidden();
      if (!(await staffActor(db, id))) throw notFound();
      return;
    case 'epsilon_transfer':
    case 'bank_account':
      // Admin's remittance records (decision 047): nobody else reads them or their history.
      if (p.type !== 'admin') throw forbidden();
      await hotelInScope(db, p, id);
      return;
    default: {
      // The entity's own hotel, not its history's: an entity nobody has changed yet has no history,
      // and answering it with an empty list would still tell another hotel's user it exists.
      const hotelId = await entityHotel(db, entity, id);
      if (hotelId === undefined) throw p.type === 'admin' ? notFound() : forbidden();
      await hotelInScope(db, p, hotelId);
      return;
    }
  }
}

/**
 * Who made a change, as the reader may see it: the login ID (half of a sign-in) only for admin and
 * for the account itself; others read the kind and name (decision 019).
 */
function actorFor(
  reader: Principal,
  row: {
    actor_kind: AuditActor['kind'];
    actor_account_id: number;
    actor_login_id: string;
    actor_name: string;
  },
): AuditActor {
  const actor: AuditActor = { kind: row.actor_kind, name: row.actor_name };
  if (
    reader.type === 'admin' ||
    (reader.type === row.actor_kind && reader.account_id === row.actor_account_id)
  )
    actor.login_id = row.actor_login_id;
  return actor;
}

/** Fields whose figures are admin's alone (decision 047: Epsilon's fees); others read only that they changed. */
const ADMIN_FIGURES: Partial<Record<AuditResponse['entries'][number]['entity'], readonly string[]>> = {
  epsilon: ['fee_rate_bp', 'fee_fixed'],
};

/** An entry's changes as the reader may see them (see ADMIN_FIGURES). */
function changesFor(
  reader: Principal,
  entity: AuditResponse['entries'][number]['entity'],
  changes: AuditResponse['entries'][number]['changes'],
): AuditResponse['entries'][number]['changes'] {
  const hidden = ADMIN_FIGURES[entity];
  if (!hidden || reader.type === 'admin') return changes;
  return changes.map((c) =>
    hidden.includes(c.field) ? { field: c.field, before: null, after: 'changed' } : c,
  );
}

/** The audit trail of one entity: who changed what and when, newest first (decision 019). */
export const auditRoutes = new Hono<AppEnv>().get(
  '/getaudit',
  staffOnly,
  doc({
    summary: 'The change history of a hotel, an account or a reservation, newest first, 20 a page',
    tags: ['back office'],
    ok: auditResponse,
    errors: [401, 403, 404, 422],
  }),
  validate('query', auditQuery),
  async (c) => {
    const { entity, entity_id, page } = c.req.valid('query');
    const db = c.var.db;
    await mayRead(db, c.var.principal, entity, entity_id);
    const { rows, total } = await auditHistory(db, { entity, entity_id, page, per_page: AUDIT_PER_PAGE });
    const answer: AuditResponse = {
      entries: rows.map((r) => ({
        id: r.id,
        at: r.at,
        actor: actorFor(c.var.principal, r),
        entity,
        entity_id: r.entity_id,
        action: r.action,
        changes: changesFor(c.var.principal, entity, r.changes),
      })),
      total,
      page,
      per_page: AUDIT_PER_PAGE,
    };
    return c.json(answer, Status.OK);
  },
);
