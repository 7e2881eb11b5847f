import { useQuery } from '@tanstack/react-query';
import { getSession } from '@tomaru/ui/api';
import { userInfoQuery } from '../../../api/members';

/**
 * The member's profile when a member is signed in in this browser; undefined otherwise, even when
 * the cache still holds the profile of a member who has since signed out in this page.
 */
export function useUserInfo() {
  const signedIn = getSession('user') !== null;
  const query = useQuery({ ...userInfoQuery(), enabled: signedIn });
  return signedIn ? query.data : undefined;
}
