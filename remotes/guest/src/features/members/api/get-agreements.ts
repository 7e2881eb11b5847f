import { client, json } from '@tomaru/ui/client';
import type { Lang } from '@tomaru/ui/lang';

/** The terms a new member agrees to (the site's, or a hotel's union's or chain's). */
export async function getAgreements(lang: Lang, hotelId?: number) {
  const query = hotelId === undefined ? { lang } : { lang, hotel_id: String(hotelId) };
  return (await json(client().api.getagreements.$get({ query }))).agreement;
}
export type Agreement = Awaited<ReturnType<typeof getAgreements>>;
