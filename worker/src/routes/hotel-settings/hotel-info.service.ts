import type { Db } from '@tomaru/db/client';
import { recordAudit } from '@tomaru/db/queries/audit';
import { assertOneRowChanged, isGuardFailure, type Statement } from '@tomaru/db/queries/guards';
import {
  deleteHotelTexts,
  type HotelColumns,
  type HotelRow,
  type HotelTextRow,
  readHotelInfo,
  updateHotelColumns,
  upsertHotelText,
} from '@tomaru/db/queries/hotel-info';
import { changedFields, type FieldChange } from '@tomaru/domain/audit';
import type { ErrorIssue } from '@tomaru/domain/errors';
import { isLang, LANGS, type Lang } from '@tomaru/domain/languages';
import type {
  HotelInfoResponse,
  UpdateHotelBody,
  UpdateHotelInfoBody,
} from '@tomaru/domain/schemas/hotel-info';
import { auditActor } from '../../auth/actor';
import { hotelInScope } from '../../auth/scope';
import type { Principal } from '../../env';
import { ApiError, forbidden, notFound, Status } from '../../lib/errors';

type HotelInfo = HotelInfoResponse['hotel'];
type Localized = HotelInfo['name'];
type TextField = Exclude<keyof HotelTextRow, 'hotel_id' | 'lang'>;

const TEXT_FIELDS = [
  'name',
  'address',
  'access',
  'description',
  'legal_address',
  'price_terms',
  'payment_terms',
] as const satisfies readonly TextField[];

/** The languages a hotel offers, in the product's order (the stored list is the hotel's own). */
function offered(languages: readonly string[]): Lang[] {
  return LANGS.filter((l) => languages.includes(l));
}

/** One text field in every offered language that has a row; Japanese always (empty when missing). */
function localized(texts: readonly HotelTextRow[], langs: readonly Lang[], field: TextField): Localized {
  const out: Localized = { ja: '' };
  for (const t of texts) if (isLang(t.lang) && langs.includes(t.lang)) out[t.lang] = t[field];
  return out;
}

/** The hotel-information object of the back office, from its rows. */
export function toHotelInfo(hotel: HotelRow, texts: readonly HotelTextRow[]): HotelInfo {
  const langs = offered(hotel.languages);
  const text = (field: TextField) => localized(texts, langs, field);
  return {
    hotel_id: hotel.hotel_id,
    chain_id: hotel.chain_id ?? 0,
    url_name: hotel.url_name,
    status: hotel.status,
    controller: hotel.controller,
    languages: langs,
    name: text('name'),
    name_kana: hotel.name_kana,
    postcode: hotel.postcode,
    prefecture: hotel.prefecture,
    address: text('address'),
    access: text('access'),
    description: text('description'),
    latitude: hotel.latitude,
    longitude: hotel.longitude,
    tel: hotel.tel,
    email: hotel.email,
    checkin_time: hotel.checkin_time,
    checkout_time: hotel.checkout_time,
    receipt_issuer_name: hotel.receipt_issuer_name,
    invoice_registration_number: hotel.invoice_registration_number,
    spa_tax_per_adult: hotel.spa_tax_per_adult,
    spa_tax_children_exempt: hotel.spa_tax_children_exempt,
    accommodation_tax_city: hotel.accommodation_tax_city,
    legal: {
      representative: hotel.legal_representative,
      tel: hotel.legal_tel,
      email: hotel.legal_email,
      address: text('legal_address'),
      price_terms: text('price_terms'),
      payment_terms: text('payment_terms'),
    },
    updated_at: hotel.updated_at,
  };
}

/** What updatehotelinfo may change: the answer without its ids, operational settings and stamp. */
type EditableInfo = Omit<
  HotelInfo,
  'hotel_id' | 'chain_id' | 'url_name' | 'status' | 'controller' | 'updated_at'
>;

function editable(info: HotelInfo): EditableInfo {
  const {
    hotel_id: _,
    chain_id: __,
    url_name: ___,
    status: ____,
    controller: _____,
    updated_at: ______,
    ...rest
  } = info;
  return rest;
}

/** A localized text narrowed to the offered languages: texts in other languages are dropped (decision 018). */
function narrow(text: Localized, langs: readonly Lang[]): Localized {
  const out: Localized = { ja: text.ja };
  for (const l of langs) if (l !== 'ja' && text[l] !== undefined) out[l] = text[l];
  return out;
}

