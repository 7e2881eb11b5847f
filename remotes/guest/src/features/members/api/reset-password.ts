import { client, json } from '@tomaru/ui/client';
import type { Lang } from '@tomaru/ui/lang';

/** Mails a one-time reset link if the address has an account; the answer is the same if not. */
export const requestPasswordReset = (body: { email: string; lang: Lang }) =>
  json(client().api.requestpasswordreset.$post({ json: body }));

/** Sets the new password with the mailed token. */
export const resetPassword = (body: { token: string; password: string; password_confirmation: string }) =>
  json(client().api.resetpassword.$post({ json: body }));
