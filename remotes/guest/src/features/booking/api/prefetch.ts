import type { LoaderContext, RawSearch } from '@tomaru/ui/remote';
import { childTypesQuery, notationQuery } from '../../../api/hotels';
import { plansQuery } from '../../../api/plans';

/**
 * /hotels/{id}/book's loader: the hotel's plans, child types and legal notation into the query cache
 * before the flow renders (decision 036). Reads that fail are left to the page, which asks again and
 * says what went wrong; an id that is not a hotel is the shell's 404.
 */
export async function prefetchBookingPage({ params, lang, queryClient }: LoaderContext<RawSearch>) {
  const hotelId = Number(params.id);
  if (!Number.isSafeInteger(hotelId) || hotelId <= 0) return;
  await Promise.all([
    queryClient.prefetchQuery(plansQuery(hotelId, lang)),
    queryClient.prefetchQuery(childTypesQuery(hotelId, lang)),
    queryClient.prefetchQuery(notationQuery(hotelId, lang)),
  ]);
}
