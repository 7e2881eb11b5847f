import { useLang } from '@tomaru/ui/lang';
import { useEffect, useState } from 'react';
import { getUserReservations, type MemberReservations } from '../../../api/members';

/** One line of my page's list. */
export type MemberReservation = MemberReservations['upcoming'][number];

/** The member's reservations, their hotel, plan and room names in the page's language. */
export function useUserReservations() {
  const lang = useLang();
  const [state, setState] = useState<{ data?: MemberReservations; error?: unknown }>({});
  useEffect(() => {
    let live = true;
    getUserReservations(lang).then(
      (data) => live && setState({ data }),
      (error: unknown) => live && setState({ error }),
    );
    return () => {
      live = false;
    };
  }, [lang]);
  return state;
}
