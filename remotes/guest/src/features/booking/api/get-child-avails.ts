import { useQuery } from '@tanstack/react-query';
import { client, json } from '@tomaru/ui/client';
import type { Lang } from '@tomaru/ui/lang';

/** How the plan takes children; `secret` is a secret plan's URL key ('' for none). */
const getChildAvails = (planId: number, secret: string, lang: Lang, signal?: AbortSignal) =>
  json(
    client().api.getchildavails.$get(
      { query: { plan_id: String(planId), ...(secret ? { secret_url: secret } : {}), lang } },
      { init: { signal } },
    ),
  );

export const useChildAvails = (planId: number | null, secret: string, lang: Lang) =>
  useQuery({
    queryKey: ['plan', planId, 'child-avails', secret, lang],
    queryFn: ({ signal }) => getChildAvails(planId ?? 0, secret, lang, signal),
    enabled: !!planId,
  });
