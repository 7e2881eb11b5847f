// Request makers for `npm run bench:api` (scripts/bench/api.mjs): valid calls against the large data
// set of db/seed/large.ts, spread over its hotels, plans, rooms and dates.
//
// The large set's id scheme (see the header of db/seed/large.ts): hotels 1001…1000+N; rooms and plans
// hotel_id*100 + n (rooms n = 1…5, plans n = 1…10); questions and options hotel_id*10 + n. Each
// hotel has colours, prices and stock for `days` nights from the day the set was generated (today in
// Japan). Rooms 1…5 take at most 1, 2, 3, 3 and 5 guests (children with a bed count); plans 4, 9 and
// 10 are prepayment only (calculateprice prices them, book cannot take them with `local`), plan 3
// is secret (priced and bookable by id); question 1 (a choice of 1–3) is mandatory, question 2 (free
// text) is not; option 1 (parking, max 3) and option 2 (breakfast, max 10) are offered to every plan.

export const FIRST_HOTEL = 1001;
/** Plan 3 of each hotel is secret: its URL key goes with every price and booking of it. */
const SECRET_PLAN = 3;
const SECRET_URL = 'members-only';

/** A stay body with the URL key of the secret plan when it names that plan. */
function withSecretKey(body) {
  return body.plan_id % 100 === SECRET_PLAN ? { ...body, secret_url: SECRET_URL } : body;
}
const ROOM_MAX_GUESTS = [1, 2, 3, 3, 5];
/** Plans whose payment mode allows `local` (the only method of this issue). */
const LOCAL_PLANS = [1, 2, 3, 5, 6, 7, 8];

/** Today in Japan (stay dates are Tokyo dates), as the large set's generator sees it. */
export function tokyoToday() {
  return new Date(Date.now() + 9 * 3600_000).toISOString().slice(0, 10);
}

export function addDays(date, days) {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** A small seeded PRNG (mulberry32) so two runs send the same mix. */
export function prng(seed) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  /** An integer in [min, max]. */
  const int = (min, max) => min + Math.floor(next() * (max - min + 1));
  const pick = (list) => list[Math.floor(next() * list.length)];
  return { next, int, pick };
}

const JSON_HEADERS = { 'content-type': 'application/json' };

/** The guests of one room of type n (1…5): adults, and a child with a bed where the room takes 3+. */
function party(roomN, random) {
  const max = ROOM_MAX_GUESTS[roomN - 1];
  if (max === 1) return { male_num: 1 };
  if (max === 2) return random.next() < 0.5 ? { male_num: 1, female_num: 1 } : { female_num: 2 };
  return random.next() < 0.5 ? { male_num: 1, female_num: 1, child_type_1: 1 } : { male_num: 2 };
}

/**
 * Makers of requests for a data set of `hotels` hotels with stock for `days` nights from `start`.
 * Check-ins stay between day 1 and `days - 20` (clear of today's cut-off and of the set's end).
 */
export function requestMakers({ hotels, days, start, seed = 1, runId = Date.now().toString(36) }) {
  const random = prng(seed);
  const lastCheckin = Math.max(2, days - 20);
  const hotel = () => FIRST_HOTEL + random.int(0, hotels - 1);
  const stay = (maxNights) => {
    const from = random.int(1, lastCheckin);
    const nights = random.int(1, maxNights);
    return { checkin: addDays(start, from), checkout: addDays(start, from + nights) };
  };
  const lang = () => (random.next() < 0.7 ? 'ja' : 'en');

  /** A calculateprice body: any plan, any room, 1–3 nights, sometimes an option. */
  const stayBody = (plans) => {
    const h = hotel();
    const roomN = random.int(1, 5);
    const body = {
      hotel_id: h,
      plan_id: h * 100 + random.pick(plans),
      room_id: h * 100 + roomN,
      ...stay(3),
      rooms: [party(roomN, random)],
      lang: lang(),
    };
    if (random.next() < 0.3) {
      body.additional_options = [{ additional_option_id: h * 10 + random.int(1, 2), num: 1 }];
    }
    return withSecretKey(body);
  };

  let bookings = 0;
  const bookBody = (stayPart) => {
    bookings += 1;
    const h = stayPart.hotel_id;
    const answers = [{ question_id: h * 10 + 1, choice_id: random.int(1, 3) }];
    if (random.next() < 0.3) answers.push({ question_id: h * 10 + 2, text: 'えびアレルギー' });
    return {
      ...stayPart,
      checkin_time: random.pick(['15:00', '16:00', '18:00']),
      payment_method: 'local',
      user: {
        // Japanese bookings give kana; other languages give names in Latin letters.
        ...(stayPart.lang === 'ja'
          ? { last_name: '佐藤', first_name: '太郎', last_name_kana: 'サトウ', first_name_kana: 'タロウ' }
          : { last_name: 'Sato', first_name: 'Taro' }),
        gender: 'man',
        mail1: `bench-${runId}-${bookings}@example.com`,
        postcode: '100-0001',
        prefecture: 'JP-13',
        address: '千代田区千代田1-1',
        tel1: '090-1234-5678',
        tel1_type: 'cellphone',
      },
      answers,
      agree: true,
    };
  };

  const post = (path, body) => ({ method: 'POST', path, headers: JSON_HEADERS, body: JSON.stringify(body) });

  return {
    getplans() {
      const s = stay(3);
      const query = new URLSearchParams({
        hotel_id: String(hotel()),
        lang: lang(),
        checkin: s.checkin,
        checkout: s.checkout,
        room_count: '1',
        adults: '2',
      });
      return { method: 'GET', path: `/api/getplans?${query}`, headers: {} };
    },
    getcalendar() {
      const h = hotel();
      return post(
        '/api/getcalendar',
        withSecretKey({
          hotel_id: h,
          plan_id: h * 100 + random.int(1, 10),
          room_id: h * 100 + random.int(2, 5),
          from: addDays(start, random.int(1, Math.max(1, days - 60))),
          days: 60,
          adults: 2,
          room_count: 1,
          lang: lang(),
        }),
      );
    },
    calculateprice() {
      return post('/api/calculateprice', stayBody([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]));
    },
    /** A booking anywhere in the set: one room (sometimes two), 1–3 nights. */
    book() {
      const body = bookBody(stayBody(LOCAL_PLANS));
      if (random.next() < 0.15) body.rooms.push(body.rooms[0]);
      const nights = (Date.parse(body.checkout) - Date.parse(body.checkin)) / 86_400_000;
      return {
        ...post('/api/book', body),
        taken: { room_id: body.room_id, nights, rooms: body.rooms.length },
      };
    },
    /**
     * A booking aimed at a few room-nights: the double (stock 10) of `targets` hotels on `date` and
     * the next night, as one night, the other, or both; one room or two.
     */
    contended(targets, date) {
      const h = random.pick(targets);
      const kind = random.int(0, 2);
      const checkin = kind === 1 ? addDays(date, 1) : date;
      const checkout = addDays(checkin, kind === 2 ? 2 : 1);
      const rooms = random.next() < 0.2 ? 2 : 1;
      const body = bookBody(
        withSecretKey({
          hotel_id: h,
          plan_id: h * 100 + random.pick(LOCAL_PLANS),
          room_id: h * 100 + 2,
          checkin,
          checkout,
          rooms: Array.from({ length: rooms }, () => party(2, random)),
          lang: 'ja',
        }),
      );
      return {
        ...post('/api/book', body),
        taken: { room_id: body.room_id, nights: kind === 2 ? 2 : 1, rooms },
      };
    },
  };
}
