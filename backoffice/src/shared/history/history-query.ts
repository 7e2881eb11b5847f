import { queryOptions } from '@tanstack/react-query';
import type { AuditEntity } from '@tomaru/domain/schemas/account';
import type { StaffKind } from '@tomaru/ui/api';
import { client, json } from '@tomaru/ui/client';

/** The key every page of an entity's history starts with: a save of the entity invalidates it. */
export const historyKey = (entity: AuditEntity) => ['history', entity] as const;

/**
 * One page of an entity's change history (getaudit), newest first. Its key starts with
 * `historyKey(entity)`, so a save's mutation hook invalidates it by that key.
 */
export function historyQuery(viewer: StaffKind, entity: AuditEntity, entityId: number, page = 1) {
  return queryOptions({
    queryKey: [...historyKey(entity), viewer, entityId, page],
    queryFn: () =>
      json(
        client(viewer).api.api.getaudit.$get({
          query: { entity, entity_id: String(entityId), page: String(page) },
        }),
      ),
  });
}
