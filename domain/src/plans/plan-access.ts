/** What decides whether a guest may see, price and book a plan. */
export type PlanAccess = {
  is_visible: boolean;
  is_secret: boolean;
  secret_url: string | null;
  /** Sold to signed-in members only (decision 041). */
  members_only?: boolean;
};

/**
 * Whether a public call may answer a plan: a visible plan that is either public or secret and
 * named with its own URL key. Anything else is answered as a plan that does not exist, so a guessed
 * id tells nothing. A members-only plan is open only to a signed-in member (`member`): the public
 * reads, shared by every visitor through the edge cache, never answer it (decision 041).
 * @example isPlanOpen({ is_visible: true, is_secret: true, secret_url: 'members-only' }, undefined) // false
 */
export function isPlanOpen(
  plan: PlanAccess | undefined | null,
  secretUrl: string | undefined,
  member = false,
): boolean {
  if (!plan?.is_visible) return false;
  if (plan.members_only && !member) return false;
  if (!plan.is_secret) return true;
  return plan.secret_url !== null && plan.secret_url !== '' && secretUrl === plan.secret_url;
}
