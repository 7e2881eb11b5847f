import type { UpdateUserInfoBody } from '@tomaru/domain/schemas/members';
import { api } from '@tomaru/ui/api';

export type MemberProfile = {
  member_id: number;
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
  lang: string;
  dm_opt_in: boolean;
  dm_opt_in_at: string | null;
};

export async function getUserInfo(): Promise<MemberProfile> {
  return (await api<{ user: MemberProfile }>('/api/api/getuserinfo', { kind: 'user' })).user;
}

export async function updateUserInfo(body: UpdateUserInfoBody): Promise<MemberProfile> {
  return (await api<{ user: MemberProfile }>('/api/api/updateuserinfo', { kind: 'user', body })).user;
}
