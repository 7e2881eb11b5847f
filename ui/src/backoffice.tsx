import { createContext, useContext } from 'react';
import type { Me, StaffKind } from './api';
import type { MenuItem, Role } from './menus';

export type HotelSummary = {
  hotel_id: number;
  /** The Japanese name. */
  name: string;
  chain_id: number;
  /** The hotel's texts by language, where `gethotel` answers them. */
  texts?: Partial<Record<string, { name?: string | null }>>;
};

/** The hotel's name in the page's language where the hotel wrote one, else its Japanese name. */
export function hotelNameIn(hotel: HotelSummary, lang: string): string {
  return hotel.texts?.[lang]?.name || hotel.name;
}
export type ChainSummary = { chain_id: number; name: string; is_kkr: boolean };

/** What a back-office page knows about its frame. */
export type BackOffice = {
  /** The role whose screens are shown (a hotel frame when an admin views a hotel). */
  role: Role;
  /** The kind of user signed in (admin when an admin views a hotel). */
  viewer: StaffKind;
  me: Me;
  /** The entity shown: the hotel, chain or union id (the user's own, or the one viewed). */
  entityId: number;
  hotel: HotelSummary | null;
  chain: ChainSummary | null;
  menu: readonly MenuItem[];
  /** The top page of this frame without the language prefix, e.g. `/admin/hotel` or `/admin/adminhotel/3`. */
  basePath: string;
};

export const BackOfficeContext = createContext<BackOffice | null>(null);

export function useBackOffice(): BackOffice {
  const value = useContext(BackOfficeContext);
  if (!value) throw new Error('useBackOffice outside a back-office frame');
  return value;
}
