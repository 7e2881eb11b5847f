import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { bookingBody, call, tokyoDate } from '../../../test/helpers';
import { bookableHotel, bookIn } from '../../../test/world';

type Texts = Record<string, string>;
const json = async <T>(sql: string, ...binds: unknown[]) =>
  JSON.parse(
    String(
      Object.values(
        (await env.DB.prepare(sql)
          .bind(...binds)
          .first()) ?? {},
      )[0],
    ),
  ) as T;

/** The demo catalog's texts for plan 101, room 101 and question 11 (its choice 2). */
async function catalog() {
  const plan = await json<Texts>('SELECT titles FROM plans WHERE plan_id = 101');
  const room = await json<Texts>('SELECT names FROM rooms WHERE room_id = 101');
  const question = await json<Texts>('SELECT texts FROM questions WHERE question_id = 11');
  const choices = await json<{ choice_id: number; texts: Texts }[]>(
    'SELECT choices FROM questions WHERE question_id = 11',
  );
  const choice = choices.find((c) => c.choice_id === 2)?.texts as Texts;
  const hotel = (
    await env.DB.prepare("SELECT name FROM hotel_texts WHERE hotel_id = 1 AND lang = 'en'").first()
  )?.name as string;
  return { plan, room, question, choice, hotel };
}

/** Issues the guest's receipt half a year on, when the stay is long over. */
function receiptAfterStay(b: { display_id: string; email: string }, addressee: string, lang?: string) {
  return call('/api/issuereceipt', {
    body: { code: b.display_id, email: b.email, addressee, ...(lang ? { lang } : {}) },
    now: Math.floor(Date.now() / 1000) + 180 * 86_400,
  });
}

async function bookInEnglish(days: number) {
  const email = `lang-${crypto.randomUUID().slice(0, 12)}@example.com`;
  const body = bookingBody({
    lang: 'en',
    checkin: tokyoDate(days),
    checkout: tokyoDate(days + 1),
    user: {
      ...(bookingBody().user as object),
      last_name: 'Smith',
      first_name: 'Anna',
      mail1: email,
    },
  });
  const res = await call('/api/book', { body });
  expect(res.status, res.text).toBe(201);
  return { ...(res.json as { display_id: string; reservation_id: number }), email };
}

