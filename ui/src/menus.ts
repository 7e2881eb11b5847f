import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { IconName } from './icons';

export const ROLES = ['admin', 'chain', 'hotel', 'union'] as const;
export type Role = (typeof ROLES)[number];

/** One entry of a back-office menu: the URL key, its name in five languages, its icon, its functions. */
export type MenuItem = {
  item: string;
  name: MessageDescriptor;
  icon: IconName;
  functions: readonly string[];
};

const m = (
  item: string,
  name: MessageDescriptor,
  icon: IconName,
  functions: readonly string[] = [],
): MenuItem => ({
  item,
  name,
  icon,
  functions,
});

const couponUnion = ['edit', 'create', 'status', 'publish', 'sort', 'calendar'];
const couponChain = ['edit', 'create', 'status', 'publish', 'calendar'];
const flatRate = ['edit', 'create', 'publish'];

const HOTEL: readonly MenuItem[] = [
  m('account', msg`アカウント`, 'person', ['edit']),
  m('hotelinfo', msg`ホテル情報`, 'hotel', ['edit']),
  m('plan', msg`プラン`, 'list', ['edit', 'create', 'calendar', 'sort', 'display']),
  m('room', msg`部屋`, 'bed', ['edit', 'create', 'calendar', 'calendar-edit', 'sort']),
  m('rental', msg`デイユースプラン`, 'sun', ['edit', 'create', 'sort', 'calendar', 'calendar-edit']),
  m('reservation', msg`予約`, 'book', ['edit', 'search']),
  m('booking', msg`デイユースプランの予約`, 'clock'),
  m('option', msg`オプション`, 'plus', [
    'edit',
    'create',
    'calendar',
    'calendar-edit',
    'option-sort',
    'additional-option-sort',
  ]),
  m('question', msg`質問`, 'help', ['edit', 'create']),
  m('price', msg`料金表`, 'yen', ['edit', 'child-edit', 'settings']),
  m('epsilon', msg`イプシロン決済設定`, 'yen'),
  m('planSeasonCellingCalendar', msg`一括予約開始設定`, 'calendar'),
  m('image', msg`画像セット`, 'image', ['edit', 'create']),
  m('coupon', msg`クーポン`, 'ticket', [
    'status',
    'edit',
    'cedit',
    'create',
    'ccreate',
    'sort',
    'attach',
    'cattach',
  ]),
  m('flatRateCouponGroup', msg`定額クーポングループ`, 'tickets', ['attach']),
  m('waiting', msg`キャンセル待ち`, 'hourglass'),
  m('ghaSurvey', msg`ホテル広告価格調査`, 'chart'),
  m('manual', msg`マニュアル`, 'manual'),
];

const unionBase = (coupon: readonly string[]): MenuItem[] => [
  m('settings', msg`設定`, 'gear'),
  m('mail', msg`メール文面`, 'mail'),
  m('coupon', msg`クーポン`, 'ticket', coupon),
  m('flatRateCouponGroup', msg`定額クーポングループ`, 'tickets', flatRate),
  m('agreement', msg`規約`, 'document', ['create']),
  m('hotel', msg`ホテル`, 'hotel', coupon === couponUnion ? ['sort', 'plansort'] : ['sort']),
  m('user', msg`会員`, 'people', ['search', 'register']),
  m('directmail', msg`DM履歴`, 'send', ['search']),
];

const UNION: readonly MenuItem[] = [...unionBase(couponUnion), m('manual', msg`マニュアル`, 'manual')];

const CHAIN: readonly MenuItem[] = [
  ...unionBase(couponChain),
  m('members', msg`会員予約`, 'book'),
  m('allreservation', msg`全ホテル予約検索`, 'search'),
  m('manual', msg`マニュアル`, 'manual'),
];

const ADMIN: readonly MenuItem[] = [
  m('admin', msg`管理者`, 'shield', ['edit', 'create']),
  m('union', msg`組合`, 'people', ['edit', 'create', 'attach']),
  m('chain', msg`チェーン`, 'link', ['edit', 'create']),
  m('hotel', msg`ホテル`, 'hotel', ['edit', 'create', 'attach']),
  m('user', msg`会員`, 'person', ['edit', 'create', 'search']),
  m('reservation', msg`会員予約`, 'book'),
  m('allreservation', msg`予約検索`, 'search'),
  m('booking', msg`デイユース予約検索`, 'clock'),
  m('transportation', msg`交通機関`, 'train', ['edit', 'create', 'price-edit', 'discounts-edit']),
  m('waiting', msg`キャンセル待ち`, 'hourglass'),
  m('ghaSurvey', msg`ホテル広告価格調査`, 'chart'),
  m('epsilon', msg`決済代行会社送金管理`, 'yen'),
  m('manual', msg`マニュアル`, 'manual'),
  m('pagelist', msg`ページ一覧`, 'list'),
];

const MENUS: Record<Role, readonly MenuItem[]> = { admin: ADMIN, chain: CHAIN, hotel: HOTEL, union: UNION };

/**
 * The items a role's menu shows. The bulk reservation start setting exists only for hotels whose
 * chain carries the is_kkr flag.
 * @example menuFor('hotel', { isKkr: false }).some((i) => i.item === 'planSeasonCellingCalendar') === false
 */
export function menuFor(role: Role, context: { isKkr?: boolean } = {}): readonly MenuItem[] {
  const items = MENUS[role];
  return role === 'hotel' && !context.isKkr
    ? items.filter((i) => i.item !== 'planSeasonCellingCalendar')
    : items;
}

/** True when `/admin/<role>/<item>[/<fn>]` names an item of the menu and, if given, one of its functions. */
export function isMenuPath(menu: readonly MenuItem[], item: string, fn?: string): boolean {
  const entry = menu.find((i) => i.item === item);
  return !!entry && (fn === undefined || entry.functions.includes(fn));
}

export const ROLE_TITLES: Record<Role, MessageDescriptor> = {
  admin: msg`全権管理画面`,
  chain: msg`チェーン管理画面`,
  hotel: msg`ホテル管理画面`,
  union: msg`組合管理画面`,
};

/** The kind of ID, as the drawer names it. */
export const KIND_NAMES: Record<Role | 'user', MessageDescriptor> = {
  admin: msg`全権管理者ID`,
  chain: msg`チェーンID`,
  hotel: msg`ホテルID`,
  union: msg`組合ID`,
  user: msg`会員ID`,
};
