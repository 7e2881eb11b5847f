import { useQuery } from '@tanstack/react-query';
import type { Lang } from '@tomaru/ui/lang';
import { secretPlanQuery } from '../../../api/plans';

/** The secret plan of the link's URL key (none without one). */
export const useSecretPlan = (hotelId: number, url: string, lang: Lang) =>
  useQuery({ ...secretPlanQuery(hotelId, url, lang), enabled: url !== '' });
