import type { BackOffice } from '@tomaru/ui/backoffice';

/** hotel1's own frame, as the shell provides it to a screen (component tests). */
export const hotel1Office: BackOffice = {
  role: 'hotel',
  viewer: 'hotel',
  me: { name: 'hotel1', id: 1, type: 'hotel', exp: 2_000_000_000, account_id: 5 },
  entityId: 1,
  hotel: { hotel_id: 1, name: 'トマル京都', chain_id: 1 },
  chain: null,
  menu: [],
  basePath: '/admin/hotel',
};
