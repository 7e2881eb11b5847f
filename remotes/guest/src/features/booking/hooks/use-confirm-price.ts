import { useQuery } from '@tanstack/react-query';
import { type PriceBodyInput, priceQuery } from '../../../api/price';

/**
 * Step 3 prices again what will be booked, so the screen shows exactly what the booking charges:
 * each visit asks the server (the same `priceQuery` entry as step 1's), and nothing older is shown
 * meanwhile. `body` is null when step 3 is not open (or nothing can be priced).
 */
export function useConfirmPrice(body: PriceBodyInput | null) {
  const query = useQuery({
    ...priceQuery(body ?? ({} as PriceBodyInput)),
    enabled: body !== null,
    staleTime: 0,
    refetchOnMount: 'always',
  });
  const fresh = query.isSuccess && query.isFetchedAfterMount && !query.isFetching;
  return { price: fresh ? query.data : null, error: query.isError ? query.error : null };
}