describe('a reservation booked in English', () => {
  it('shows its plan, room, hotel and answers in English on the lookup and change screens', async () => {
    const c = await catalog();
    expect(c.plan.en, 'the demo plan has an English title').toBeTruthy();
    expect(c.plan.en).not.toBe(c.plan.ja);
    const b = await bookInEnglish(170);
    const res = await call(`/api/getbookingbycode?code=${b.display_id}&email=${b.email}`);
    expect(res.status, res.text).toBe(200);
    const r = res.json.reservation;
    expect(r.plan_title, 'the plan title in the booking language').toBe(c.plan.en);
    expect(r.room_name, 'the room name in the booking language').toBe(c.room.en || c.room.ja);
    expect(r.hotel.name).toBe(c.hotel);
    expect(r.options[0], 'the question and the chosen answer in the booking language').toMatchObject({
      question_id: 11,
      question_text: c.question.en || c.question.ja,
      answered_choice_text: c.choice.en || c.choice.ja,
    });
  });

  it('shows the texts in the language the lookup asks for, Japanese where the hotel wrote none', async () => {
    const c = await catalog();
    const b = await bookInEnglish(171);
    const res = await call(`/api/getbookingbycode?code=${b.display_id}&email=${b.email}&lang=ko`);
    expect(res.status, res.text).toBe(200);
    expect(res.json.reservation.lang).toBe('ko');
    expect(res.json.reservation.plan_title, 'the Korean title, else the Japanese one').toBe(
      c.plan.ko || c.plan.ja,
    );
  });

  it('mails the confirmation and the cancellation in English, with no Japanese catalog text', async () => {
    const c = await catalog();
    const b = await bookInEnglish(172);
    const canceled = await call('/api/cancelbooking', { body: { code: b.display_id, email: b.email } });
    expect(canceled.status, canceled.text).toBe(200);
    const mails = (
      await env.DB.prepare('SELECT kind, body_text FROM mail_outbox WHERE to_address = ? ORDER BY mail_id')
        .bind(b.email)
        .all<{ kind: string; body_text: string }>()
    ).results;
    expect(mails.map((m) => m.kind)).toEqual(['reservation_confirmation', 'reservation_cancellation']);
    for (const mail of mails) {
      expect(mail.body_text, `${mail.kind}: the English plan title`).toContain(c.plan.en);
      expect(mail.body_text, `${mail.kind}: not the Japanese plan title`).not.toContain(c.plan.ja);
      if (c.question.en) {
        expect(mail.body_text, `${mail.kind}: the English question`).toContain(c.question.en);
        expect(mail.body_text, `${mail.kind}: not the Japanese question`).not.toContain(c.question.ja);
      }
      if (c.choice.en) expect(mail.body_text, `${mail.kind}: the English answer`).toContain(c.choice.en);
    }
  });

  it('issues its receipt with the plan and room in English', async () => {
    const c = await catalog();
    const b = await bookInEnglish(174);
    const res = await receiptAfterStay(b, 'Anna Smith');
    expect(res.status, res.text).toBe(200);
    expect(res.json.receipt.reservation.plan_title, 'the plan title in the booking language').toBe(c.plan.en);
    expect(res.json.receipt.reservation.room_name).toBe(c.room.en || c.room.ja);
  });

  it('names what was sold once the hotel renames the plan: the receipt and the lookup keep the stored title', async () => {
    const titles = { ja: '朝食付きプラン', en: 'Breakfast included' };
    const world = await bookableHotel({ hotel: { languages: ['ja', 'en'] }, plan: { titles } });
    const email = `lang-${crypto.randomUUID().slice(0, 12)}@example.com`;
    const user = { ...(bookingBody().user as object), last_name: 'Smith', first_name: 'Anna', mail1: email };
    const b = { ...(await bookIn(world, { lang: 'en', user })), email };
    await env.DB.prepare('UPDATE plans SET titles = ? WHERE plan_id = ?')
      .bind(JSON.stringify({ ja: '新しいプラン名', en: 'A renamed plan' }), world.plan.plan_id)
      .run();
    const receipt = await receiptAfterStay(b, 'Anna Smith');
    expect(receipt.status, receipt.text).toBe(200);
    expect(receipt.json.receipt.reservation.plan_title, 'the receipt names the plan sold').toBe(titles.ja);
    const lookup = await call(`/api/getbookingbycode?code=${b.display_id}&email=${b.email}&lang=ja`);
    expect(lookup.json.reservation.plan_title, 'not the new name').toBe(titles.ja);
  });
});

describe('a reservation booked in a language the hotel later stops offering', () => {
  it('is shown in Japanese, not in the old English texts left in the catalog', async () => {
    const titles = { ja: '素泊まりプラン', en: 'Room only (old English title)' };
    const world = await bookableHotel({ hotel: { languages: ['ja', 'en'] }, plan: { titles } });
    const email = `lang-${crypto.randomUUID().slice(0, 12)}@example.com`;
    const user = { ...(bookingBody().user as object), last_name: 'Smith', first_name: 'Anna', mail1: email };
    const b = { ...(await bookIn(world, { lang: 'en', user })), email };
    await env.DB.prepare('UPDATE hotels SET languages = ? WHERE hotel_id = ?')
      .bind(JSON.stringify(['ja']), world.hotel.hotel_id)
      .run();
    const lookup = await call(`/api/getbookingbycode?code=${b.display_id}&email=${b.email}&lang=en`);
    expect(lookup.status, lookup.text).toBe(200);
    expect(lookup.json.reservation.lang, 'the hotel offers only Japanese now').toBe('ja');
    expect(lookup.json.reservation.plan_title, 'no text of a language the hotel no longer offers').toBe(
      titles.ja,
    );
    const receipt = await receiptAfterStay(b, 'Anna Smith', 'en');
    expect(receipt.status, receipt.text).toBe(200);
    expect(receipt.json.receipt.reservation.plan_title).toBe(titles.ja);
  });
});

