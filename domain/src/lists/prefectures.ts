import type { Lang } from '../languages';

/** The 47 prefectures of Japan as ISO 3166-2:JP codes, in ISO order (JP-01 Hokkaido … JP-47 Okinawa). */
export const PREFECTURE_CODES = [
  'JP-01',
  'JP-02',
  'JP-03',
  'JP-04',
  'JP-05',
  'JP-06',
  'JP-07',
  'JP-08',
  'JP-09',
  'JP-10',
  'JP-11',
  'JP-12',
  'JP-13',
  'JP-14',
  'JP-15',
  'JP-16',
  'JP-17',
  'JP-18',
  'JP-19',
  'JP-20',
  'JP-21',
  'JP-22',
  'JP-23',
  'JP-24',
  'JP-25',
  'JP-26',
  'JP-27',
  'JP-28',
  'JP-29',
  'JP-30',
  'JP-31',
  'JP-32',
  'JP-33',
  'JP-34',
  'JP-35',
  'JP-36',
  'JP-37',
  'JP-38',
  'JP-39',
  'JP-40',
  'JP-41',
  'JP-42',
  'JP-43',
  'JP-44',
  'JP-45',
  'JP-46',
  'JP-47',
] as const;

export type PrefectureCode = (typeof PREFECTURE_CODES)[number];

export interface Prefecture {
  readonly code: PrefectureCode;
  /** The official name with its suffix (都・道・府・県) in each product language; English without it. */
  readonly names: Readonly<Record<Lang, string>>;
}

