import { api, getSession } from '@tomaru/ui/api';

/** The signed-in member's e-mail (their own bookings are found with it), or null for a visitor. */
export async function memberEmail(): Promise<string | null> {
  if (!getSession('user')) return null;
  try {
    return (
      await api<{ user: { email: string } }>('/api/api/getuserinfo', { kind: 'user', noAuthRedirect: true })
    ).user.email;
  } catch {
    return null;
  }
}
