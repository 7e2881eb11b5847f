import { queryOptions } from '@tanstack/react-query';
import type { UpdateAccountBody } from '@tomaru/domain/schemas/account';
import type { ChangePasswordBody } from '@tomaru/domain/schemas/auth';
import type { StaffKind } from '@tomaru/ui/api';
import { client, json } from '@tomaru/ui/client';

/** The signed-in staff member's own account (getaccount answers the caller's, whatever frame it is in). */
export function accountQuery(viewer: StaffKind) {
  return queryOptions({
    queryKey: ['account', viewer],
    queryFn: async () => (await json(client(viewer).api.api.getaccount.$get())).account,
  });
}

export type Account = Awaited<ReturnType<NonNullable<ReturnType<typeof accountQuery>['queryFn']>>>;

/** Sets the contact e-mail (empty clears it); the answer is the account as saved. */
export async function updateAccount(viewer: StaffKind, body: UpdateAccountBody) {
  return (await json(client(viewer).api.api.updateaccount.$post({ json: body }))).account;
}

/** Changes the password; the server judges the policy and ends the account's other sessions. */
export function changePassword(viewer: StaffKind, body: ChangePasswordBody) {
  return json(client(viewer).api.api.changepassword.$post({ json: body }));
}

/** Ends every session of the account, this one included. */
export function logoutAll(viewer: StaffKind) {
  return json(client(viewer).api.api.logoutall.$post());
}