/** The body with every text narrowed to the languages the body itself offers. */
function narrowBody(body: UpdateHotelInfoBody): EditableInfo {
  const langs = offered(body.languages);
  const { hotel_id: _, updated_at: __, ...rest } = body;
  return {
    ...rest,
    languages: langs,
    name: narrow(body.name, langs),
    address: narrow(body.address, langs),
    access: narrow(body.access, langs),
    description: narrow(body.description, langs),
    legal: {
      ...body.legal,
      address: narrow(body.legal.address, langs),
      price_terms: narrow(body.legal.price_terms, langs),
      payment_terms: narrow(body.legal.payment_terms, langs),
    },
  };
}

/**
 * The body's texts with the stored text kept where the body leaves a text out, or sends it empty
 * for a language it newly offers. gethotelinfo hides the texts of a language the hotel no longer
 * offers, so the form of a language ticked again shows none of them and sends them missing or empty:
 * they keep what was stored and come back (decision 018). Texts of a language already offered and
 * sent empty are cleared.
 */
function withStoredTexts(
  next: EditableInfo,
  stored: readonly HotelTextRow[],
  wasOffered: readonly string[],
): EditableInfo {
  const fill = (text: Localized, field: TextField): Localized => {
    const out: Localized = { ...text };
    for (const row of stored) {
      if (!isLang(row.lang) || !next.languages.includes(row.lang)) continue;
      const sent = out[row.lang];
      if (sent === undefined || (sent === '' && !wasOffered.includes(row.lang))) out[row.lang] = row[field];
    }
    return out;
  };
  return {
    ...next,
    name: fill(next.name, 'name'),
    address: fill(next.address, 'address'),
    access: fill(next.access, 'access'),
    description: fill(next.description, 'description'),
    legal: {
      ...next.legal,
      address: fill(next.legal.address, 'legal_address'),
      price_terms: fill(next.legal.price_terms, 'price_terms'),
      payment_terms: fill(next.legal.payment_terms, 'payment_terms'),
    },
  };
}

/**
 * The rows of each offered language. A language other than Japanese with every text empty has no
 * row (guests read Japanese instead); one with texts but no name is refused, since guests would see
 * a nameless hotel.
 */
function textRows(hotelId: number, next: EditableInfo) {
  const source: Record<TextField, Localized> = {
    name: next.name,
    address: next.address,
    access: next.access,
    description: next.description,
    legal_address: next.legal.address,
    price_terms: next.legal.price_terms,
    payment_terms: next.legal.payment_terms,
  };
  const rows: HotelTextRow[] = [];
  const empty: Lang[] = [];
  const issues: ErrorIssue[] = [];
  for (const lang of next.languages) {
    const row = { hotel_id: hotelId, lang } as HotelTextRow;
    for (const field of TEXT_FIELDS) row[field] = source[field][lang] ?? '';
    const hasAny = TEXT_FIELDS.some((f) => row[f] !== '');
    if (lang !== 'ja' && !hasAny) empty.push(lang);
    else if (row.name === '')
      issues.push({ path: `name.${lang}`, code: 'required', message: 'This field is required.' });
    else rows.push(row);
  }
  return { rows, empty, issues };
}

const stale = () => new ApiError(Status.CONFLICT, 'stale_update');

/**
 * A hotel the caller may change: admin any, a chain its hotels, a hotel itself; a union reads only
 * (decision 018). Out of scope is 403, like every area.
 */
export async function hotelForWrite(db: Db, p: Principal, hotelId: number) {
  if (p.type === 'union') throw forbidden();
  return hotelForRead(db, p, hotelId);
}

/** A hotel the caller may read (every role within its scope) with every language's texts. */
export async function hotelForRead(db: Db, p: Principal, hotelId: number) {
  await hotelInScope(db, p, hotelId);
  const found = await readHotelInfo(db, hotelId);
  if (!found) throw notFound('hotel_not_found');
  return found;
}

/** Runs a guarded save; a guard failure means another save came first. */
async function saveGuarded(db: Db, statements: Statement[]) {
  try {
    await db.batch(statements as [Statement, ...Statement[]]);
  } catch (error) {
    if (isGuardFailure(error)) throw stale();
    throw error;
  }
}

