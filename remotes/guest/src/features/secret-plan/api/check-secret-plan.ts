import { ApiError, api } from '@tomaru/ui/api';

/** Whether a secret plan exists at this URL key (an unknown one is the 404 page). Kept apart: the route list loads it. */
export async function secretPlanExists(hotelId: string, url: string): Promise<boolean> {
  try {
    await api('/api/getsecretplan', { query: { hotel_id: hotelId, url } });
    return true;
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 422)) return false;
    throw error;
  }
}
