import { api } from '@tomaru/ui/api';
import type { Lang } from '@tomaru/ui/lang';

/** Mails a one-time reset link; an address without a member → 404 email_not_found. */
export function requestPasswordReset(body: { email: string; lang: Lang }): Promise<{ status: 'reset_sent' }> {
  return api('/api/requestpasswordreset', { body });
}

/** Sets the new password with the mailed token. */
export function resetPassword(body: {
  token: string;
  password: string;
  password_confirmation: string;
}): Promise<{ status: 'password_reset' }> {
  return api('/api/resetpassword', { body });
}
