import { Dashboard } from '@tomaru/ui/dashboard';

/** The union's top page: the account and its menu as tiles. */
export function UnionTop() {
  return <Dashboard />;
}
