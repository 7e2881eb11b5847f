import { api, getSession } from '@tomaru/ui/api';
import { useResource } from '../hooks/use-resource';

/** The signed-in member's profile (the same fields as a booking's `Person`). */
export type UserInfo = {
  email: string;
  last_name: string;
  first_name: string;
  last_name_kana: string;
  first_name_kana: string;
  gender?: 'man' | 'woman' | 'other';
  tel1: string;
  tel1_type?: 'cellphone' | 'home' | 'work';
  tel2: string;
  tel2_type?: 'cellphone' | 'home' | 'work';
  postcode: string;
  prefecture: string;
  address: string;
  birthday: string;
};

/** Sent with the member's token: only a signed-in member has a profile. */
const getUserInfo = (signal?: AbortSignal) =>
  api<{ user: UserInfo }>('/api/api/getuserinfo', {
    kind: 'user',
    noAuthRedirect: true,
    ...(signal ? { signal } : {}),
  });

/** The member's profile when a member is signed in in this browser; idle otherwise. */
export const useUserInfo = () =>
  useResource(getSession('user') ? 'member' : null, (signal) => getUserInfo(signal));
