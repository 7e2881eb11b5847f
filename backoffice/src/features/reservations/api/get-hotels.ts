import { queryOptions } from '@tanstack/react-query';
import type { StaffKind } from '@tomaru/ui/api';
import { client, json } from '@tomaru/ui/client';

/** The hotels a chain or an admin may search across (`gethotelsall`, the server keeps each to its scope). */
export const hotelsOptions = (kind: StaffKind) =>
  queryOptions({
    queryKey: ['hotels', kind, 'all'],
    queryFn: async () => (await json(client(kind).api.api.gethotelsall.$get())).hotels,
  });
