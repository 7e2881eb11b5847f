import { api } from '@tomaru/ui/api';

/** Confirms the member's address with the token of the mailed link. */
export function verifyEmail(token: string): Promise<{ status: 'verified' }> {
  return api('/api/verifyemail', { body: { token } });
}
