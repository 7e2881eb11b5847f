import { queryOptions } from '@tanstack/react-query';
import type { Lang } from '@tomaru/domain/languages';
import type { UpdateUserInfoBody } from '@tomaru/domain/schemas/members';
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

/** Everything cached of the signed-in member: what signing out drops. */
export const memberKeys = { all: ['member', 'user'] as const };

/**
 * The member's profile through the query cache (the key carries 'user', the kind of session that
 * reads it). Read without sending a visitor to the login page, like every guest screen that only
 * offers to fill a form from it.
 */
export const userInfoQuery = () =>
  queryOptions({
    queryKey: [...memberKeys.all, 'profile'],
    queryFn: ({ signal }) => getUserInfo({ signal, noAuthRedirect: true }),
  });

export const updateUserInfo = async (body: UpdateUserInfoBody) =>
  (await json(client('user').api.api.updateuserinfo.$post({ json: body }))).user;

/** The member's reservations (`GET /api/api/getuserreservations`), upcoming and past. */
export const getUserReservations = (lang: Lang, signal?: AbortSignal) =>
  json(client('user').api.api.getuserreservations.$get({ query: { lang } }, { init: { signal } }));
export type MemberReservations = Awaited<ReturnType<typeof getUserReservations>>;

/** The member's reservations in `lang` through the query cache (dropped with the rest on sign-out). */
export const userReservationsQuery = (lang: Lang) =>
  queryOptions({
    queryKey: [...memberKeys.all, 'reservations', lang],
    queryFn: ({ signal }) => getUserReservations(lang, signal),
  });
