// What the four demo hotels sell: rooms, plans, prices, stock, child types, questions and options,
// for today (Japan time) and the next 180 days. Ids are stable because tests name them:
// rooms and plans hotel_id*100 + n, colours, questions and options hotel_id*10 + n.

import { addDays } from '@tomaru/domain/dates/stay';
import type { BedType, RoomAmenity, Smoking } from '@tomaru/domain/lists/room-features';
import type { Table } from 'drizzle-orm';
import {
  additionalOptions,
  type CancelFeeStep,
  childPrices,
  childTypes,
  colorDates,
  colors,
  planRooms,
  plans,
  prices,
  questions,
  roomStocks,
  rooms,
} from '../schema/index';
import type { LocalizedText } from '../schema/localized';
import { COLOR_RANKS, colorRankOf, dateRange } from './calendar';
import {
  ALLERGY_QUESTION,
  BREAKFAST_OPTION,
  CHILD_TYPES,
  DINNER_UPGRADE_OPTION,
  PARKING_OPTION,
  pick,
  TRANSPORT_CHOICES,
  TRANSPORT_QUESTION,
} from './demo-texts';

export type Rows = { table: Table; rows: Record<string, unknown>[] };

/** Nights seeded from the seed day: that day and the next 180, the whole 180-day booking window. */
export const DEMO_NIGHTS = 181;
/** Rooms per night of each hotel's first and second room type. */
const DEMO_STOCK = [10, 5] as const;

/** The four kinds of plan every demo hotel has, by n in plan_id = hotel_id*100 + n. */
export const PLAN_KINDS = { withMeals: 1, roomOnly: 2, secret: 3, prepaidOnly: 4 } as const;
const SECRET_URL = 'members-only';

type RoomDef = {
  names: LocalizedText;
  descriptions: LocalizedText;
  max_guests: number;
  beds: number;
  /** Weekday price of the meal plan for one adult alone, tax included. */
  single_price: number;
};
type RoomDetails = {
  size_m2: number;
  smoking: Smoking;
  bed_types: BedType[];
  amenities: RoomAmenity[];
};

const COMMON_AMENITIES: RoomAmenity[] = ['wifi', 'air_conditioner', 'tv', 'fridge', 'kettle', 'hair_dryer'];

/** What guests need to choose a room, by room id (the sizes the descriptions name). */
const ROOM_DETAILS: Record<number, RoomDetails> = {
  101: {
    size_m2: 24,
    smoking: 'no',
    bed_types: ['single'],
    amenities: [...COMMON_AMENITIES, 'bathtub', 'toilet_washlet'],
  },
  102: {
    size_m2: 35,
    smoking: 'no',
    bed_types: ['single', 'futon'],
    amenities: [...COMMON_AMENITIES, 'bathtub', 'yukata'],
  },
  201: {
    size_m2: 20,
    smoking: 'no',
    bed_types: ['single'],
    amenities: [...COMMON_AMENITIES, 'shower', 'desk'],
  },
  202: {
    size_m2: 12,
    smoking: 'yes',
    bed_types: ['semi_double'],
    amenities: [...COMMON_AMENITIES, 'shower', 'desk'],
  },
  301: {
    size_m2: 17,
    smoking: 'no',
    bed_types: ['futon'],
    amenities: ['wifi', 'air_conditioner', 'tv', 'kettle', 'yukata', 'toiletries'],
  },
  302: {
    size_m2: 40,
    smoking: 'no',
    bed_types: ['single', 'futon'],
    amenities: [...COMMON_AMENITIES, 'open_air_bath', 'yukata', 'safe'],
  },
  401: { size_m2: 22, smoking: 'no', bed_types: ['single'], amenities: [...COMMON_AMENITIES, 'bathtub'] },
  402: { size_m2: 16, smoking: 'no', bed_types: ['double'], amenities: [...COMMON_AMENITIES, 'shower'] },
};

