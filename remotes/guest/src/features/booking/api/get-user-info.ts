import { useQuery } from '@tanstack/react-query';
import { getSession } from '@tomaru/ui/api';
import { userInfoQuery } from '../../../api/members';

/** The member's profile when a member is signed in in this browser; not read otherwise. */
export const useUserInfo = () => useQuery({ ...userInfoQuery(), enabled: getSession('user') !== null });
