import { CURRENCY, type Lang, TIME_ZONE } from '@tomaru/domain/languages';
import { familyNameFirst } from '@tomaru/domain/reservations/person-name';
import { fill, MAIL_MESSAGES, type MailMessageKey } from './messages';
import type { ReservationMailData } from './types';

// Intl formatters are costly to build (a booking's mail formats a dozen dates and amounts): one of
// each per language, per isolate.
const yenFormats = new Map<Lang, Intl.NumberFormat>();
const stayDateFormats = new Map<Lang, Intl.DateTimeFormat>();
const pluralRules = new Map<Lang, Intl.PluralRules>();

function memo<T>(cache: Map<Lang, T>, lang: Lang, make: () => T): T {
  let value = cache.get(lang);
  if (value === undefined) {
    value = make();
    cache.set(lang, value);
  }
  return value;
}

/** Yen as the guest's language writes it, e.g. ￥12,000 in ja and ¥12,000 in en. */
export function formatYen(lang: Lang, amount: number): string {
  return memo(
    yenFormats,
    lang,
    () => new Intl.NumberFormat(lang, { style: 'currency', currency: CURRENCY }),
  ).format(amount);
}

/** Plural categories of a language (one formatter per language). */
export function pluralOf(lang: Lang): Intl.PluralRules {
  return memo(pluralRules, lang, () => new Intl.PluralRules(lang));
}

/**
 * A Japan-local calendar date (YYYY-MM-DD) with its weekday, as the language writes it.
 * @example formatStayDate('ja', '2026-12-24') // '2026年12月24日(木)'
 */
export function formatStayDate(lang: Lang, date: string): string {
  const format = memo(
    stayDateFormats,
    lang,
    () =>
      new Intl.DateTimeFormat(lang, {
        timeZone: TIME_ZONE,
        year: 'numeric',
        month: lang === 'en' ? 'short' : 'long',
        day: 'numeric',
        weekday: lang === 'ko' ? 'long' : 'short',
      }),
  );
  return format.format(new Date(`${date}T12:00:00+09:00`));
}

function daysBefore(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - days);
  return d.toISOString().slice(0, 10);
}

/**
 * The plain-text reservation mail (confirmation, change or cancellation) in the booking's language,
 * with every amount exactly as stored.
 */
