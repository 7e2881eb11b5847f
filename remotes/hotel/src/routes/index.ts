import { loadBackofficeCatalog } from '@tomaru/backoffice/catalog';
import { accountRoutes } from '@tomaru/backoffice/features/account/routes';
import { epsilonSettingsRoutes } from '@tomaru/backoffice/features/epsilon/routes';
import { hotelInfoRoutes } from '@tomaru/backoffice/features/hotel-info/routes';
import { imageRoutes } from '@tomaru/backoffice/features/images/routes';
import { manualRoutes } from '@tomaru/backoffice/features/manual/routes';
import { optionRoutes } from '@tomaru/backoffice/features/options/routes';
import { planRoutes } from '@tomaru/backoffice/features/plans/routes';
import { priceRoutes } from '@tomaru/backoffice/features/prices/routes';
import { questionRoutes } from '@tomaru/backoffice/features/questions/routes';
import { hotelReservationRoutes } from '@tomaru/backoffice/features/reservations/routes';
import { roomRoutes } from '@tomaru/backoffice/features/rooms/routes';
import { seasonCeilingRoutes } from '@tomaru/backoffice/features/season-ceilings/routes';
import { hotelWaitingRoutes } from '@tomaru/backoffice/features/waiting/routes';
import type { Lang } from '@tomaru/ui/lang';
import type { AnyRemoteRoute } from '@tomaru/ui/remote';
import { loadCatalog as loadHotelCatalog } from '../catalog';
import { HotelTop } from '../features/top/hotel-top';

/** The hotel back office's screens; each later issue adds its items here (`item`, `item/function`). */
export const routes: readonly AnyRemoteRoute[] = [
  { path: '', component: HotelTop },
  ...hotelReservationRoutes,
  ...accountRoutes,
  ...hotelInfoRoutes,
  ...imageRoutes,
  ...manualRoutes,
  ...planRoutes,
  ...roomRoutes,
  ...priceRoutes,
  ...optionRoutes,
  ...questionRoutes,
  ...seasonCeilingRoutes,
  ...hotelWaitingRoutes,
  ...epsilonSettingsRoutes,
];

/** The hotel remote's messages and those of the shared back-office screens it bundles. */
export async function loadCatalog(lang: Lang) {
  const [shared, own] = await Promise.all([loadBackofficeCatalog(lang), loadHotelCatalog(lang)]);
  return { ...shared, ...own };
}
