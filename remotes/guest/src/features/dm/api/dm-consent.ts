import { api } from '@tomaru/ui/api';

export type DmConsent = { dm_opt_in: boolean; dm_opt_in_at: string | null };

/** The signed-in member's current consent (from the profile). */
export async function getDmConsent(): Promise<DmConsent> {
  const { user } = await api<{ user: DmConsent }>('/api/api/getuserinfo', { kind: 'user' });
  return { dm_opt_in: user.dm_opt_in, dm_opt_in_at: user.dm_opt_in_at };
}

/** Gives or withdraws consent from my page; the server records the time. */
export function requestOpenDm(optIn: boolean): Promise<DmConsent> {
  return api('/api/api/requestopendm', { kind: 'user', body: { opt_in: optIn } });
}

/** Whom an unsubscribe link is for (masked) and whether they still receive DM. */
export function getUnsubscribe(token: string): Promise<{ email_masked: string; dm_opt_in: boolean }> {
  return api('/api/unsubscribe', { query: { token } });
}

export function unsubscribe(token: string): Promise<{ status: 'unsubscribed' }> {
  return api('/api/unsubscribe', { body: { token } });
}
