import { useLoaderData } from '@tanstack/react-router';
import { useBackOffice } from '@tomaru/ui/backoffice';
import { isMenuPath } from '@tomaru/ui/menus';
import { BackOfficeNotFound } from '../error-pages';
import type { ItemData } from './item-loader';

/** A back-office screen, or the back-office 404 for items the role lacks or no remote has built yet. */
export function ItemPage() {
  const data = useLoaderData({ strict: false }) as ItemData;
  const { menu } = useBackOffice();
  const [item, fn] = data.sub ? data.sub.split('/') : [];
  const inMenu = item === undefined || isMenuPath(menu, item, fn);
  if (!data.found || !inMenu) return <BackOfficeNotFound />;
  const Page = data.found.route.component;
  return <Page params={data.found.params} search={data.found.search} />;
}