export const PREFECTURES: readonly Prefecture[] = [
  {
    code: 'JP-01',
    names: { ja: '北海道', en: 'Hokkaido', ko: '홋카이도', 'zh-CN': '北海道', 'zh-TW': '北海道' },
  },
  {
    code: 'JP-02',
    names: { ja: '青森県', en: 'Aomori', ko: '아오모리현', 'zh-CN': '青森县', 'zh-TW': '青森縣' },
  },
  {
    code: 'JP-03',
    names: { ja: '岩手県', en: 'Iwate', ko: '이와테현', 'zh-CN': '岩手县', 'zh-TW': '岩手縣' },
  },
  {
    code: 'JP-04',
    names: { ja: '宮城県', en: 'Miyagi', ko: '미야기현', 'zh-CN': '宫城县', 'zh-TW': '宮城縣' },
  },
  {
    code: 'JP-05',
    names: { ja: '秋田県', en: 'Akita', ko: '아키타현', 'zh-CN': '秋田县', 'zh-TW': '秋田縣' },
  },
  {
    code: 'JP-06',
    names: { ja: '山形県', en: 'Yamagata', ko: '야마가타현', 'zh-CN': '山形县', 'zh-TW': '山形縣' },
  },
  {
    code: 'JP-07',
    names: { ja: '福島県', en: 'Fukushima', ko: '후쿠시마현', 'zh-CN': '福岛县', 'zh-TW': '福島縣' },
  },
  {
    code: 'JP-08',
    names: { ja: '茨城県', en: 'Ibaraki', ko: '이바라키현', 'zh-CN': '茨城县', 'zh-TW': '茨城縣' },
  },
  {
    code: 'JP-09',
    names: { ja: '栃木県', en: 'Tochigi', ko: '도치기현', 'zh-CN': '栃木县', 'zh-TW': '栃木縣' },
  },
  { code: 'JP-10', names: { ja: '群馬県', en: 'Gunma', ko: '군마현', 'zh-CN': '群马县', 'zh-TW': '群馬縣' } },
  {
    code: 'JP-11',
    names: { ja: '埼玉県', en: 'Saitama', ko: '사이타마현', 'zh-CN': '埼玉县', 'zh-TW': '埼玉縣' },
  },
  { code: 'JP-12', names: { ja: '千葉県', en: 'Chiba', ko: '지바현', 'zh-CN': '千叶县', 'zh-TW': '千葉縣' } },
  { code: 'JP-13', names: { ja: '東京都', en: 'Tokyo', ko: '도쿄도', 'zh-CN': '东京都', 'zh-TW': '東京都' } },
  {
    code: 'JP-14',
    names: { ja: '神奈川県', en: 'Kanagawa', ko: '가나가와현', 'zh-CN': '神奈川县', 'zh-TW': '神奈川縣' },
  },
  {
    code: 'JP-15',
    names: { ja: '新潟県', en: 'Niigata', ko: '니가타현', 'zh-CN': '新潟县', 'zh-TW': '新潟縣' },
  },
  {
    code: 'JP-16',
    names: { ja: '富山県', en: 'Toyama', ko: '도야마현', 'zh-CN': '富山县', 'zh-TW': '富山縣' },
  },
  {
    code: 'JP-17',
    names: { ja: '石川県', en: 'Ishikawa', ko: '이시카와현', 'zh-CN': '石川县', 'zh-TW': '石川縣' },
  },
  {
    code: 'JP-18',
    names: { ja: '福井県', en: 'Fukui', ko: '후쿠이현', 'zh-CN': '福井县', 'zh-TW': '福井縣' },
  },
  {
    code: 'JP-19',
    names: { ja: '山梨県', en: 'Yamanashi', ko: '야마나시현', 'zh-CN': '山梨县', 'zh-TW': '山梨縣' },
  },
  {
    code: 'JP-20',
    names: { ja: '長野県', en: 'Nagano', ko: '나가노현', 'zh-CN': '长野县', 'zh-TW': '長野縣' },
  },
  { code: 'JP-21', names: { ja: '岐阜県', en: 'Gifu', ko: '기후현', 'zh-CN': '岐阜县', 'zh-TW': '岐阜縣' } },
  {
    code: 'JP-22',
    names: { ja: '静岡県', en: 'Shizuoka', ko: '시즈오카현', 'zh-CN': '静冈县', 'zh-TW': '靜岡縣' },
  },
  {
    code: 'JP-23',
    names: { ja: '愛知県', en: 'Aichi', ko: '아이치현', 'zh-CN': '爱知县', 'zh-TW': '愛知縣' },
  },
  { code: 'JP-24', names: { ja: '三重県', en: 'Mie', ko: '미에현', 'zh-CN': '三重县', 'zh-TW': '三重縣' } },
  { code: 'JP-25', names: { ja: '滋賀県', en: 'Shiga', ko: '시가현', 'zh-CN': '滋贺县', 'zh-TW': '滋賀縣' } },
  { code: 'JP-26', names: { ja: '京都府', en: 'Kyoto', ko: '교토부', 'zh-CN': '京都府', 'zh-TW': '京都府' } },
  {
    code: 'JP-27',
    names: { ja: '大阪府', en: 'Osaka', ko: '오사카부', 'zh-CN': '大阪府', 'zh-TW': '大阪府' },
  },
  { code: 'JP-28', names: { ja: '兵庫県', en: 'Hyogo', ko: '효고현', 'zh-CN': '兵库县', 'zh-TW': '兵庫縣' } },
  { code: 'JP-29', names: { ja: '奈良県', en: 'Nara', ko: '나라현', 'zh-CN': '奈良县', 'zh-TW': '奈良縣' } },
  {
    code: 'JP-30',
    names: { ja: '和歌山県', en: 'Wakayama', ko: '와카야마현', 'zh-CN': '和歌山县', 'zh-TW': '和歌山縣' },
  },
  {
    code: 'JP-31',
    names: { ja: '鳥取県', en: 'Tottori', ko: '돗토리현', 'zh-CN': '鸟取县', 'zh-TW': '鳥取縣' },
  },
  {
    code: 'JP-32',
    names: { ja: '島根県', en: 'Shimane', ko: '시마네현', 'zh-CN': '岛根县', 'zh-TW': '島根縣' },
  },
  {
    code: 'JP-33',
    names: { ja: '岡山県', en: 'Okayama', ko: '오카야마현', 'zh-CN': '冈山县', 'zh-TW': '岡山縣' },
  },
  {
    code: 'JP-34',
    names: { ja: '広島県', en: 'Hiroshima', ko: '히로시마현', 'zh-CN': '广岛县', 'zh-TW': '廣島縣' },
  },
  {
    code: 'JP-35',
    names: { ja: '山口県', en: 'Yamaguchi', ko: '야마구치현', 'zh-CN': '山口县', 'zh-TW': '山口縣' },
  },
  {
    code: 'JP-36',
    names: { ja: '徳島県', en: 'Tokushima', ko: '도쿠시마현', 'zh-CN': '德岛县', 'zh-TW': '德島縣' },
  },
  {
    code: 'JP-37',
    names: { ja: '香川県', en: 'Kagawa', ko: '가가와현', 'zh-CN': '香川县', 'zh-TW': '香川縣' },
  },
  {
    code: 'JP-38',
    names: { ja: '愛媛県', en: 'Ehime', ko: '에히메현', 'zh-CN': '爱媛县', 'zh-TW': '愛媛縣' },
  },
  { code: 'JP-39', names: { ja: '高知県', en: 'Kochi', ko: '고치현', 'zh-CN': '高知县', 'zh-TW': '高知縣' } },
  {
    code: 'JP-40',
    names: { ja: '福岡県', en: 'Fukuoka', ko: '후쿠오카현', 'zh-CN': '福冈县', 'zh-TW': '福岡縣' },
  },
  { code: 'JP-41', names: { ja: '佐賀県', en: 'Saga', ko: '사가현', 'zh-CN': '佐贺县', 'zh-TW': '佐賀縣' } },
  {
    code: 'JP-42',
    names: { ja: '長崎県', en: 'Nagasaki', ko: '나가사키현', 'zh-CN': '长崎县', 'zh-TW': '長崎縣' },
  },
  {
    code: 'JP-43',
    names: { ja: '熊本県', en: 'Kumamoto', ko: '구마모토현', 'zh-CN': '熊本县', 'zh-TW': '熊本縣' },
  },
  {
    code: 'JP-44',
    names: { ja: '大分県', en: 'Oita', ko: '오이타현', 'zh-CN': '大分县', 'zh-TW': '大分縣' },
  },
  {
    code: 'JP-45',
    names: { ja: '宮崎県', en: 'Miyazaki', ko: '미야자키현', 'zh-CN': '宫崎县', 'zh-TW': '宮崎縣' },
  },
  {
    code: 'JP-46',
    names: { ja: '鹿児島県', en: 'Kagoshima', ko: '가고시마현', 'zh-CN': '鹿儿岛县', 'zh-TW': '鹿兒島縣' },
  },
  {
    code: 'JP-47',
    names: { ja: '沖縄県', en: 'Okinawa', ko: '오키나와현', 'zh-CN': '冲绳县', 'zh-TW': '沖繩縣' },
  },
];

const PREFECTURE_SET: ReadonlySet<string> = new Set(PREFECTURE_CODES);
const PREFECTURE_BY_CODE: ReadonlyMap<PrefectureCode, Prefecture> = new Map(
  PREFECTURES.map((p) => [p.code, p]),
);

export function isPrefectureCode(x: string): x is PrefectureCode {
  return PREFECTURE_SET.has(x);
}

/** The prefecture's name in `lang`. */
export function prefectureName(code: PrefectureCode, lang: Lang): string {
  // Every PrefectureCode is in PREFECTURES (checked by the tests); fall back to the code regardless.
  return PREFECTURE_BY_CODE.get(code)?.names[lang] ?? code;
}
