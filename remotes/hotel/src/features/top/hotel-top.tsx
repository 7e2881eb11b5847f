import { Dashboard } from '@tomaru/ui/dashboard';

/** The hotel's top page: the account and its menu as tiles. */
export function HotelTop() {
  return <Dashboard />;
}