type PlanText = { titles: LocalizedText; descriptions: LocalizedText };
type HotelDef = {
  hotel_id: number;
  languages: string[];
  ryokan: boolean;
  rooms: [RoomDef, RoomDef];
  plans: [PlanText, PlanText, PlanText, PlanText];
};

const HOTELS: HotelDef[] = [
  {
    hotel_id: 1,
    languages: ['ja', 'en', 'ko', 'zh-CN', 'zh-TW'],
    ryokan: false,
    rooms: [
      {
        names: {
          ja: 'スタンダードツイン',
          en: 'Standard Twin',
          ko: '스탠더드 트윈',
          'zh-CN': '标准双床房',
          'zh-TW': '標準雙床房',
        },
        descriptions: {
          ja: '24㎡、ベッド2台。エキストラベッドで3名様までお泊まりいただけます。',
          en: '24 m² with two beds; up to three guests with an extra bed.',
          ko: '24㎡, 침대 2개. 엑스트라 베드로 최대 3명까지 숙박할 수 있습니다.',
          'zh-CN': '24平方米，两张床；加床后最多可入住3人。',
          'zh-TW': '24平方公尺，兩張床；加床後最多可入住3人。',
        },
        max_guests: 3,
        beds: 3,
        single_price: 15000,
      },
      {
        names: {
          ja: '町家風和洋室',
          en: 'Machiya-style Japanese-Western Room',
          ko: '마치야풍 화양실',
          'zh-CN': '町家风和洋式客房',
          'zh-TW': '町家風和洋式客房',
        },
        descriptions: {
          ja: '35㎡、ベッド2台と畳の小上がり。布団を敷いて4名様まで。',
          en: '35 m² with two beds and a raised tatami area; up to four guests on futons.',
          ko: '35㎡, 침대 2개와 다다미 공간. 이불을 깔아 최대 4명까지.',
          'zh-CN': '35平方米，两张床和榻榻米区；铺设被褥最多可入住4人。',
          'zh-TW': '35平方公尺，兩張床和榻榻米區；鋪設被褥最多可入住4人。',
        },
        max_guests: 4,
        beds: 4,
        single_price: 22000,
      },
    ],
    plans: [
      {
        titles: {
          ja: '【朝食付き】京のおばんざい朝食プラン',
          en: 'Breakfast included: Kyoto obanzai breakfast',
          ko: '【조식 포함】교토 오반자이 조식 플랜',
          'zh-CN': '【含早餐】京都家常菜早餐方案',
          'zh-TW': '【含早餐】京都家常菜早餐方案',
        },
        descriptions: {
          ja: '旬の京野菜を使ったおばんざいの朝食付き。チェックアウトは11時です。',
          en: 'With a breakfast of Kyoto home-style dishes made from seasonal vegetables. Check-out is at 11:00.',
          ko: '제철 교토 채소로 만든 오반자이 조식 포함. 체크아웃은 11시입니다.',
          'zh-CN': '含使用京都时令蔬菜制作的家常菜早餐。退房时间为11:00。',
          'zh-TW': '含使用京都當季蔬菜製作的家常菜早餐。退房時間為11:00。',
        },
      },
      {
        titles: {
          ja: '【素泊まり】シンプルステイ',
          en: 'Room only: simple stay',
          ko: '【객실만】심플 스테이',
          'zh-CN': '【仅住宿】简约住宿',
          'zh-TW': '【純住宿】簡約住宿',
        },
        descriptions: {
          ja: '食事なしのお手頃なプラン。京都観光の拠点にどうぞ。',
          en: 'A good-value plan without meals, a handy base for seeing Kyoto.',
          ko: '식사가 없는 합리적인 플랜. 교토 관광의 거점으로 이용해 보세요.',
          'zh-CN': '不含餐食的实惠方案，是京都观光的理想据点。',
          'zh-TW': '不含餐點的實惠方案，是京都觀光的理想據點。',
        },
      },
      {
        titles: {
          ja: '【会員限定】朝食付きシークレットプラン',
          en: 'Members only: secret plan with breakfast',
          ko: '【회원 한정】조식 포함 시크릿 플랜',
          'zh-CN': '【会员专享】含早餐秘密方案',
          'zh-TW': '【會員限定】含早餐秘密方案',
        },
        descriptions: {
          ja: 'このページのURLをご存じの方だけの特別料金です。朝食付き、最長7泊まで。',
          en: 'A special rate only for guests who know this page’s address. Breakfast included; up to 7 nights.',
          ko: '이 페이지 주소를 아는 분만을 위한 특별 요금입니다. 조식 포함, 최대 7박.',
          'zh-CN': '仅限知道本页网址的客人享受的特别价格。含早餐，最多连住7晚。',
          'zh-TW': '僅限知道本頁網址的客人享有的特別價格。含早餐，最多連住7晚。',
        },
      },
      {
        titles: {
          ja: '【事前決済限定】朝食付き 5%おトク',
          en: 'Prepaid only: breakfast included, 5% off',
          ko: '【사전 결제 한정】조식 포함 5% 할인',
          'zh-CN': '【仅限预付】含早餐 优惠5%',
          'zh-TW': '【僅限預付】含早餐 優惠5%',
        },
        descriptions: {
          ja: 'ご予約時のオンライン決済限定の割引プラン。朝食付き。',
          en: 'A discounted plan paid online when you book. Breakfast included.',
          ko: '예약 시 온라인 결제 한정 할인 플랜. 조식 포함.',
          'zh-CN': '仅限预订时在线支付的优惠方案。含早餐。',
          'zh-TW': '僅限預訂時線上付款的優惠方案。含早餐。',
        },
      },
    ],
  },
  {
    hotel_id: 2,
    languages: ['ja'],
    ryokan: false,
    rooms: [
      {
        names: { ja: 'ツインルーム' },
        descriptions: { ja: '20㎡、ベッド2台。エキストラベッドで3名様まで。全室Wi-Fi完備。' },
        max_guests: 3,
        beds: 3,
        single_price: 11000,
      },
      {
        names: { ja: 'シングルルーム' },
        descriptions: { ja: '12㎡、セミダブルベッド1台。お一人様専用です。' },
        max_guests: 1,
        beds: 1,
        single_price: 8500,
      },
    ],
    plans: [
      {
        titles: { ja: '【朝食付き】ビジネス応援プラン' },
        descriptions: { ja: '朝6時30分からのバイキング朝食付き。出張に便利な梅田駅徒歩5分。' },
      },
      {
        titles: { ja: '【素泊まり】スタンダードプラン' },
        descriptions: { ja: '食事なしのシンプルなプラン。遅いチェックインにも対応します。' },
      },
      {
        titles: { ja: '【会員限定】シークレット朝食付きプラン' },
        descriptions: { ja: 'URLをご存じの方だけの特別料金。朝食付き、最長7泊まで。' },
      },
      {
        titles: { ja: '【事前決済限定】朝食付きプラン' },
        descriptions: { ja: 'ご予約時のオンライン決済限定のお得な料金です。' },
      },
    ],
  },
  {
    hotel_id: 3,
    languages: ['ja', 'en'],
    ryokan: true,
    rooms: [
      {
        names: { ja: '和室10畳', en: 'Japanese room, 10 tatami mats' },
        descriptions: {
          ja: '庭園を望む10畳の和室。お布団で5名様までお泊まりいただけます。',
          en: 'A ten-mat Japanese room overlooking the garden; futons for up to five guests.',
        },
        max_guests: 5,
        beds: 5,
        single_price: 26000,
      },
      {
        names: { ja: '露天風呂付き和洋室', en: 'Japanese-Western room with a private open-air bath' },
        descriptions: {
          ja: '源泉かけ流しの客室露天風呂付き。ベッド2台と和室で4名様まで。',
          en: 'With its own open-air bath fed straight from the spring; two beds and a tatami room for up to four.',
        },
        max_guests: 4,
        beds: 4,
        single_price: 38000,
      },
    ],
    plans: [
      {
        titles: {
          ja: '【1泊2食付き】季節の会席と源泉かけ流しの湯',
          en: 'Dinner and breakfast: seasonal kaiseki and hot-spring baths',
        },
        descriptions: {
          ja: '箱根の旬を味わう会席料理の夕食と和朝食付き。夕食は18時からお部屋で。',
          en: 'A kaiseki dinner of Hakone’s seasonal produce, served in your room from 18:00, and a Japanese breakfast.',
        },
      },
      {
        titles: { ja: '【素泊まり】気ままな湯めぐりプラン', en: 'Room only: bathe at your own pace' },
        descriptions: {
          ja: 'お食事なしで温泉を気軽に楽しむプラン。',
          en: 'Enjoy the hot springs without meals, as you please.',
        },
      },
      {
        titles: {
          ja: '【会員限定】2食付きシークレットプラン',
          en: 'Members only: secret plan with dinner and breakfast',
        },
        descriptions: {
          ja: 'URLをご存じの方だけの特別料金。夕食・朝食付き、最長7泊まで。',
          en: 'A special rate for guests who know this page’s address. Dinner and breakfast; up to 7 nights.',
        },
      },
      {
        titles: { ja: '【事前決済限定】朝食付き', en: 'Prepaid only: breakfast included' },
        descriptions: {
          ja: '夕食は箱根の街で楽しみたい方に。ご予約時のオンライン決済限定です。',
          en: 'For guests who would rather dine out in Hakone. Paid online when you book.',
        },
      },
    ],
  },
  {
    hotel_id: 4,
    languages: ['ja'],
    ryokan: false,
    rooms: [
      {
        names: { ja: 'ツインルーム' },
        descriptions: { ja: '22㎡、ベッド2台。エキストラベッドで3名様まで。皇居側のお部屋です。' },
        max_guests: 3,
        beds: 3,
        single_price: 13000,
      },
      {
        names: { ja: 'ダブルルーム' },
        descriptions: { ja: '16㎡、ダブルベッド1台。お二人様まで。' },
        max_guests: 2,
        beds: 1,
        single_price: 12000,
      },
    ],
    plans: [
      {
        titles: { ja: '【朝食付き】スタンダードプラン' },
        descriptions: { ja: '和洋バイキングの朝食付き。竹橋駅から徒歩1分。' },
      },
      {
        titles: { ja: '【素泊まり】シンプルプラン' },
        descriptions: { ja: '食事なしのシンプルな宿泊プラン。' },
      },
      {
        titles: { ja: '【組合員限定】シークレットプラン' },
        descriptions: { ja: '共済組合員の方だけの特別料金。朝食付き、最長7泊まで。' },
      },
      {
        titles: { ja: '【事前決済限定】朝食付きプラン' },
        descriptions: { ja: 'ご予約時のオンライン決済限定のお得な料金です。' },
      },
    ],
  },
];

