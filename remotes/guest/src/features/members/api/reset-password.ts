import { client, json } from '@tomaru/ui/client';
import type { Lang } from '@tomaru/ui/lang';

/** Mails a one-time reset link; an address without a member → 404 email_not_found. */
export const requestPasswordReset = (body: { email: string; lang: Lang }) =>
  json(client().api.requestpasswordreset.$post({ json: body }));

/** Sets the new password with the mailed token. */
export const resetPassword = (body: { token: string; password: string; password_confirmation: string }) =>
  json(client().api.resetpassword.$post({ json: body }));
