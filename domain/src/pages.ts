import { DEFAULT_LANG, isLang } from './languages';

/**
 * The guest remote's pages by name, as path patterns with `$name` segments written as Japanese paths
 * (each also exists under /en, /ko, /zh-CN, /zh-TW). The remote's route list takes every path from
 * here, and the worker answers 404 for a page path none of them matches (decision 054). A page of
 * the spec that is not listed is not built yet.
 */
export const GUEST_PAGES = {
  top: '/',
  hotelList: '/hotellist',
  searchPlanList: '/searchplanlist',
  planList: '/planlist',
  hotel: '/hotels/$id',
  secretPlan: '/hotels/$id/secret/$url',
  book: '/hotels/$id/book',
  bookComplete: '/bookcomplete',
  complete: '/complete',
  updateReserve: '/updatereserve',
  payment: '/payment',
  epsilonCallback: '/callback/epsilon',
  paymentCallback: '/callback/payment',
  epsilonPayment: '/epsilon/payment',
  failPayment: '/failpayment',
  checkBooking: '/checkbooking',
  checkReserveIndex: '/checkreserve',
  checkReserve: '/checkreserve/$id',
  receipt: '/receipt',
  print: '/print',
  register: '/register',
  authInfo: '/authinfo',
  resetPassword: '/resetpassword',
  changePassword: '/changepassword',
  myPage: '/mypage',
  myPageChangePassword: '/mypage/changepassword',
  myPageUserInfo: '/mypage/userinfo',
  myPageUpdateComplete: '/mypage/updatecomplete',
  userInfo42: '/userinfo42',
  requestOpenDm: '/requestopendm',
  unsubscribe: '/unsubscribe',
} as const;

/** The shell's own pages (sign-in), outside every remote. */
export const SHELL_PAGES = {
  login: '/login',
  loginAs: '/login/$type',
  requestLogin: '/requestlogin',
  failLogin: '/faillogin',
} as const;

/**
 * The back office's frames by their segment under /admin, and whether an administrator (or a chain)
 * names whom they view with an id segment first (`/admin/adminhotel/{id}/{item}/{function}`).
 */
export const BACK_OFFICE_FRAMES = {
  admin: { viewAs: false },
  chain: { viewAs: false },
  hotel: { viewAs: false },
  union: { viewAs: false },
  adminchain: { viewAs: true },
  adminhotel: { viewAs: true },
  adminunion: { viewAs: true },
  chainhotel: { viewAs: true },
} as const;

export type BackOfficeSegment = keyof typeof BACK_OFFICE_FRAMES;

/** The page shown while the site is closed for maintenance (its screen is still to be built). */
export const MAINTENANCE_PAGE = '/maintenance';

/**
 * Matches a path against a pattern with `$name` segments, decoding the parameters.
 * @example matchPath('/hotels/$id', '/hotels/12') → { id: '12' }; matchPath('/hotels/$id', '/hotels') → null
 */
export function matchPath(pattern: string, path: string): Record<string, string> | null {
  const split = (s: string) => s.split('/').filter(Boolean);
  const want = split(pattern);
  const got = split(path);
  if (want.length !== got.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i++) {
    const w = want[i] as string;
    const g = got[i] as string;
    if (w.startsWith('$')) {
      let value: string;
      try {
        value = decodeURIComponent(g);
      } catch {
        return null;
      }
      params[w.slice(1)] = value;
    } else if (w !== g) return null;
  }
  return params;
}

/** A page path without its language prefix (`/en/hotellist` → `/hotellist`, `/ko` → `/`). */
export function pathWithoutLang(path: string): string {
  const [, first = '', ...rest] = path.split('/');
  if (first !== DEFAULT_LANG && isLang(first)) return `/${rest.join('/')}`;
  return path || '/';
}

/** A back-office path the shell's router has a screen for: a frame, then its item and function. */
function isBackOfficePath(segments: readonly string[]): boolean {
  const [admin, frame, ...rest] = segments;
  if (admin !== 'admin' || frame === undefined || !Object.hasOwn(BACK_OFFICE_FRAMES, frame)) return false;
  const depth = BACK_OFFICE_FRAMES[frame as BackOfficeSegment].viewAs ? 3 : 2;
  return rest.length <= depth;
}

/**
 * Whether a page path (any language) is one the shell or the guest remote shows, and not its 404
 * page. Patterns only: a hotel or reservation that does not exist is still the page's own answer.
 * @example isKnownPage('/en/hotels/1') === true; isKnownPage('/hotels/1/nothing') === false
 */
export function isKnownPage(path: string): boolean {
  const rest = pathWithoutLang(path);
  const patterns: readonly string[] = [...Object.values(GUEST_PAGES), ...Object.values(SHELL_PAGES)];
  if (patterns.some((pattern) => matchPath(pattern, rest))) return true;
  return isBackOfficePath(rest.split('/').filter(Boolean));
}
