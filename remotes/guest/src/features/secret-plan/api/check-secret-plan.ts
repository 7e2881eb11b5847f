import { ApiError } from '@tomaru/ui/api';
import { client, json } from '@tomaru/ui/client';

/**
 * Whether a secret plan exists at this URL key (an unknown one is the 404 page). The route list
 * imports it when the page is opened, so the typed client stays out of the top page's bundle.
 */
export async function secretPlanExists(hotelId: string, url: string): Promise<boolean> {
  try {
    await json(client().api.getsecretplan.$get({ query: { hotel_id: hotelId, url } }));
    return true;
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 422)) return false;
    throw error;
  }
}
