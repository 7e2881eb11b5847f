import { useQuery } from '@tanstack/react-query';
import { client, json } from '@tomaru/ui/client';
import type { Lang } from '@tomaru/ui/lang';

/** The plan's questions; `secret` is a secret plan's URL key ('' for none). */
const getQuestions = (
  q: { hotelId: number; planId: number; secret: string; lang: Lang },
  signal?: AbortSignal,
) =>
  json(
    client().api.getquestions.$get(
      {
        query: {
          hotel_id: String(q.hotelId),
          plan_id: String(q.planId),
          ...(q.secret ? { secret_url: q.secret } : {}),
          lang: q.lang,
        },
      },
      { init: { signal } },
    ),
  );
/** A question the hotel asks with a booking: a choice or free text, mandatory or not. */
export type Question = Awaited<ReturnType<typeof getQuestions>>['questions'][number];

export const useQuestions = (q: { hotelId: number; planId: number | null; secret: string; lang: Lang }) =>
  useQuery({
    queryKey: ['plan', q.planId, 'questions', q.hotelId, q.secret, q.lang],
    queryFn: ({ signal }) => getQuestions({ ...q, planId: q.planId ?? 0 }, signal),
    enabled: !!q.planId,
  });
