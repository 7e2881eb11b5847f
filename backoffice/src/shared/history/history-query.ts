import { queryOptions } from '@tanstack/react-query';
import type { AuditEntity } from '@tomaru/domain/schemas/account';
import type { StaffKind } from '@tomaru/ui/api';
import { client, json } from '@tomaru/ui/client';

/**
 * One page of an entity's change history (getaudit), newest first. The key starts with `history`, so
 * a screen's save invalidates it with `queryClient.invalidateQueries({ queryKey: ['history', entity] })`.
 */
export function historyQuery(viewer: StaffKind, entity: AuditEntity, entityId: number, page = 1) {
  return queryOptions({
    queryKey: ['history', entity, viewer, entityId, page],
    queryFn: () =>
      json(
        client(viewer).api.api.getaudit.$get({
          query: { entity, entity_id: String(entityId), page: String(page) },
        }),
      ),
  });
}
