import { client, json } from '@tomaru/ui/client';
import { getUserInfo } from '../../../api/members';

/** The signed-in member's current consent (from the profile). */
export async function getDmConsent() {
  const user = await getUserInfo();
  return { dm_opt_in: user.dm_opt_in, dm_opt_in_at: user.dm_opt_in_at };
}
export type DmConsent = Awaited<ReturnType<typeof getDmConsent>>;

/** Gives or withdraws consent from my page; the server records the time. */
export const requestOpenDm = (optIn: boolean) =>
  json(client('user').api.api.requestopendm.$post({ json: { opt_in: optIn } }));

/** Whom an unsubscribe link is for (masked) and whether they still receive DM. */
export const getUnsubscribe = (token: string) => json(client().api.unsubscribe.$get({ query: { token } }));

export const unsubscribe = (token: string) => json(client().api.unsubscribe.$post({ json: { token } }));
