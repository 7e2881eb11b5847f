import type { BookingKey } from '@tomaru/ui/booking-key';
import { useCallback, useEffect, useState } from 'react';
import type { ReservationToChange } from '../api/get-booking-by-code';
import { useUserInfo } from '../api/get-user-info';
import { flowFromReservation } from '../model/change';
import {
  bookingStorageKey,
  changeStorageKey,
  type FlowState,
  loadFlow,
  restoreFlow,
  storeFlow,
} from '../model/flow-state';

/** A reservation being changed: its lookup key and what it holds now. */
export type ChangeOf = { key: BookingKey; before: ReservationToChange };

/**
 * What the guest entered in the three steps, kept in the tab (sessionStorage) under `flowKey` so a
 * reload or going back loses nothing. A change starts from what the reservation holds.
 */
export function useFlowState(hotelId: number, search: string, change?: ChangeOf) {
  const flowKey = change ? changeStorageKey(change.key.code) : bookingStorageKey(hotelId);
  const [state, setState] = useState<FlowState>(() =>
    change ? restoreFlow(flowKey, flowFromReservation(change.before)) : loadFlow(hotelId, search),
  );
  const update = useCallback((patch: Partial<FlowState>) => setState((s) => ({ ...s, ...patch })), []);
  useEffect(() => storeFlow(flowKey, state), [flowKey, state]);

  // A signed-in member's profile fills the booker's fields once, when they are still empty.
  const member = useUserInfo();
  useEffect(() => {
    const u = member;
    if (!u) return;
    setState((s) =>
      s.user.last_name || s.user.mail1
        ? s
        : {
            ...s,
            user: {
              last_name: u.last_name,
              first_name: u.first_name,
              last_name_kana: u.last_name_kana,
              first_name_kana: u.first_name_kana,
              gender: u.gender ?? '',
              mail1: u.email,
              postcode: u.postcode,
              prefecture: u.prefecture,
              address: u.address,
              tel1: u.tel1,
              tel1_type: u.tel1_type ?? '',
              tel2: u.tel2,
              tel2_type: u.tel2_type ?? '',
              birthday: u.birthday,
            },
            mail_confirm: u.email,
          },
    );
  }, [member]);

  return { state, update, flowKey };
}