export const CANCEL_POLICY: CancelFeeStep[] = [
  { days_before: 7, percent: 20 },
  { days_before: 2, percent: 50 },
  { days_before: 1, percent: 80 },
  { days_before: 0, percent: 100 },
];
const ROOM_ONLY_CANCEL_POLICY: CancelFeeStep[] = [
  { days_before: 1, percent: 50 },
  { days_before: 0, percent: 100 },
];
const ALL_CHILD_TYPES = [1, 2, 3, 4, 5, 6];
// Without meals a plan has nothing to sell the types defined by their meals (3 and 4).
const ROOM_ONLY_CHILD_TYPES = [1, 2, 5, 6];
export const HOTEL_CHECKIN = ['15:00', '16:00', '17:00', '18:00', '19:00', '20:00'];
// A ryokan serves dinner at a fixed time, so guests must arrive by 18:00.
const RYOKAN_CHECKIN = ['15:00', '16:00', '17:00', '18:00'];

const OCCUPANCY_FACTOR = [1, 0.8, 0.7, 0.65, 0.6, 0.55];
const COLOR_FACTOR: Record<1 | 2 | 3, number> = { 1: 1, 2: 1.2, 3: 1.4 };
const round100 = (yen: number) => Math.round(yen / 100) * 100;

/**
 * Tax-included yen per adult per night: the weekday single price of the meal plan, shared by more
 * adults (each pays less), raised on 休前日 and peak nights, then adjusted for the kind of plan.
 * @example seedPrice(15000, 1, 1, 2, false) // 12000: two adults share a weekday twin
 */
