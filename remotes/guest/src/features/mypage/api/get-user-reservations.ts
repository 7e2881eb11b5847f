import type { Lang } from '@tomaru/domain/languages';
import { api } from '@tomaru/ui/api';
import { useLang } from '@tomaru/ui/lang';
import { useEffect, useState } from 'react';

/** One line of my page's list (`GET /api/api/getuserreservations`). */
export type MemberReservation = {
  reservation_id: number;
  display_id: string;
  hotel_id: number;
  plan_id: number;
  room_id: number;
  hotel_name: string;
  plan_title: string;
  room_name: string;
  stay_start_date: string;
  stay_end_date: string;
  checkin_time: string;
  room_count: number;
  status: string;
  payment_method: string;
  total_include_tax: number;
  amount_due: number;
  created_at: string | null;
  /** Whether issuereceipt would issue one now (a stay paid at the hotel: once it is over). */
  can_issue_receipt: boolean;
};

export type MemberReservations = { upcoming: MemberReservation[]; past: MemberReservation[] };

function getUserReservations(lang: Lang): Promise<MemberReservations> {
  return api(`/api/api/getuserreservations?lang=${encodeURIComponent(lang)}`, { kind: 'user' });
}

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
