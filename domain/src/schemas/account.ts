import * as v from 'valibot';
import { email, idString } from './common';

/** The signed-in staff member's own account settings (decision 018). */
export const updateAccountBody = v.object({
  /** Where the staff behind this login want notices; empty clears it. */
  contact_email: v.union([v.literal(''), email], 'invalid_email'),
});
export type UpdateAccountBody = v.InferOutput<typeof updateAccountBody>;

export const accountResponse = v.object({
  account: v.object({
    account_id: v.number(),
    login_id: v.string(),
    name: v.string(),
    kind: v.picklist(['admin', 'chain', 'hotel', 'union']),
    contact_email: v.string(),
    /** Unix seconds; null when the password was never changed since the account was made. */
    password_changed_at: v.nullable(v.number()),
  }),
});
export type AccountResponse = v.InferOutput<typeof accountResponse>;

export const logoutAllResponse = v.object({ status: v.literal('logged_out_everywhere') });

/**
 * What the audit trail keeps history of. The inventory entities (issue 12) belong to one hotel each;
 * their rows carry it, and whoever may read that hotel may read their history.
 */
const AUDIT_ENTITIES = [
  'hotel',
  'account',
  'reservation',
  'room',
  'room_stock',
  'plan',
  'plan_calendar',
  'price_table',
  'child_prices',
  'colors',
  'color_dates',
  'child_types',
  'member_discount',
  'question',
  'option',
  'additional_option',
  'option_stock',
  'image_set',
  'season_ceiling',
  'epsilon',
  'epsilon_transfer',
  'bank_account',
] as const;
export type AuditEntity = (typeof AUDIT_ENTITIES)[number];
export const AUDIT_PER_PAGE = 20;

export const auditQuery = v.object({
  entity: v.picklist(AUDIT_ENTITIES, 'invalid_value'),
  entity_id: idString,
  page: v.optional(
    v.pipe(v.string('number_only'), v.regex(/^[1-9]\d{0,5}$/, 'number_only'), v.transform(Number)),
    '1',
  ),
});

export const auditResponse = v.object({
  entries: v.array(
    v.object({
      id: v.number(),
      /** Unix seconds. */
      at: v.number(),
      actor: v.object({
        kind: v.picklist(['admin', 'chain', 'hotel', 'union', 'user']),
        /** Only for admin and the account itself (decision 019). */
        login_id: v.optional(v.string()),
        name: v.string(),
      }),
      entity: v.picklist(AUDIT_ENTITIES),
      entity_id: v.number(),
      action: v.string(),
      /** The fields that changed; a password change names the field with null values. */
      changes: v.array(v.object({ field: v.string(), before: v.unknown(), after: v.unknown() })),
    }),
  ),
  total: v.number(),
  page: v.number(),
  per_page: v.number(),
});
export type AuditResponse = v.InferOutput<typeof auditResponse>;
