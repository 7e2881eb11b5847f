import { getSession } from '@tomaru/ui/api';
import { getUserInfo } from '../../../api/members';
import { useResource } from '../hooks/use-resource';

/** The member's profile when a member is signed in in this browser; idle otherwise. */
export const useUserInfo = () =>
  useResource(getSession('user') ? 'member' : null, (signal) =>
    getUserInfo({ signal, noAuthRedirect: true }),
  );
