import { hashPassword } from '@tomaru/domain/password';
import { chains, hotels, hotelTexts, members, staffAccounts, unionHotels, unions } from '../schema/index';
import { tokyoToday } from './calendar';
import { demoBookingRows, type Rows } from './demo-booking';
import { demoHistoryRows } from './demo-history';
import { demoMemberRows } from './demo-members';
import { demoPaymentRows } from './demo-payments';
import { demoSeasonRows } from './demo-seasons';
import { insertSql } from './sql';

/** The password of every demo account (api-contract.md). Demo data exists only in local databases. */
export const DEMO_PASSWORD = 'Tomaru2026demo';

export type DemoOptions = {
  /** The seed day in Japan (YYYY-MM-DD); prices and stock run from it. Defaults to today in Tokyo. */
  today?: string;
};

/**
 * The demo world: who is who, the four hotels and what they sell. Later areas append their own rows
 * here. Seeding again on a later day adds the new nights and leaves every existing row alone.
 */
export async function demoRows({ today = tokyoToday() }: DemoOptions = {}): Promise<Rows[]> {
  const hash = () => hashPassword(DEMO_PASSWORD);
  // One hash for every staff account keeps seeding fast; each still verifies on its own.
  const staffHash = await hash();
  return [
    { table: unions, rows: [{ union_id: 1, name: 'トマル観光旅館組合' }] },
    {
      table: chains,
      rows: [
        { chain_id: 1, name: 'Tomaru Hotels', is_kkr: false },
        { chain_id: 2, name: 'KKR demo', is_kkr: true },
      ],
    },
    {
      table: hotels,
      rows: [
        {
          hotel_id: 1,
          chain_id: 1,
          url_name: 'tomaru-kyoto',
          languages: ['ja', 'en', 'ko', 'zh-CN', 'zh-TW'],
          postcode: '600-8216',
          prefecture: 'JP-26',
          tel: '075-000-0001',
          email: 'kyoto@tomaru.example',
          checkin_time: '15:00',
          checkout_time: '11:00',
          receipt_issuer_name: '株式会社トマルホテルズ トマル京都',
          invoice_registration_number: 'T9234567890123',
          spa_tax_per_adult: 0,
          accommodation_tax_city: 'kyoto',
          name_kana: 'トマルキョウト',
          latitude: 35.0116,
          longitude: 135.7595,
          legal_representative: '代表取締役 泊 太郎',
          legal_tel: '075-000-0001',
          legal_email: 'kyoto@tomaru.example',
        },
        {
          hotel_id: 2,
          chain_id: 1,
          url_name: 'tomaru-osaka',
          languages: ['ja'],
          postcode: '530-0001',
          prefecture: 'JP-27',
          tel: '06-0000-0002',
          email: 'osaka@tomaru.example',
          checkin_time: '15:00',
          checkout_time: '10:00',
          receipt_issuer_name: '株式会社トマルホテルズ トマル大阪',
          invoice_registration_number: 'T9234567890123',
          spa_tax_per_adult: 0,
          accommodation_tax_city: 'osaka',
          name_kana: 'トマルオオサカ',
          latitude: 34.7025,
          longitude: 135.4959,
          legal_representative: '代表取締役 泊 太郎',
          legal_tel: '06-0000-0002',
          legal_email: 'osaka@tomaru.example',
        },
        {
          hotel_id: 3,
          chain_id: null,
          url_name: 'midori-so',
          languages: ['ja', 'en'],
          postcode: '250-0401',
          prefecture: 'JP-14',
          tel: '0460-00-0003',
          email: 'info@midori-so.example',
          checkin_time: '15:00',
          checkout_time: '10:00',
          receipt_issuer_name: '有限会社みどり荘',
          invoice_registration_number: 'T2876543210987',
          // Hakone levies the standard bathing tax; children are exempt there.
          spa_tax_per_adult: 150,
          spa_tax_children_exempt: true,
          accommodation_tax_city: 'none',
          name_kana: 'ユノヤド ミドリソウ',
          latitude: 35.2329,
          longitude: 139.1053,
          legal_representative: '取締役 緑川 花子',
          legal_tel: '0460-00-0003',
          legal_email: 'info@midori-so.example',
        },
        {
          hotel_id: 4,
          chain_id: 2,
          url_name: 'kkr-tokyo',
          languages: ['ja'],
          postcode: '100-0004',
          prefecture: 'JP-13',
          tel: '03-0000-0004',
          email: 'tokyo@kkr.example',
          checkin_time: '14:00',
          checkout_time: '11:00',
          receipt_issuer_name: 'KKRデモ ホテル東京',
          invoice_registration_number: 'T9555555555555',
          spa_tax_per_adult: 0,
          accommodation_tax_city: 'tokyo',
          name_kana: 'ケーケーアールホテルトウキョウ',
          latitude: 35.6905,
          longitude: 139.7577,
          legal_representative: '理事長 国家 公務',
          legal_tel: '03-0000-0004',
          legal_email: 'tokyo@kkr.example',
        },
      ],
    },
    { table: hotelTexts, rows: hotelTextRows() },
    {
      table: unionHotels,
      rows: [
        { union_id: 1, hotel_id: 1, display_order: 1 },
        { union_id: 1, hotel_id: 3, display_order: 2 },
      ],
    },
    {
      table: staffAccounts,
      rows: [
        { account_id: 1, kind: 'admin', login_id: 'admin', name: 'システム管理者', entity_id: null },
        { account_id: 2, kind: 'chain', login_id: 'chain1', name: 'Tomaru Hotels 本部', entity_id: 1 },
        { account_id: 3, kind: 'chain', login_id: 'chain2', name: 'KKR demo 本部', entity_id: 2 },
        { account_id: 4, kind: 'union', login_id: 'union1', name: 'トマル観光旅館組合 事務局', entity_id: 1 },
        { account_id: 5, kind: 'hotel', login_id: 'hotel1', name: 'トマル京都 フロント', entity_id: 1 },
        { account_id: 6, kind: 'hotel', login_id: 'hotel2', name: 'トマル大阪 フロント', entity_id: 2 },
        { account_id: 7, kind: 'hotel', login_id: 'hotel3', name: 'みどり荘 フロント', entity_id: 3 },
        { account_id: 8, kind: 'hotel', login_id: 'hotel4', name: 'KKRホテル東京 フロント', entity_id: 4 },
      ].map((row) => ({
        ...row,
        contact_email: `${row.login_id}@staff.tomaru.example`,
        password_hash: staffHash,
      })),
    },
    {
      table: members,
      rows: [
        {
          member_id: 1,
          email: 'guest@example.com',
          last_name: '山田',
          first_name: '花子',
          last_name_kana: 'ヤマダ',
          first_name_kana: 'ハナコ',
          gender: 'woman',
          tel1: '090-0000-0000',
          tel1_type: 'cellphone',
          postcode: '150-0001',
          prefecture: 'JP-13',
          address: '渋谷区神宮前1-1-1',
          birthday: '1990-04-01',
          lang: 'ja',
          dm_opt_in: true,
          dm_opt_in_at: 1767225600,
          unsubscribe_token: 'demo-unsubscribe-token-0001',
          email_verified_at: 1767225600,
          password_hash: await hash(),
        },
      ],
    },
    ...demoBookingRows(today),
    ...demoMemberRows(),
    ...demoHistoryRows(today),
    ...demoSeasonRows(today),
    ...(await demoPaymentRows()),
  ];
}

