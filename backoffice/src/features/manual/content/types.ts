import type { Role } from '@tomaru/ui/menus';

/** One section of the manual: shown to the roles it names, its paragraphs. */
export type ManualSection = {
  id: string;
  roles: readonly Role[];
  title: string;
  paragraphs: readonly string[];
};

export const ALL: readonly Role[] = ['hotel', 'chain', 'union', 'admin'];
/** The roles that reach a hotel's screens: the hotel itself, and a chain or the admin viewing it. */
export const HOTEL_SCREENS: readonly Role[] = ['hotel', 'chain', 'admin'];
export const VIEW_AS: readonly Role[] = ['chain', 'admin'];
