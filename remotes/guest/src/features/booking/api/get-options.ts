import { useQuery } from '@tanstack/react-query';
import { client, json } from '@tomaru/ui/client';
import type { Lang } from '@tomaru/ui/lang';

/** The plan's options; `secret` is a secret plan's URL key ('' for none). */
const getOptions = (
  q: { hotelId: number; planId: number; secret: string; checkin: string; lang: Lang },
  signal?: AbortSignal,
) =>
  json(
    client().api.getoptions.$get(
      {
        query: {
          hotel_id: String(q.hotelId),
          plan_id: String(q.planId),
          ...(q.secret ? { secret_url: q.secret } : {}),
          ...(q.checkin ? { checkin: q.checkin } : {}),
          lang: q.lang,
        },
      },
      { init: { signal } },
    ),
  );
/** An additional option offered with a plan (tax-included unit price). */
export type AdditionalOption = Awaited<ReturnType<typeof getOptions>>['options'][number];

export const useOptions = (q: {
  hotelId: number;
  planId: number | null;
  secret: string;
  checkin: string;
  lang: Lang;
}) =>
  useQuery({
    queryKey: ['plan', q.planId, 'options', q.hotelId, q.secret, q.checkin, q.lang],
    queryFn: ({ signal }) => getOptions({ ...q, planId: q.planId ?? 0 }, signal),
    enabled: !!q.planId,
  });