export function reservationMail(data: ReservationMailData): { subject: string; body_text: string } {
  const lang = data.lang;
  const m = MAIL_MESSAGES[lang];
  const plural = pluralOf(lang);
  const t = (key: MailMessageKey, values: Record<string, string | number> = {}) => fill(m[key], values);
  const count = (key: 'nights' | 'rooms', n: number) =>
    t(plural.select(n) === 'one' ? `${key}_one` : `${key}_other`, { n });
  const yen = (amount: number) => formatYen(lang, amount);
  const date = (d: string) => formatStayDate(lang, d);
  const field = (label: MailMessageKey, value: string) => t('field', { label: m[label], value });
  const bullet = (text: string) => t('bullet', { text });
  const person = (p: { last_name: string; first_name: string }) =>
    t(familyNameFirst(p, lang) ? 'person_name_cjk' : 'person_name', {
      last_name: p.last_name,
      first_name: p.first_name,
    });
  const hotel = data.hotel.name;

  const blocks: string[][] = [];
  const section = (title: MailMessageKey, lines: string[]) => {
    blocks.push([`■${m[title]}`, ...lines]);
  };

  // A prepaid reservation's confirmation is sent once its payment is confirmed, and says so.
  const local = data.payment_method === 'local';
  const paidConfirmation = data.kind === 'confirmation' && !local && data.status === 'booking';
  // A second payment given back while the booking stands (paid twice, e.g. an old page after a switch).
  const duplicate = data.kind === 'refund' && data.status === 'booking';
  // Mails of a reservation that has ended: nothing left to change or cancel.
  const ended =
    data.kind === 'cancellation' || data.kind === 'payment_expired' || (data.kind === 'refund' && !duplicate);
  // A hold the guest gave up is not one whose deadline passed: its own words.
  const variant =
    data.kind === 'payment_expired' && data.given_up
      ? 'payment_given_up'
      : duplicate
        ? 'refund_duplicate'
        : data.kind;
  blocks.push([
    t('greeting', { name: person(data.booker) }),
    '',
    t(paidConfirmation ? 'intro_confirmation_paid' : `intro_${variant}`, { hotel }),
  ]);

  section('section_reservation', [
    field('label_display_id', data.display_id),
    field('label_hotel', hotel),
    field('label_plan', data.plan_title),
    field('label_room', data.room_name),
    field('label_checkin', date(data.stay_start_date)),
    field('label_checkout', date(data.stay_end_date)),
    field('label_nights', count('nights', data.nights)),
    field('label_checkin_time', data.checkin_time),
    field('label_room_count', count('rooms', data.rooms.length)),
  ]);

  section(
    'section_guests',
    data.rooms.map((room, i) => {
      const parts = [
        room.male_num > 0 ? t('adults_male', { n: room.male_num }) : '',
        room.female_num > 0 ? t('adults_female', { n: room.female_num }) : '',
        ...[...room.children]
          .sort((a, b) => a.child_type - b.child_type)
          .filter((child) => child.num > 0)
          .map((child) => t('children', { name: child.name, n: child.num })),
      ].filter((part) => part !== '');
      return t('field', { label: t('room_number', { n: i + 1 }), value: parts.join(m.list_separator) });
    }),
  );

  section('section_people', [
    field('label_booker', person(data.booker)),
    `  ${field('label_email', data.booker.mail1)}`,
    `  ${field('label_tel', data.booker.tel1)}`,
    field('label_lodger', person(data.lodger ?? data.booker)),
  ]);

  if (data.options.length > 0) {
    section(
      'section_options',
      data.options.map((option) =>
        bullet(
          t('option_line', {
            name: option.name,
            price: yen(option.price),
            num: option.num,
            amount: yen(option.amount),
          }),
        ),
      ),
    );
  }

  if (data.answers.length > 0) {
    section(
      'section_answers',
      data.answers.map((a) => bullet(t('field', { label: a.question, value: a.answer }))),
    );
  }

  if (data.note.trim() !== '') section('section_note', [data.note.trim()]);

  const totals = data.totals;
  section('section_charges', [
    m.label_nightly,
    ...data.nights_detail.map((night) =>
      bullet(t('field', { label: date(night.date), value: yen(night.amount_include_tax) })),
    ),
    '',
    field('label_subtotal', yen(totals.subtotal_include_tax)),
    ...(totals.discount !== 0 ? [field('label_discount', yen(-totals.discount))] : []),
    field('label_total', yen(totals.total_include_tax)),
    `  ${field('label_consumption_tax', yen(totals.consumption_tax))}`,
    ...(totals.spa_tax !== 0 ? [field('label_spa_tax', yen(totals.spa_tax))] : []),
    ...(totals.accommodation_tax !== 0
      ? [field('label_accommodation_tax', yen(totals.accommodation_tax))]
      : []),
    field('label_amount_due', yen(totals.amount_due)),
  ]);

  section('section_payment', [
    field('label_payment_method', m[`payment_${data.payment_method}`]),
    field('label_payment_timing', local ? m.timing_local : m.timing_prepaid),
    ...(paidConfirmation ? [field('label_payment_status', m.payment_status_paid)] : []),
  ]);

  if (data.kind === 'refund') {
    section('section_refund', [
      ...(data.refund_method ? [field('label_refunded_payment', m[`payment_${data.refund_method}`])] : []),
      field('label_refund_amount', yen(data.refund_amount ?? 0)),
      ...(data.refund_by_hotel ? [t('refund_by_hotel', { amount: yen(data.refund_by_hotel) })] : []),
      m.refund_timing,
    ]);
  }

  if (data.kind === 'cancellation') {
    const fee = data.cancel_fee ?? 0;
    section('section_cancel_fee', [fee > 0 ? field('label_cancel_fee', yen(fee)) : m.cancel_fee_none]);
  }

  const steps = [...data.cancel_policy]
    .filter((step) => step.percent > 0)
    .sort((a, b) => b.days_before - a.days_before);
  // A hold that ended unpaid never was a booking: no terms to recall.
  if (data.kind !== 'payment_expired')
    section(
      'section_cancel_policy',
      steps.length === 0
        ? [m.cancel_policy_free]
        : [
            ...steps.map((step) =>
              bullet(
                step.days_before === 0
                  ? t('cancel_step_day', { percent: step.percent })
                  : step.days_before === 1
                    ? t('cancel_step_eve', { percent: step.percent })
                    : t('cancel_step_days', { days: step.days_before, percent: step.percent }),
              ),
            ),
            m.cancel_policy_basis,
            ...(ended ? [] : [m.cancel_policy_call]),
          ],
    );

  if (!ended) {
    const deadline = date(daysBefore(data.stay_start_date, data.change_deadline_days));
    section(
      'section_change',
      local
        ? [field('label_change_deadline', t('change_deadline_value', { date: deadline }))]
        : [m.change_prepaid],
    );
  }

  // A cancelled reservation can only be looked at, not changed or cancelled again.
  if (ended) section('section_lookup_canceled', [m.lookup_intro_canceled, data.lookup_url]);
  else section('section_lookup', [m.lookup_intro, data.lookup_url]);

  section('section_contact', [
    hotel,
    field('label_tel', data.hotel.tel),
    field('label_email', data.hotel.email),
    ...(data.hotel.address ? [field('label_address', data.hotel.address)] : []),
  ]);

  blocks.push([ended ? m.closing_cancellation : t('closing_stay', { hotel }), '', m.footer]);

  return {
    subject: t(paidConfirmation ? 'subject_confirmation_paid' : `subject_${variant}`, {
      hotel,
      display_id: data.display_id,
    }),
    body_text: `${blocks.map((lines) => lines.join('\n')).join('\n\n')}\n`,
  };
}