export function seedPrice(
  singlePrice: number,
  planN: number,
  rank: 1 | 2 | 3,
  adults: number,
  ryokan: boolean,
) {
  const factor = OCCUPANCY_FACTOR[Math.min(adults, OCCUPANCY_FACTOR.length) - 1]!;
  const base = round100(singlePrice * factor * COLOR_FACTOR[rank]);
  switch (planN) {
    case PLAN_KINDS.roomOnly:
      return base - (ryokan ? 9000 : 2000); // the meals' worth
    case PLAN_KINDS.secret:
      return round100(base * 0.9);
    case PLAN_KINDS.prepaidOnly:
      return round100((ryokan ? base - 6000 : base) * 0.95); // a ryokan's prepaid plan has no dinner
    default:
      return base;
  }
}

/** Every row the four demo hotels sell from, for a seed run on `today` (YYYY-MM-DD, Japan time). */
export function demoBookingRows(today: string): Rows[] {
  const nights = dateRange(today, DEMO_NIGHTS);
  const roomRows: Record<string, unknown>[] = [];
  const colorRows: Record<string, unknown>[] = [];
  const colorDateRows: Record<string, unknown>[] = [];
  const stockRows: Record<string, unknown>[] = [];
  const childTypeRows: Record<string, unknown>[] = [];
  const planRows: Record<string, unknown>[] = [];
  const planRoomRows: Record<string, unknown>[] = [];
  const priceRows: Record<string, unknown>[] = [];
  const childPriceRows: Record<string, unknown>[] = [];
  const questionRows: Record<string, unknown>[] = [];
  const optionRows: Record<string, unknown>[] = [];

  for (const hotel of HOTELS) {
    const { hotel_id, languages, ryokan } = hotel;
    const roomIds = hotel.rooms.map((_, i) => hotel_id * 100 + i + 1);

    hotel.rooms.forEach((room, i) => {
      roomRows.push({
        room_id: roomIds[i],
        hotel_id,
        names: room.names,
        descriptions: room.descriptions,
        min_guests: 1,
        max_guests: room.max_guests,
        beds: room.beds,
        display_order: i + 1,
        ...ROOM_DETAILS[roomIds[i] ?? 0],
      });
      for (const date of nights) stockRows.push({ room_id: roomIds[i], date, stock: DEMO_STOCK[i], sold: 0 });
    });

    for (const { n, name, hex } of COLOR_RANKS) {
      colorRows.push({ color_id: hotel_id * 10 + n, hotel_id, name, hex, display_order: n });
    }
    for (const date of nights) {
      colorDateRows.push({ hotel_id, date, color_id: hotel_id * 10 + colorRankOf(date) });
    }

    for (const { names, ...childType } of CHILD_TYPES) {
      childTypeRows.push({ hotel_id, ...childType, names: pick(names, languages) });
    }

    hotel.plans.forEach((text, i) => {
      const n = i + 1;
      const plan_id = hotel_id * 100 + n;
      const roomOnly = n === PLAN_KINDS.roomOnly;
      const secret = n === PLAN_KINDS.secret;
      planRows.push({
        plan_id,
        hotel_id,
        titles: text.titles,
        descriptions: text.descriptions,
        meal_type: roomOnly
          ? 'nothing'
          : ryokan && n !== PLAN_KINDS.prepaidOnly
            ? 'breakfast_n_dinner'
            : 'breakfast',
        payment_mode:
          n === PLAN_KINDS.withMeals ? 'both' : n === PLAN_KINDS.prepaidOnly ? 'prepayment' : 'local',
        sale_start: addDays(today, -30),
        sale_end: null,
        book_days_ahead: 180,
        cutoff_days_before: 0,
        cutoff_time: '18:00',
        min_nights: 1,
        max_nights: secret ? 7 : 14,
        checkin_times: ryokan ? RYOKAN_CHECKIN : HOTEL_CHECKIN,
        accepted_child_types: roomOnly ? ROOM_ONLY_CHILD_TYPES : ALL_CHILD_TYPES,
        cancel_policy: roomOnly ? ROOM_ONLY_CANCEL_POLICY : CANCEL_POLICY,
        change_deadline_days: 1,
        is_secret: secret,
        secret_url: secret ? SECRET_URL : null,
        display_order: n,
        is_visible: true,
      });
      hotel.rooms.forEach((room, r) => {
        planRoomRows.push({ plan_id, room_id: roomIds[r], display_order: r + 1 });
        for (const { n: rank } of COLOR_RANKS) {
          for (let adults = 1; adults <= room.max_guests; adults++) {
            priceRows.push({
              plan_id,
              room_id: roomIds[r],
              color_id: hotel_id * 10 + rank,
              adults,
              price: seedPrice(room.single_price, n, rank, adults, ryokan),
            });
          }
        }
      });
    });

    // The room-only plan prices children below the hotel's defaults: nothing to eat.
    const roomOnlyPlan = hotel_id * 100 + PLAN_KINDS.roomOnly;
    childPriceRows.push(
      { plan_id: roomOnlyPlan, child_type: 1, price_mode: 'percent', price_value: 60 },
      { plan_id: roomOnlyPlan, child_type: 2, price_mode: 'percent', price_value: 40 },
      { plan_id: roomOnlyPlan, child_type: 5, price_mode: 'fixed', price_value: 1500 },
      { plan_id: roomOnlyPlan, child_type: 6, price_mode: 'fixed', price_value: 0 },
    );
    if (ryokan) {
      // A child's kaiseki dinner costs more than the hotel's default fixed price for infants.
      childPriceRows.push({
        plan_id: hotel_id * 100 + PLAN_KINDS.withMeals,
        child_type: 4,
        price_mode: 'fixed',
        price_value: 5000,
      });
    }

    questionRows.push(
      {
        question_id: hotel_id * 10 + 1,
        hotel_id,
        plan_id: null,
        kind: 'choice',
        texts: pick(TRANSPORT_QUESTION, languages),
        choices: TRANSPORT_CHOICES.map((choice, c) => ({ choice_id: c + 1, texts: pick(choice, languages) })),
        mandatory: true,
        display_order: 1,
      },
      {
        question_id: hotel_id * 10 + 2,
        hotel_id,
        plan_id: null,
        kind: 'text',
        texts: pick(ALLERGY_QUESTION, languages),
        choices: [],
        mandatory: false,
        display_order: 2,
      },
    );
    optionRows.push(
      {
        additional_option_id: hotel_id * 10 + 1,
        hotel_id,
        names: pick(PARKING_OPTION, languages),
        unit_price: 1000,
        max_num: 3,
        required: false,
        date_from: null,
        date_to: null,
        display_order: 1,
      },
      {
        additional_option_id: hotel_id * 10 + 2,
        hotel_id,
        names: pick(ryokan ? DINNER_UPGRADE_OPTION : BREAKFAST_OPTION, languages),
        unit_price: 3300,
        max_num: 10,
        required: false,
        date_from: null,
        date_to: null,
        display_order: 2,
      },
    );
  }

  return [
    { table: rooms, rows: roomRows },
    { table: colors, rows: colorRows },
    { table: colorDates, rows: colorDateRows },
    { table: roomStocks, rows: stockRows },
    { table: childTypes, rows: childTypeRows },
    { table: plans, rows: planRows },
    { table: planRooms, rows: planRoomRows },
    { table: prices, rows: priceRows },
    { table: childPrices, rows: childPriceRows },
    { table: questions, rows: questionRows },
    { table: additionalOptions, rows: optionRows },
  ];
}
