import { useQuery } from '@tanstack/react-query';
import { api } from '@tomaru/ui/api';
import type { Lang } from '@tomaru/ui/lang';

/** How a plan takes one child type: accepted or not, the price rule, and whether it uses a bed. */
export type ChildAvail = {
  child_type: number;
  price_mode: 'percent' | 'fixed';
  price_value: number;
  uses_bed: boolean;
  accepted: boolean;
  name: string;
};

/** How the plan takes children; `secret` is a secret plan's URL key ('' for none). */
const getChildAvails = (planId: number, secret: string, lang: Lang, signal?: AbortSignal) =>
  api<{ child_avails: ChildAvail[] }>('/api/getchildavails', {
    query: { plan_id: planId, secret_url: secret || undefined, lang },
    ...(signal ? { signal } : {}),
  });

export const useChildAvails = (planId: number | null, secret: string, lang: Lang) =>
  useQuery({
    queryKey: ['plan', planId, 'child-avails', secret, lang],
    queryFn: ({ signal }) => getChildAvails(planId ?? 0, secret, lang, signal),
    enabled: !!planId,
  });
