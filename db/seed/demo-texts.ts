// Guest-facing texts of the demo and benchmark hotels, in every language of the product. A hotel keeps
// only the languages it supplies (`pick`), so the fallback to Japanese shows up in the demo too.
import type { LocalizedText } from '../schema/localized';

/** The subset of `text` in the languages a hotel supplies (Japanese always). */
export function pick(text: Required<LocalizedText>, languages: readonly string[]): LocalizedText {
  const out: LocalizedText = { ja: text.ja };
  for (const lang of ['en', 'ko', 'zh-CN', 'zh-TW'] as const) {
    if (languages.includes(lang)) out[lang] = text[lang];
  }
  return out;
}

/** The six child types (子供区分) as Japanese hotels commonly define them. */
export const CHILD_TYPES: {
  child_type: number;
  names: Required<LocalizedText>;
  age_from: number;
  age_to: number;
  price_mode: 'percent' | 'fixed';
  price_value: number;
  uses_bed: boolean;
  with_meal: boolean;
}[] = [
  {
    child_type: 1,
    names: {
      ja: '小学生高学年',
      en: 'Elementary school, grades 4–6',
      ko: '초등학생 고학년',
      'zh-CN': '小学高年级',
      'zh-TW': '國小高年級',
    },
    age_from: 10,
    age_to: 12,
    price_mode: 'percent',
    price_value: 70,
    uses_bed: true,
    with_meal: true,
  },
  {
    child_type: 2,
    names: {
      ja: '小学生低学年',
      en: 'Elementary school, grades 1–3',
      ko: '초등학생 저학년',
      'zh-CN': '小学低年级',
      'zh-TW': '國小低年級',
    },
    age_from: 6,
    age_to: 9,
    price_mode: 'percent',
    price_value: 50,
    uses_bed: true,
    with_meal: true,
  },
  {
    child_type: 3,
    names: {
      ja: '幼児(食事・布団あり)',
      en: 'Infant, with meals and bedding',
      ko: '유아(식사·침구 포함)',
      'zh-CN': '幼儿（含餐食和被褥）',
      'zh-TW': '幼兒（含餐點和寢具）',
    },
    age_from: 0,
    age_to: 5,
    price_mode: 'percent',
    price_value: 50,
    uses_bed: true,
    with_meal: true,
  },
  {
    child_type: 4,
    names: {
      ja: '幼児(食事のみ)',
      en: 'Infant, meals only',
      ko: '유아(식사만)',
      'zh-CN': '幼儿（仅餐食）',
      'zh-TW': '幼兒（僅餐點）',
    },
    age_from: 0,
    age_to: 5,
    price_mode: 'fixed',
    price_value: 3000,
    uses_bed: false,
    with_meal: true,
  },
  {
    child_type: 5,
    names: {
      ja: '幼児(布団のみ)',
      en: 'Infant, bedding only',
      ko: '유아(침구만)',
      'zh-CN': '幼儿（仅被褥）',
      'zh-TW': '幼兒（僅寢具）',
    },
    age_from: 0,
    age_to: 5,
    price_mode: 'fixed',
    price_value: 2000,
    uses_bed: true,
    with_meal: false,
  },
  {
    child_type: 6,
    names: {
      ja: '幼児(食事・布団なし)',
      en: 'Infant, no meals or bedding',
      ko: '유아(식사·침구 없음)',
      'zh-CN': '幼儿（不含餐食和被褥）',
      'zh-TW': '幼兒（不含餐點和寢具）',
    },
    age_from: 0,
    age_to: 5,
    price_mode: 'fixed',
    price_value: 0,
    uses_bed: false,
    with_meal: false,
  },
];

export const TRANSPORT_QUESTION: Required<LocalizedText> = {
  ja: 'ご来館の交通手段をお知らせください',
  en: 'How will you be travelling to us?',
  ko: '오시는 교통수단을 알려 주세요',
  'zh-CN': '请告诉我们您的交通方式',
  'zh-TW': '請告訴我們您的交通方式',
};

/** Choices of the transport question; choice ids 1, 2, 3. */
export const TRANSPORT_CHOICES: Required<LocalizedText>[] = [
  { ja: '車', en: 'Car', ko: '자동차', 'zh-CN': '自驾车', 'zh-TW': '自駕車' },
  { ja: '電車', en: 'Train', ko: '전철', 'zh-CN': '电车', 'zh-TW': '電車' },
  { ja: 'その他', en: 'Other', ko: '기타', 'zh-CN': '其他', 'zh-TW': '其他' },
];

export const ALLERGY_QUESTION: Required<LocalizedText> = {
  ja: 'アレルギーや苦手な食べ物があればお書きください',
  en: 'Please tell us about any allergies or foods you do not eat.',
  ko: '알레르기나 못 드시는 음식이 있으면 적어 주세요.',
  'zh-CN': '如有过敏或不吃的食物，请填写。',
  'zh-TW': '如有過敏或不吃的食物，請填寫。',
};

// The price is per unit chosen (options have no per-night unit until the inventory issue), so the
// label names what one unit is: one car for the whole stay.
export const PARKING_OPTION: Required<LocalizedText> = {
  ja: '駐車場(1台・ご滞在中)',
  en: 'Parking (per car, whole stay)',
  ko: '주차장(1대, 숙박 기간 중)',
  'zh-CN': '停车场（每车，住宿期间）',
  'zh-TW': '停車場（每車，住宿期間）',
};

export const BREAKFAST_OPTION: Required<LocalizedText> = {
  ja: '朝食追加(お一人様)',
  en: 'Add breakfast (per person)',
  ko: '조식 추가(1인)',
  'zh-CN': '加购早餐（每人）',
  'zh-TW': '加購早餐（每人）',
};

export const DINNER_UPGRADE_OPTION: Required<LocalizedText> = {
  ja: '夕食グレードアップ(特選会席・お一人様)',
  en: 'Dinner upgrade to the special kaiseki (per person)',
  ko: '석식 업그레이드(특선 가이세키, 1인)',
  'zh-CN': '晚餐升级为特选会席料理（每人）',
  'zh-TW': '晚餐升級為特選會席料理（每人）',
};
