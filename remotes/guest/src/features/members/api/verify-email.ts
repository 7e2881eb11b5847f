import { verifyEmailBody } from '@tomaru/domain/schemas/members';
import { api } from '@tomaru/ui/api';

export const verifyEmailSchema = verifyEmailBody;

/** Confirms the member's address with the token of the mailed link. */
export function verifyEmail(token: string): Promise<{ status: 'verified' }> {
  return api('/api/verifyemail', { body: { token } });
}
