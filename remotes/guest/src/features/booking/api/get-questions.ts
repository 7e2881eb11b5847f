import { useQuery } from '@tanstack/react-query';
import { api } from '@tomaru/ui/api';
import type { Lang } from '@tomaru/ui/lang';

/** A question the hotel asks with a booking: a choice or free text, mandatory or not. */
export type Question = {
  question_id: number;
  kind: 'choice' | 'text';
  text: string;
  mandatory: boolean;
  choices: { choice_id: number; text: string }[];
};

/** The plan's questions; `secret` is a secret plan's URL key ('' for none). */
const getQuestions = (
  q: { hotelId: number; planId: number; secret: string; lang: Lang },
  signal?: AbortSignal,
) =>
  api<{ questions: Question[] }>('/api/getquestions', {
    query: { hotel_id: q.hotelId, plan_id: q.planId, secret_url: q.secret || undefined, lang: q.lang },
    ...(signal ? { signal } : {}),
  });

export const useQuestions = (q: { hotelId: number; planId: number | null; secret: string; lang: Lang }) =>
  useQuery({
    queryKey: ['plan', q.planId, 'questions', q.hotelId, q.secret, q.lang],
    queryFn: ({ signal }) => getQuestions({ ...q, planId: q.planId ?? 0 }, signal),
    enabled: !!q.planId,
  });
