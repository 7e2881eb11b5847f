import { isLang } from './languages';
import type { AuditEntity } from './schemas/account';

/** One changed field of an audit entry (decision 019). */
export type FieldChange = { field: string; before: unknown; after: unknown };

type Plain = Record<string, unknown>;

function isPlain(value: unknown): value is Plain {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Leaf values of a nested object keyed by their dotted paths; arrays are compared whole. */
function flatten(value: Plain, prefix = '', out: Map<string, unknown> = new Map()): Map<string, unknown> {
  for (const [key, inner] of Object.entries(value)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (isPlain(inner)) flatten(inner, path, out);
    else out.set(path, inner);
  }
  return out;
}

function same(a: unknown, b: unknown): boolean {
  return a === b || JSON.stringify(a) === JSON.stringify(b);
}

/**
 * The fields that differ between two versions of a record, by dotted path, with their values before
 * and after; a field absent on one side counts as `undefined` there, and undefined and '' count as
 * the same (an optional text left out and an empty one read alike). Empty when nothing changed.
 * @example changedFields({ name: { ja: 'A', en: 'B' } }, { name: { ja: 'A', en: 'C' } })
 *   // [{ field: 'name.en', before: 'B', after: 'C' }]
 */
export function changedFields(before: Plain, after: Plain): FieldChange[] {
  const was = flatten(before);
  const now = flatten(after);
  const fields = [...new Set([...was.keys(), ...now.keys()])];
  const changes: FieldChange[] = [];
  for (const field of fields) {
    const b = was.get(field) ?? '';
    const a = now.get(field) ?? '';
    if (!same(b, a)) changes.push({ field, before: was.get(field) ?? null, after: now.get(field) ?? null });
  }
  return changes;
}

/**
 * Every field an entity's audit rows can name, as the history shows it: a changed path without its
 * qualifiers (see auditFieldKey). '' is the entity's one value where the path is only qualifiers (a
 * date's stock, a child type's price). A worker test checks every row written against this list, and
 * the back office has a label for each (ui/src/labels/field.ts).
 */
export const AUDIT_FIELDS = {
  hotel: [
    'languages',
    'name',
    'name_kana',
    'postcode',
    'prefecture',
    'address',
    'access',
    'description',
    'latitude',
    'longitude',
    'tel',
    'email',
    'checkin_time',
    'checkout_time',
    'receipt_issuer_name',
    'invoice_registration_number',
    'spa_tax_per_adult',
    'spa_tax_children_exempt',
    'accommodation_tax_city',
    'legal.representative',
    'legal.tel',
    'legal.email',
    'legal.address',
    'legal.price_terms',
    'legal.payment_terms',
    'status',
    'controller',
  ],
  account: ['contact_email', 'password', 'sessions'],
  reservation: ['hotel_memo', 'status', 'cancel_fee'],
  room: [
    'names',
    'descriptions',
    'min_guests',
    'max_guests',
    'beds',
    'size_m2',
    'smoking',
    'bed_types',
    'amenities',
    'is_visible',
    'display_order',
  ],
  room_stock: ['stock'],
  plan: [
    'titles',
    'descriptions',
    'meal_type',
    'payment_mode',
    'room_ids',
    'sale_start',
    'sale_end',
    'book_days_ahead',
    'cutoff_days_before',
    'cutoff_time',
    'min_nights',
    'max_nights',
    'checkin_times',
    'accepted_child_types',
    'cancel_policy',
    'change_deadline_days',
    'is_secret',
    'secret_url',
    'members_only',
    'is_visible',
    'display_order',
  ],
  plan_calendar: ['closed_dates'],
  price_table: ['price'],
  child_prices: ['child_price'],
  colors: ['name', 'hex', 'display_order'],
  color_dates: ['color_id'],
  child_types: ['names', 'age_from', 'age_to', 'price_mode', 'price_value', 'uses_bed', 'with_meal'],
  member_discount: ['kind', 'value', 'is_active'],
  question: ['texts', 'plan_id', 'mandatory', 'display_order'],
  option: ['texts', 'plan_id', 'mandatory', 'choices', 'display_order'],
  additional_option: [
    'names',
    'unit_price',
    'price_unit',
    'max_num',
    'required',
    'stock_managed',
    'plan_ids',
    'date_from',
    'date_to',
    'display_order',
  ],
  option_stock: ['stock'],
  image_set: ['target', 'images', 'alt'],
  season_ceiling: ['stay_from', 'stay_to', 'opens_at'],
  epsilon: ['enabled', 'contract_code', 'st_code', 'fee_rate_bp', 'fee_fixed'],
  epsilon_transfer: ['transferred_amount', 'transferred_on', 'memo'],
  bank_account: [
    'bank_name',
    'bank_code',
    'branch_name',
    'branch_code',
    'account_type',
    'account_number',
    'account_holder_kana',
  ],
} as const satisfies Record<AuditEntity, readonly string[]>;

export type AuditField = (typeof AUDIT_FIELDS)[AuditEntity][number];

/** A path segment that names which one (a language, a date or month, an id, `room_101`), not what. */
export function isQualifier(segment: string): boolean {
  return (
    isLang(segment) ||
    /^\d+$/.test(segment) ||
    /^\d{4}-\d{2}(-\d{2})?$/.test(segment) ||
    /^[a-z]+_\d+$/.test(segment)
  );
}

/**
 * What a changed path names, without its qualifiers; a path of qualifiers alone (a date whose stock
 * changed, a child type's price) names the entity's one value, the first of its AUDIT_FIELDS.
 * @example auditFieldKey('room', 'names.en') // 'names'; auditFieldKey('room_stock', '2027-01-05') // 'stock'
 *   auditFieldKey('child_types', '1.names.en') // 'names'; auditFieldKey('hotel', 'legal.tel') // 'legal.tel'
 */
export function auditFieldKey(entity: AuditEntity, path: string): string {
  const key = path
    .split('.')
    .filter((s) => !isQualifier(s))
    .join('.');
  return key === '' ? AUDIT_FIELDS[entity][0] : key;
}

/** Whether the history has a name for this changed path of `entity` (AUDIT_FIELDS lists it). */
export function isAuditedField(entity: AuditEntity, path: string): boolean {
  return (AUDIT_FIELDS[entity] as readonly string[]).includes(auditFieldKey(entity, path));
}
