import { useQuery } from '@tanstack/react-query';
import { api } from '@tomaru/ui/api';
import type { Lang } from '@tomaru/ui/lang';

/** An additional option offered with a plan (tax-included unit price). */
export type AdditionalOption = {
  additional_option_id: number;
  name: string;
  unit_price: number;
  max_num: number;
  required: boolean;
};

/** The plan's options; `secret` is a secret plan's URL key ('' for none). */
const getOptions = (
  q: { hotelId: number; planId: number; secret: string; checkin: string; lang: Lang },
  signal?: AbortSignal,
) =>
  api<{ options: AdditionalOption[] }>('/api/getoptions', {
    query: {
      hotel_id: q.hotelId,
      plan_id: q.planId,
      secret_url: q.secret || undefined,
      checkin: q.checkin || undefined,
      lang: q.lang,
    },
    ...(signal ? { signal } : {}),
  });

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
