import { useQuery } from '@tanstack/react-query';
import type { Lang } from '@tomaru/ui/lang';
import { plansQuery } from '../../../api/plans';

/** A plan as the guest catalog answers it (getplans), in the page's language. */
export type Plan = NonNullable<ReturnType<typeof usePlans>['data']>['plans'][number];

export const usePlans = (hotelId: number, lang: Lang) => useQuery(plansQuery(hotelId, lang));
