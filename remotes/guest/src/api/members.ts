import type { UpdateUserInfoBody } from '@tomaru/domain/schemas/members';
import { getSession } from '@tomaru/ui/api';
import { client, json } from '@tomaru/ui/client';

// The signed-in member's calls, one fetcher each, shared by the guest remote's features (decision 029).

/**
 * The signed-in member's profile (getuserinfo). `noAuthRedirect`: a page that only offers to fill a
 * form from the profile reads it without sending a visitor to the login page.
 */
export const getUserInfo = async (options: { signal?: AbortSignal; noAuthRedirect?: boolean } = {}) =>
  (
    await json(
      client('user', { noAuthRedirect: options.noAuthRedirect ?? false }).api.api.getuserinfo.$get(
        undefined,
        {
          init: { signal: options.signal },
        },
      ),
    )
  ).user;
export type MemberProfile = Awaited<ReturnType<typeof getUserInfo>>;

export const updateUserInfo = async (body: UpdateUserInfoBody) =>
  (await json(client('user').api.api.updateuserinfo.$post({ json: body }))).user;

/** The signed-in member's e-mail (their own bookings are found with it), or null for a visitor. */
export async function memberEmail(): Promise<string | null> {
  if (!getSession('user')) return null;
  try {
    return (await getUserInfo({ noAuthRedirect: true })).email;
  } catch {
    return null;
  }
}