/** Every demo row as idempotent SQL, in dependency order. */
export async function demoSql(options: DemoOptions = {}): Promise<string[]> {
  return (await demoRows(options)).flatMap(({ table, rows }) => insertSql(table, rows));
}

function hotelTextRows(): Record<string, unknown>[] {
  return [
    {
      hotel_id: 1,
      lang: 'ja',
      name: 'トマル京都',
      address: '京都府京都市中京区烏丸通1-1',
      access: '地下鉄烏丸御池駅から徒歩3分',
      description: '京都の中心、町家の趣を残す全室禁煙のホテル。',
      legal_address: '京都府京都市中京区烏丸通1-1',
      price_terms: '表示価格は消費税込みです。入湯税・宿泊税は別途申し受けます。',
      payment_terms: '現地払い（現金・クレジットカード）またはオンラインカード決済。',
    },
    {
      hotel_id: 1,
      lang: 'en',
      name: 'Tomaru Kyoto',
      address: '1-1 Karasuma-dori, Nakagyo-ku, Kyoto',
      access: '3 minutes on foot from Karasuma Oike subway station',
      description: 'A non-smoking hotel in the heart of Kyoto with the feel of a machiya townhouse.',
      legal_address: '1-1 Karasuma-dori, Nakagyo-ku, Kyoto',
      price_terms: 'Prices include consumption tax; accommodation tax is charged separately.',
      payment_terms: 'Pay at the hotel (cash or card) or by card online.',
    },
    {
      hotel_id: 1,
      lang: 'ko',
      name: '토마루 교토',
      address: '교토부 교토시 나카교구 가라스마도리 1-1',
      access: '지하철 가라스마오이케역에서 도보 3분',
      description: '마치야의 정취를 간직한 교토 중심부의 전 객실 금연 호텔.',
      legal_address: '교토부 교토시 나카교구 가라스마도리 1-1',
      price_terms: '표시 가격은 소비세 포함입니다. 숙박세는 별도입니다.',
      payment_terms: '현지 결제(현금·카드) 또는 온라인 카드 결제.',
    },
    {
      hotel_id: 1,
      lang: 'zh-CN',
      name: '都丸京都',
      address: '京都府京都市中京区乌丸通1-1',
      access: '从地铁乌丸御池站步行3分钟',
      description: '位于京都中心、保留町家风情的全客房禁烟酒店。',
      legal_address: '京都府京都市中京区乌丸通1-1',
      price_terms: '所示价格含消费税，住宿税另计。',
      payment_terms: '到店支付（现金或信用卡）或在线信用卡支付。',
    },
    {
      hotel_id: 1,
      lang: 'zh-TW',
      name: '都丸京都',
      address: '京都府京都市中京區烏丸通1-1',
      access: '從地鐵烏丸御池站步行3分鐘',
      description: '位於京都中心、保留町家風情的全客房禁菸飯店。',
      legal_address: '京都府京都市中京區烏丸通1-1',
      price_terms: '所示價格含消費稅，住宿稅另計。',
      payment_terms: '到店付款（現金或信用卡）或線上信用卡付款。',
    },
    {
      hotel_id: 2,
      lang: 'ja',
      name: 'トマル大阪',
      address: '大阪府大阪市北区梅田1-1',
      access: 'JR大阪駅から徒歩5分',
      description: '梅田駅至近のビジネスホテル。',
      legal_address: '大阪府大阪市北区梅田1-1',
      price_terms: '表示価格は消費税込みです。宿泊税は別途申し受けます。',
      payment_terms: '現地払い（現金・クレジットカード）。',
    },
    {
      hotel_id: 3,
      lang: 'ja',
      name: '湯の宿 みどり荘',
      address: '神奈川県足柄下郡箱根町湯本1-1',
      access: '箱根湯本駅から送迎バスで10分',
      description: '源泉かけ流しの露天風呂がある温泉旅館。',
      legal_address: '神奈川県足柄下郡箱根町湯本1-1',
      price_terms: '表示価格は消費税込みです。入湯税（大人1名1泊150円）は別途申し受けます。',
      payment_terms: '現地払い（現金のみ）。',
    },
    {
      hotel_id: 3,
      lang: 'en',
      name: 'Midori-so Onsen Inn',
      address: '1-1 Yumoto, Hakone, Ashigarashimo-gun, Kanagawa',
      access: '10 minutes by shuttle bus from Hakone-Yumoto station',
      description: 'A hot-spring inn with open-air baths fed straight from the source.',
      legal_address: '1-1 Yumoto, Hakone, Ashigarashimo-gun, Kanagawa',
      price_terms:
        'Prices include consumption tax; the bathing tax (150 yen per adult per night) is charged separately.',
      payment_terms: 'Pay at the inn, cash only.',
    },
    {
      hotel_id: 4,
      lang: 'ja',
      name: 'KKRホテル東京',
      address: '東京都千代田区大手町1-1',
      access: '地下鉄竹橋駅から徒歩1分',
      description: '皇居のそばに建つ共済組合の宿泊施設。',
      legal_address: '東京都千代田区大手町1-1',
      price_terms: '表示価格は消費税込みです。宿泊税は別途申し受けます。',
      payment_terms: '現地払い（現金・クレジットカード）。',
    },
  ];
}
