import { client, json } from '@tomaru/ui/client';

/** Confirms the member's address with the token of the mailed link. */
export const verifyEmail = (token: string) => json(client().api.verifyemail.$post({ json: { token } }));