/** The hotel's information after a save: read again, so the answer is what guests now read. */
async function reread(db: Db, hotelId: number): Promise<HotelInfo> {
  const found = await readHotelInfo(db, hotelId);
  if (!found) throw notFound('hotel_not_found');
  return toHotelInfo(found.hotel, found.texts);
}

/** The next `updated_at`: strictly later than the one read, so a form read before a save is always older. */
const nextStamp = (readAt: number, now: number) => Math.max(now, readAt + 1);

/**
 * Saves the hotel information: the hotel row, each language's texts and the audit entry of the
 * fields that changed, in one batch guarded on the row read (decision 018, 019). A save that changes
 * nothing writes nothing.
 */
export async function saveHotelInfo(
  db: Db,
  p: Principal,
  current: { hotel: HotelRow; texts: HotelTextRow[] },
  body: UpdateHotelInfoBody,
  now: number,
): Promise<HotelInfo> {
  const { hotel } = current;
  if (body.updated_at !== undefined && body.updated_at < hotel.updated_at) throw stale();
  const next = withStoredTexts(narrowBody(body), current.texts, hotel.languages);
  const { rows, empty, issues } = textRows(hotel.hotel_id, next);
  if (issues.length > 0) throw new ApiError(Status.UNPROCESSABLE, 'validation_failed', { issues });
  const changes = changedFields(editable(toHotelInfo(hotel, current.texts)), next);
  if (changes.length === 0) return toHotelInfo(hotel, current.texts);
  const actor = await auditActor(db, p);
  const set: HotelColumns = {
    languages: next.languages,
    name_kana: next.name_kana,
    postcode: next.postcode,
    prefecture: next.prefecture,
    latitude: next.latitude,
    longitude: next.longitude,
    tel: next.tel,
    email: next.email,
    checkin_time: next.checkin_time,
    checkout_time: next.checkout_time,
    receipt_issuer_name: next.receipt_issuer_name,
    invoice_registration_number: next.invoice_registration_number,
    spa_tax_per_adult: next.spa_tax_per_adult,
    spa_tax_children_exempt: next.spa_tax_children_exempt,
    accommodation_tax_city: next.accommodation_tax_city,
    legal_representative: next.legal.representative,
    legal_tel: next.legal.tel,
    legal_email: next.legal.email,
    updated_at: nextStamp(hotel.updated_at, now),
  };
  const statements: Statement[] = [
    updateHotelColumns(db, hotel.hotel_id, hotel.updated_at, set),
    assertOneRowChanged(db),
    ...rows.map((row) => upsertHotelText(db, row)),
  ];
  if (empty.length > 0) statements.push(deleteHotelTexts(db, hotel.hotel_id, empty));
  statements.push(auditOf(actor, hotel.hotel_id, 'updatehotelinfo', changes, now, db));
  await saveGuarded(db, statements);
  return reread(db, hotel.hotel_id);
}

/** Saves the operational settings (status, site controller) with their audit entry. */
export async function saveHotelSettings(
  db: Db,
  p: Principal,
  current: { hotel: HotelRow },
  body: UpdateHotelBody,
  now: number,
): Promise<HotelInfo> {
  const { hotel } = current;
  if (body.updated_at !== undefined && body.updated_at < hotel.updated_at) throw stale();
  const changes = changedFields(
    { status: hotel.status, controller: hotel.controller },
    { status: body.status, controller: body.controller },
  );
  if (changes.length === 0) return reread(db, hotel.hotel_id);
  const actor = await auditActor(db, p);
  await saveGuarded(db, [
    updateHotelColumns(db, hotel.hotel_id, hotel.updated_at, {
      status: body.status,
      controller: body.controller,
      updated_at: nextStamp(hotel.updated_at, now),
    }),
    assertOneRowChanged(db),
    auditOf(actor, hotel.hotel_id, 'updatehotel', changes, now, db),
  ]);
  return reread(db, hotel.hotel_id);
}

function auditOf(
  actor: Awaited<ReturnType<typeof auditActor>>,
  hotelId: number,
  action: string,
  changes: FieldChange[],
  at: number,
  db: Db,
) {
  return recordAudit(db, {
    at,
    actor,
    hotel_id: hotelId,
    entity: 'hotel',
    entity_id: hotelId,
    action,
    changes,
  });
}