describe('a reservation booked in Japanese', () => {
  async function bookInJapanese(days: number) {
    const email = `lang-ja-${crypto.randomUUID().slice(0, 12)}@example.com`;
    const body = bookingBody({
      checkin: tokyoDate(days),
      checkout: tokyoDate(days + 1),
      user: { ...(bookingBody().user as object), mail1: email },
    });
    const res = await call('/api/book', { body });
    expect(res.status, res.text).toBe(201);
    return { ...(res.json as { display_id: string }), email };
  }

  it('issues a receipt naming the English plan, room and hotel when it is asked for in English', async () => {
    const c = await catalog();
    const address = (
      await env.DB.prepare("SELECT address FROM hotel_texts WHERE hotel_id = 1 AND lang = 'en'").first()
    )?.address as string;
    const b = await bookInJapanese(176);
    const res = await receiptAfterStay(b, 'John Smith', 'en');
    expect(res.status, res.text).toBe(200);
    const receipt = res.json.receipt;
    expect(receipt.reservation.plan_title, 'the plan title in the asked language').toBe(c.plan.en);
    expect(receipt.reservation.room_name, 'the room name in the asked language').toBe(c.room.en || c.room.ja);
    expect(receipt.issuer.hotel_name, 'the hotel name in the asked language').toBe(c.hotel);
    expect(receipt.issuer.address, 'the hotel address in the asked language').toBe(address);
  });

  it('issues its receipt in Japanese when no language is asked for', async () => {
    const c = await catalog();
    const b = await bookInJapanese(177);
    const res = await receiptAfterStay(b, '山田太郎');
    expect(res.status, res.text).toBe(200);
    expect(res.json.receipt.reservation.plan_title, 'the booking language').toBe(c.plan.ja);
  });

  it('tells the lookup a receipt is not yet available for a stay paid at the hotel, and is once it is over', async () => {
    const b = await bookInJapanese(178);
    const before = await call(`/api/getbookingbycode?code=${b.display_id}&email=${b.email}`);
    expect(before.status, before.text).toBe(200);
    expect(before.json.reservation.can_issue_receipt, 'paid at the hotel, before the stay').toBe(false);
    const early = await call('/api/issuereceipt', {
      body: { code: b.display_id, email: b.email, addressee: '山田太郎' },
    });
    expect(early.status, 'the issue call agrees').toBe(409);
    const afterStay = Math.floor(Date.now() / 1000) + 181 * 86_400;
    const after = await call(`/api/getbookingbycode?code=${b.display_id}&email=${b.email}`, {
      now: afterStay,
    });
    expect(after.json.reservation.can_issue_receipt, 'after the stay').toBe(true);
  });

  it('tells the lookup why no receipt and whether the stay is over, on the server’s clock around check-out day', async () => {
    const b = await bookInJapanese(179);
    const lookup = (now?: number) =>
      call(`/api/getbookingbycode?code=${b.display_id}&email=${b.email}`, now === undefined ? {} : { now });
    const first = await lookup();
    expect(first.status, first.text).toBe(200);
    const checkout: string = first.json.reservation.stay_end_date;
    const checkoutDay = Date.parse(`${checkout}T00:00:00+09:00`) / 1000;
    const facts = (r: Record<string, unknown>) => ({
      can_issue_receipt: r.can_issue_receipt,
      receipt_refusal: r.receipt_refusal,
      stay_over: r.stay_over,
    });
    // The day before check-out (Japan), one second to midnight: check-out is tomorrow.
    expect(facts((await lookup(checkoutDay - 1)).json.reservation), 'check-out tomorrow').toEqual({
      can_issue_receipt: false,
      receipt_refusal: 'not_checked_out',
      stay_over: false,
    });
    // Check-out day itself, just after midnight in Japan.
    expect(facts((await lookup(checkoutDay + 1)).json.reservation), 'check-out today').toEqual({
      can_issue_receipt: true,
      receipt_refusal: null,
      stay_over: true,
    });
    const cancel = await call('/api/cancelbooking', { body: { code: b.display_id, email: b.email } });
    expect(cancel.status, cancel.text).toBe(200);
    expect(facts((await lookup(checkoutDay + 1)).json.reservation), 'cancelled').toEqual({
      can_issue_receipt: false,
      receipt_refusal: 'canceled',
      stay_over: false,
    });
  });

  it('names the child types of its rooms in its mails, in the booking language', async () => {
    const names = await json<Texts>('SELECT names FROM child_types WHERE hotel_id = 1 AND child_type = 1');
    expect(names.en, 'the demo child type 1 has an English name').toBeTruthy();
    const b = await bookInEnglish(176);
    expect(bookingBody().rooms, 'the booking has a child of type 1').toEqual([
      expect.objectContaining({ child_type_1: 1 }),
    ]);
    const mail = await env.DB.prepare(
      "SELECT body_text FROM mail_outbox WHERE to_address = ? AND kind = 'reservation_confirmation'",
    )
      .bind(b.email)
      .first<{ body_text: string }>();
    expect(mail?.body_text, 'the child type by its name, not its number').toContain(names.en);
  });
});
